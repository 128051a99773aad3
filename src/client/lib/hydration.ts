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
