import { useEffect, useRef } from 'react';

/**
 * Where 'Sair rápido' goes: an ordinary weather search, which tells whoever looks at the screen next nothing
 * about the chat (ADR 021).
 */
export const NEUTRAL_SITE_URL = 'https://www.google.com/search?q=previs%C3%A3o+do+tempo';

/** Two presses of Esc this close together leave; one press never does (Esc also closes dialogs). */
export const DOUBLE_ESCAPE_MS = 1000;

/**
 * Leaves for the neutral site in place of this page: `replace`, not `assign`, so the back button does not bring
 * the chat back. The stored conversation is kept, since the person may want to come back to it; erasing is what
 * 'Apagar conversa' and 'Não guardar conversa neste aparelho' are for.
 */
export function leaveForNeutralSite(location: Pick<Location, 'replace'> = window.location): void {
  // The tab's title would name the chat while the neutral site loads on a slow connection.
  document.title = 'Previsão do tempo';
  location.replace(NEUTRAL_SITE_URL);
}

/** Calls `onDoubleEscape` when Esc is pressed twice within `withinMs`, wherever the focus is. */
export function useDoubleEscape(onDoubleEscape: () => void, withinMs = DOUBLE_ESCAPE_MS): void {
  const latest = useRef(onDoubleEscape);
  useEffect(() => {
    latest.current = onDoubleEscape;
  });
  useEffect(() => {
    let previous = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      // A held key repeats, and an input method uses Esc to cancel a composition: neither is a second press.
      if (event.key !== 'Escape' || event.repeat || event.isComposing) return;
      const now = Date.now();
      if (now - previous <= withinMs) {
        previous = Number.NEGATIVE_INFINITY;
        latest.current();
      } else {
        previous = now;
      }
    };
    // Capture: a dialog or field that stops Esc from bubbling must not also stop the way out.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [withinMs]);
}
