// Pre-renders the public pages (landing and content) into static HTML at build time, so a visitor's first paint
// needs no JavaScript and search engines read the text; the browser then hydrates them. Runs from build.mjs after
// the client build, with the same Vite configuration as the browser bundle.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { projectRoot } from './fingerprint.mjs';

const clientDir = path.join(projectRoot, 'dist/client');
const ssrDir = path.join(projectRoot, 'dist/prerender');

await build({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundle every dependency so that react-router and friends render through the same React as the browser.
  ssr: { noExternal: true },
  build: {
    ssr: path.join(projectRoot, 'src/client/prerender.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});

const { renderPage, renderShellSkeleton, ROUTE_META, PRERENDERED_PATHS, documentTitle, PAINT_FIRST_LOADER } =
  await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href);

const escapeHtml = (value) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('index.html lost its <!--app-html--> marker');

// On a phone's slow connection a render-blocking stylesheet request competes with the scripts for bandwidth, so
// pre-rendered pages carry their (small) stylesheet inline and paint from the HTML alone.
const stylesheetTag = template.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/);
if (!stylesheetTag) throw new Error('index.html has no stylesheet link');
const inlineStyle = `<style>${readFileSync(path.join(clientDir, stylesheetTag[1]), 'utf8')}</style>`;

// A pre-rendered page is readable before its module runs, so the module is started after the first paint
// (ADR 037): on a slow connection the HTML then has the bandwidth to itself until the text is on screen.
const moduleTag = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!moduleTag) throw new Error('index.html has no module script');
const paintFirstLoader = `<script data-src="${moduleTag[1]}">${PAINT_FIRST_LOADER}</script>`;

function openGraph(meta) {
  return [
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="pt_BR" />',
    '<meta property="og:site_name" content="Aria" />',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    '<meta property="og:url" content="%%ARIA_PUBLIC_URL%%/" />',
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
}

function page(pathname, body) {
  const meta = ROUTE_META[pathname];
  return template
    .replace(stylesheetTag[0], inlineStyle)
    .replace(moduleTag[0], '')
    .replace('<!--app-html-->', body)
    .replace('</body>', `  ${paintFirstLoader}\n  </body>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(meta.title))}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', pathname === '/' ? `  ${openGraph(meta)}\n  </head>` : '</head>');
}

const SKELETON_FILE = 'params-skeleton.html';

// Routes that are not pre-rendered get the bare shell (client-routes.ts serves it): a skeleton the app renders over
// (`data-skeleton` tells main.tsx not to hydrate it).
writeFileSync(
  path.join(clientDir, 'spa-shell.html'),
  template.replace(
    '<div id="root"><!--app-html-->',
    () => `<div id="root" data-skeleton>${renderShellSkeleton()}`,
  ),
);
for (const pathname of PRERENDERED_PATHS) {
  const html = page(pathname, await renderPage(pathname));
  const target = pathname === '/' ? clientDir : path.join(clientDir, pathname);
  if (!existsSync(target)) mkdirSync(target, { recursive: true });
  writeFileSync(path.join(target, 'index.html'), html);
  // The skeleton served for the page's addresses that hold a first-render parameter (a booking step).
  const skeleton = ROUTE_META[pathname].paramsSkeleton;
  if (skeleton) writeFileSync(path.join(target, SKELETON_FILE), page(pathname, await renderPage(skeleton)));
}
// What the server must know of each pre-rendered page (http/client-routes.ts): the query parameters its first
// render reads, the page it sends for an address holding one (else the bare shell), and whether only a signed-in
// person may see it.
const manifest = Object.fromEntries(
  PRERENDERED_PATHS.map((pathname) => [
    pathname,
    {
      firstRenderParams: ROUTE_META[pathname].firstRenderParams ?? [],
      ...(ROUTE_META[pathname].paramsSkeleton ? { paramsSkeleton: SKELETON_FILE } : {}),
      signInRequired: ROUTE_META[pathname].signInRequired === true,
    },
  ]),
);
writeFileSync(path.join(clientDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Pré-renderizadas: ${PRERENDERED_PATHS.join(', ')}`);
