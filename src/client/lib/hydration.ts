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

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

/**
 * Text typed or autofilled into a pre-rendered form before the app hydrated it is on screen, but not in React's
 * state: hydration keeps the DOM's value and records it as already seen, so no change event reaches the form and
 * the next render would clear it. Each such field is handed to React as a change: its value tracker is set back to
 * what was rendered (through the element's own `value`, which React watches), the text is put back through the
 * prototype's setter (which React does not watch), and an input event makes React read the difference (ADR 028).
 */
export function adoptValuesTypedBeforeHydration(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
