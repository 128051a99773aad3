/**
 * Pages the server serves only to visitors: it redirects a signed-in person before sending any HTML
 * (docs/product.md, Roles and access). Their pre-rendered HTML can therefore already show the visitor's header, and
 * it works without JavaScript until the visitor first interacts with it (see deferred-boot.ts). Each names its page
 * module, which is fetched beside the app rather than after it: on a slow connection that saves one round trip
 * before the first tap is answered.
 */
const VISITOR_ONLY_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  '/': () => import('../features/landing/landing-page'),
};

export function isVisitorOnlyPath(pathname: string): boolean {
  return Object.hasOwn(VISITOR_ONLY_PAGES, pathname);
}

/** Starts fetching the page module of a visitor-only page; resolves at once for any other page. */
export function loadVisitorOnlyPage(pathname: string): Promise<unknown> {
  return VISITOR_ONLY_PAGES[pathname]?.() ?? Promise.resolve();
}
