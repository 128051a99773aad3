import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built SPA: hashed assets cached for a year, a pre-rendered HTML page when the build made one for the
 * path, else the SPA shell. Unknown /api paths get a JSON 404 instead of the shell.
 */
function fillSiteTokens(
  html: string,
  site: { contactEmail: string; contactWhatsapp: string; publicUrl: string },
): string {
  return html
    .replaceAll('%%ARIA_CONTACT_EMAIL%%', escapeHtml(site.contactEmail))
    .replaceAll('%%ARIA_CONTACT_WHATSAPP%%', escapeHtml(site.contactWhatsapp))
    .replaceAll('%%ARIA_PUBLIC_URL%%', escapeHtml(site.publicUrl));
}

/** Pages are compressed once, when first served: they only change with a new build. */
interface HtmlPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressPage(html: string): HtmlPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function preferredEncoding(acceptEncoding: string | undefined): keyof HtmlPage {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const clientRoutes: FastifyPluginAsync<{ clientDir?: string }> = async (app, { clientDir }) => {
  const site = {
    contactEmail: app.config.contactEmail,
    contactWhatsapp: app.config.contactWhatsapp,
    publicUrl: app.config.publicUrl,
  };
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // HTML goes through the handler below, which fills in this deployment's contact details.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      preCompressed: true,
      setHeaders(response, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
        } else {
          response.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  // When the build pre-renders `/` into index.html it keeps the bare shell as spa-shell.html for other routes.
  const shellPath = clientDir
    ? [path.join(clientDir, 'spa-shell.html'), path.join(clientDir, 'index.html')].find((file) =>
        existsSync(file),
      )
    : undefined;
  const shell = shellPath ? compressPage(fillSiteTokens(readFileSync(shellPath, 'utf8'), site)) : undefined;
  // Only pages the build wrote are kept, so the map is bounded by the build; a miss was kept too, which let
  // every distinct made-up path (a crawler, a scanner) add an entry for the life of the process.
  const pages = new Map<string, HtmlPage>();
  const readPrerendered = (file: string): HtmlPage | null => {
    let page = pages.get(file);
    if (!page && existsSync(file)) {
      page = compressPage(fillSiteTokens(readFileSync(file, 'utf8'), site));
      pages.set(file, page);
    }
    return page ?? null;
  };

  // Written by scripts/prerender.mjs beside the pages; a build without it (an older one) serves pages as before.
  const manifestPath = clientDir ? path.join(clientDir, 'prerendered.json') : undefined;
  const manifest: Record<
    string,
    { firstRenderParams: string[]; paramsSkeleton?: string; signInRequired: boolean }
  > = manifestPath && existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

  app.setNotFoundHandler(async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const pathname = (queryStart === -1 ? request.url : request.url.slice(0, queryStart)) || '/';
    const pageInfo = Object.hasOwn(manifest, pathname) ? manifest[pathname] : undefined;
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !clientDir ||
      !shell
    ) {
      return reply.status(404).send({ code: 'not_found', message: 'Recurso não encontrado.' });
    }
    if (pathname === '/') {
      // docs/product.md, Landing page: a signed-in person who opens / goes to the chat. Deciding here, before any
      // HTML, spares them a flash of the visitor landing page that the build pre-rendered.
      reply.header('vary', 'cookie, accept-encoding');
      if (await app.authSession.getUser(request)) return reply.redirect('/aria-chat', 302);
    } else if (pageInfo?.signInRequired) {
      // The page would only send a visitor on to sign in after loading the app: the server does it at once, and
      // brings them back after signing in (ADR 028).
      reply.header('vary', 'cookie, accept-encoding');
      if (!(await app.authSession.getUser(request))) {
        return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 302);
      }
    } else {
      reply.header('vary', 'accept-encoding');
    }
    // A page was pre-rendered without the query parameters its first render reads; with one of them, the bare
    // shell lets the app render it, rather than hydrating HTML of another state of the page, unless the page has a
    // skeleton that all those states render first (the booking steps, ADR 036).
    const query = queryStart === -1 ? null : new URLSearchParams(request.url.slice(queryStart + 1));
    const withParams = pageInfo?.firstRenderParams.some((name) => query?.has(name)) ?? false;
    const prerenderedFile = withParams ? pageInfo?.paramsSkeleton : 'index.html';
    const prerendered = prerenderedFile
      ? path.join(clientDir, pathname === '/' ? '' : pathname, prerenderedFile)
      : null;
    const page =
      (prerendered && path.resolve(prerendered).startsWith(path.resolve(clientDir))
        ? readPrerendered(prerendered)
        : null) ?? shell;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  });
};
