import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app';
import { createAppRouter, routes } from './router';
import { whileHydrating } from './lib/hydration';
import './styles.css';

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

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    await loadMatchedRoutes(routes);
    // The page is already painted and readable; giving the browser a turn between evaluating the modules and
    // hydrating keeps a phone's main thread free of one long blocking task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = createAppRouter();
    whileHydrating(() => hydrateRoot(container, app(router)));
  } else {
    createRoot(container).render(app(createAppRouter()));
  }
}

void start();
