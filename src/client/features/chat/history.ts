import {
  DIALOGUE_STATE_KEY,
  forgetChatHistory,
  HISTORY_KEY,
  HISTORY_OWNER_KEY,
  NO_HISTORY_KEY,
} from '../../lib/chat-history-storage';

export { HISTORY_KEY, HISTORY_OWNER_KEY, NO_HISTORY_KEY };

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
}

interface StoredMessage {
  role: 'Usuário' | 'Aria';
  content: string;
}

/**
 * The history stored for `ownerId`. A history stored for another account, or with no owner tag (stored before
 * the tag existed), is removed and the chat starts empty: on a shared device it may be someone else's, and the
 * person who wrote it may be the one who must not be exposed.
 */
export function loadHistory(storage: Storage, ownerId: string, now = new Date()): ChatMessage[] {
  if (keepsNoHistory(storage)) {
    // Another tab may have written before the setting was turned on.
    forgetChatHistory(storage);
    return [];
  }
  const raw = storage.getItem(HISTORY_KEY);
  if (!raw) return [];
  if (storage.getItem(HISTORY_OWNER_KEY) !== ownerId) {
    forgetChatHistory(storage);
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('history is not a list');
    return parsed
      .filter(
        (item): item is StoredMessage =>
          typeof item === 'object' &&
          item !== null &&
          ((item as StoredMessage).role === 'Usuário' || (item as StoredMessage).role === 'Aria') &&
          typeof (item as StoredMessage).content === 'string',
      )
      .map((item) => ({
        role: item.role === 'Usuário' ? 'user' : 'assistant',
        content: item.content,
        // docs/product.md, Aria chat: timestamps are not stored; restored messages take the time of the page load.
        timestamp: now,
      }));
  } catch (error) {
    // docs/product.md, Aria chat: a history that cannot be read is only logged; the chat starts empty.
    console.error('Could not restore the chat history', error);
    return [];
  }
}

/** The dialogue state stored with `ownerId`'s history, if any (the server verifies it; this only carries it). */
export function loadDialogueState(storage: Storage, ownerId: string): string | undefined {
  if (keepsNoHistory(storage) || storage.getItem(HISTORY_OWNER_KEY) !== ownerId) return undefined;
  return storage.getItem(DIALOGUE_STATE_KEY) ?? undefined;
}

/** Stores the conversation for `ownerId`, unless this device is set to keep none. */
export function saveHistory(
  storage: Storage,
  ownerId: string,
  messages: ChatMessage[],
  dialogueState?: string,
): void {
  if (keepsNoHistory(storage)) return;
  const stored: StoredMessage[] = messages.map((message) => ({
    role: message.role === 'user' ? 'Usuário' : 'Aria',
    content: message.content,
  }));
  try {
    // The tag first: a history is never left on the device without the account it belongs to.
    storage.setItem(HISTORY_OWNER_KEY, ownerId);
    storage.setItem(HISTORY_KEY, JSON.stringify(stored));
    if (dialogueState) storage.setItem(DIALOGUE_STATE_KEY, dialogueState);
    else storage.removeItem(DIALOGUE_STATE_KEY);
  } catch (error) {
    console.error('Could not save the chat history', error);
  }
}

export function keepsNoHistory(storage: Storage): boolean {
  return storage.getItem(NO_HISTORY_KEY) === '1';
}

/** Turning the setting on also removes what is stored now. */
export function setKeepsNoHistory(storage: Storage, on: boolean): void {
  try {
    if (on) {
      storage.setItem(NO_HISTORY_KEY, '1');
      forgetChatHistory(storage);
    } else {
      storage.removeItem(NO_HISTORY_KEY);
    }
  } catch (error) {
    console.error('Could not change the chat history setting', error);
    // Whatever the setting could not record, the history must still go.
    if (on) forgetChatHistory(storage);
  }
}
