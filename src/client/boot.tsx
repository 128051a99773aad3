import { StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import type { MeResponse } from '../shared/contracts/me';
import { App } from './app';
import { createAppRouter, routes } from './router';
import { adoptValuesTypedBeforeHydration, whileHydrating } from './lib/hydration';
import { SIGNED_OUT } from './lib/me';
import { isVisitorOnlyPath } from './lib/visitor-pages';

/**
 * A pre-rendered page must hydrate against the same tree it was rendered with, so the lazy modules of the routes
 * that match the address are loaded first; otherwise the router would render its fallback and discard the HTML.
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** Marks the document once the app handles it, for the browser tests and the benchmark. */
function markReady() {
  document.documentElement.dataset.app = 'ready';
}

/** Reports that the hydration has committed. */
function AfterHydration({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

function app(
  router: ReturnType<typeof createAppRouter>,
  initialMe?: MeResponse,
  afterHydration?: () => void,
) {
  return (
    <StrictMode>
      <App router={router} initialMe={initialMe} />
      {afterHydration ? <AfterHydration run={afterHydration} /> : null}
    </StrictMode>
  );
}

export async function boot(container: HTMLElement): Promise<void> {
  if (!container.firstElementChild) {
    createRoot(container).render(app(createAppRouter()));
    markReady();
    return;
  }
  await loadMatchedRoutes(routes);
  // The page is already painted and readable; giving the browser a turn between evaluating the modules and
  // hydrating keeps a phone's main thread free of one long blocking task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The server answered this page only because nobody was signed in, and its HTML shows that; the session is
  // still asked again, in the background.
  const initialMe = isVisitorOnlyPath(window.location.pathname) ? SIGNED_OUT : undefined;
  const router = createAppRouter();
  let hydrated: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  whileHydrating(() => hydrateRoot(container, app(router, initialMe, hydrated)));
  await hydration;
  // After the commit, not inside it: each field's change is then its own event, which React applies before the
  // next one (forms that copy their state object would otherwise keep only the last field), and before a tap held
  // by deferred-boot.ts is replayed, since that waits for this function.
  await adoptValuesTypedBeforeHydration(container);
  markReady();
}
