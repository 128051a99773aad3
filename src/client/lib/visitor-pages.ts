/**
 * Pages the server serves only to visitors: it redirects a signed-in person before sending any HTML (DESIGN §4).
 * Their pre-rendered HTML can therefore already show the visitor's header, and it works without JavaScript until
 * the visitor first interacts with it (see deferred-boot.ts).
 */
export const VISITOR_ONLY_PATHS: readonly string[] = ['/'];

export function isVisitorOnlyPath(pathname: string): boolean {
  return VISITOR_ONLY_PATHS.includes(pathname);
}
