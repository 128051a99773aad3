import { useEffect, useRef } from 'react';

/**
 * Runs `effect` on the first mount only, with the values of the first render. StrictMode mounts twice in
 * development, and a payment return page verifies its session once (the server is idempotent anyway).
 */
export function useFirstMountEffect(effect: () => void | (() => void)): void {
  const started = useRef(false);
  const first = useRef(effect);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    return first.current();
  }, []);
}
