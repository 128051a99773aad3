import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app';
import { routes } from './router';
import { SIGNED_OUT } from './lib/me';
import { isVisitorOnlyPath } from './lib/visitor-pages';

export { ROUTE_META, PRERENDERED_PATHS, documentTitle } from './lib/route-meta';

/**
 * Renders one public route to HTML at build time (scripts/prerender.mjs). The session is unknown at build time,
 * so pages render their visitor state, with the session still loading in the header; the browser hydrates them and
 * then asks the server who is signed in. A page served only to visitors already shows the visitor's header.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirected while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the router's hydration data would be an inline script, which our CSP forbids.
  return renderToString(
    <AppProviders initialMe={isVisitorOnlyPath(pathname) ? SIGNED_OUT : undefined}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
