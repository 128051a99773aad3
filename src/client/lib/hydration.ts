import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let hydrating = false;

/** Runs the synchronous hydration of a pre-rendered page, so components can tell it from a client render. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

export function isHydrating(): boolean {
  return hydrating;
}

const noChanges = () => () => undefined;

/**
 * False in the render that hydrates a pre-rendered page (and while pre-rendering) and until the page has rendered
 * again as a transition; true at once in a page rendered by the browser alone. A page whose first render must match
 * HTML shared by several of its states renders that shared HTML first, then its own state. The transition lets
 * React render that state in slices, so a phone's main thread is not blocked by one long task.
 */
export function useHydrated(): boolean {
  const hydrating = !useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

/**
 * Text typed or autofilled into a pre-rendered form before the app hydrated it is on screen, but not in React's
 * state: hydration keeps the DOM's value and records it as already seen, so no change event reaches the form and
 * the next render would clear it. Each such field is handed to React as a change: its value tracker is set back to
 * what was rendered (through the element's own `value`, which React watches), the text is put back through the
 * prototype's setter (which React does not watch), and an input event makes React read the difference (ADR 028).
 * Call it after the hydration has committed, outside React's commit, so that each event is applied on its own.
 */
export async function adoptValuesTypedBeforeHydration(container: HTMLElement): Promise<void> {
  // Read every field first: React's render after one field's change writes its state back into the others.
  const typed = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  for (const { field, value } of typed) {
    // One task per field: React applies each change before the next, so a form that copies its state object
    // keeps them all.
    await new Promise((resolve) => setTimeout(resolve, 0));
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
