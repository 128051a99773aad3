export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
}

/** SPEC §3: the stored history keeps role ('Usuário' or 'Aria') and content only, under this key. */
export const HISTORY_KEY = 'ariaHistorico';

interface StoredMessage {
  role: 'Usuário' | 'Aria';
  content: string;
}

export function loadHistory(storage: Storage, now = new Date()): ChatMessage[] {
  const raw = storage.getItem(HISTORY_KEY);
  if (!raw) return [];
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
        // SPEC §4: timestamps are not stored; restored messages take the time of the page load.
        timestamp: now,
      }));
  } catch (error) {
    // SPEC §4: a history that cannot be read is only logged; the chat starts empty.
    console.error('Could not restore the chat history', error);
    return [];
  }
}

export function saveHistory(storage: Storage, messages: ChatMessage[]): void {
  const stored: StoredMessage[] = messages.map((message) => ({
    role: message.role === 'user' ? 'Usuário' : 'Aria',
    content: message.content,
  }));
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(stored));
  } catch (error) {
    console.error('Could not save the chat history', error);
  }
}
