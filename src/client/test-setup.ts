import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';

// The component files share one module graph and one window per worker (vitest.config.ts): each file starts with
// empty storage, each test unmounts what it rendered (Testing Library's own clean-up needs vitest's globals), and
// sonner, which keeps its toasts in a module, shows none a previous test left open.
localStorage.clear();
sessionStorage.clear();
afterEach(() => {
  cleanup();
  toast.dismiss();
});
