import { StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { MeResponse } from '../shared/contracts/me';
import { App } from './app';
import { loadRoutesOf } from './router';
import { adoptValuesTypedBeforeHydration, whileHydrating } from './lib/hydration';
import { SIGNED_OUT } from './lib/me';
import { isVisitorOnlyPath } from './lib/visitor-pages';

/** Marks the document once the app handles it, for the browser tests and the benchmark. */
function markReady() {
  document.documentElement.dataset.app = 'ready';
}

/** Reports that the hydration has committed. */
function AfterHydration({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

function app(initialMe?: MeResponse, afterHydration?: () => void) {
  return (
    <StrictMode>
      <App
        initialMe={initialMe}
        afterPage={afterHydration ? <AfterHydration run={afterHydration} /> : null}
      />
    </StrictMode>
  );
}

export async function boot(container: HTMLElement): Promise<void> {
  if (!container.firstElementChild || container.hasAttribute('data-skeleton')) {
    // React clears the skeleton on its first commit.
    createRoot(container).render(app());
    markReady();
    return;
  }
  // A pre-rendered page must hydrate against the same tree it was rendered with, so the modules of the routes
  // that match the address are loaded first; otherwise the page would suspend and React would discard the HTML.
  await loadRoutesOf(window.location);
  // The page is already painted and readable; giving the browser a turn between evaluating the modules and
  // hydrating keeps a phone's main thread free of one long blocking task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The server answered this page only because nobody was signed in, and its HTML shows that; the session is
  // still asked again, in the background.
  const initialMe = isVisitorOnlyPath(window.location.pathname) ? SIGNED_OUT : undefined;
  let hydrated: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  whileHydrating(() => hydrateRoot(container, app(initialMe, hydrated)));
  await hydration;
  // After the commit, not inside it: each field's change is then its own event, which React applies before the
  // next one (forms that copy their state object would otherwise keep only the last field), and before a tap held
  // by deferred-boot.ts is replayed, since that waits for this function.
  await adoptValuesTypedBeforeHydration(container);
  markReady();
}
