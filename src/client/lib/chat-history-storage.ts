/**
 * Where the chat history lives on this device, and how to forget it. Sign-out, a session found ended and account
 * deletion all forget it, from pages that must not load the chat (the landing page among them), so the keys and
 * the wipe live here, small, and the chat's own reading and writing stays in features/chat/history.ts.
 */

/** The stored history: role ('Usuário' or 'Aria') and content only, under this key (ADR 021). */
export const HISTORY_KEY = 'ariaHistorico';

/**
 * Whose history it is: the account's id, never the e-mail, since anyone using the device can read it. Kept beside
 * the history rather than inside it, so the history itself keeps its shape.
 */
export const HISTORY_OWNER_KEY = 'ariaHistoricoDono';

/**
 * The signed dialogue state of the stored conversation (issue 22): where an exercise or the crisis protocol stands,
 * so a conversation resumed later goes on from there. It holds no conversation text; it goes with the history.
 */
export const DIALOGUE_STATE_KEY = 'ariaEstadoConversa';

/** The device's 'Não guardar conversa neste aparelho' setting: '1' when on. It never holds conversation text. */
export const NO_HISTORY_KEY = 'ariaSemHistorico';

function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: nothing was stored, so there is nothing to forget.
    return null;
  }
}

/**
 * Removes the stored conversation and its owner tag (the device setting stays: it is the device's, not the
 * account's). A family computer is shared: the next person at it must not find the last one's conversation.
 */
export function forgetChatHistory(storage: Storage | null = deviceStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(HISTORY_KEY);
    storage.removeItem(HISTORY_OWNER_KEY);
    storage.removeItem(DIALOGUE_STATE_KEY);
  } catch (error) {
    console.error('Could not remove the chat history', error);
  }
}
