import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppProviders } from './app';
import { SiteLayout } from './components/layout/site-layout';
import { PageSkeleton } from './components/ui/skeleton';
import { AppRoutes, loadRoutesOf } from './router';
import { SIGNED_OUT } from './lib/me';
import { isVisitorOnlyPath } from './lib/visitor-pages';

export { ROUTE_META, PRERENDERED_PATHS, documentTitle } from './lib/route-meta';
export { PAINT_FIRST_LOADER } from '../shared/contracts/page-loader';

/**
 * Renders one public route to HTML at build time (scripts/prerender.mjs). The session is unknown at build time,
 * so pages render their visitor state, with the session still loading in the header; the browser hydrates them and
 * then asks the server who is signed in. A page served only to visitors already shows the visitor's header.
 */
export async function renderPage(pathname: string): Promise<string> {
  await loadRoutesOf(pathname);
  return renderToString(
    <AppProviders initialMe={isVisitorOnlyPath(pathname) ? SIGNED_OUT : undefined}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}

/**
 * What the bare shell paints for a page that is not pre-rendered (those behind a session: the chat, the account,
 * the dashboards): the site's frame with the session loading and a page skeleton, instead of a blank screen until
 * the app arrives (issue 25). The app renders over it, without hydrating (main.tsx).
 */
export function renderShellSkeleton(): string {
  return renderToString(
    <AppProviders>
      <StaticRouter location="/">
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="*" element={<PageSkeleton />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}
