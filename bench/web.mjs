// npm run bench:web — builds the app, serves the production build on this machine and runs Lighthouse (mobile
// preset: simulated slow 4G and a 4× slower CPU) five times on `/` with Debian's Chromium. Prints the median
// performance score, the median LCP and the gzip size of the JavaScript the landing route loads: what loads with
// the page, and everything it has loaded once the visitor's first interaction has started the app (ADR 007).
// Bars (issue 12, React in the browser build): median score ≥ 95, JS with the page ≤ 10 KB gzip, JS after the
// first interaction ≤ 150 KB gzip. The run fails when one is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const TARGET_SCORE = 95;
const TARGET_JS_WITH_PAGE_KB = 10;
const TARGET_JS_KB = 150;

if (!existsSync(CHROMIUM)) {
  console.error('bench:web needs Chromium at /usr/bin/chromium (apt-get install chromium).');
  process.exit(1);
}

const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-bench-web-'));
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 60 s');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Gzip size (level 9) of a built script, read from dist/. */
function gzipSize(url) {
  const file = path.join(root, 'dist/client', new URL(url).pathname);
  return { file: path.relative(root, file), gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
}

/** The scripts the landing loads with the page, and those it has loaded once a first interaction started the app. */
async function landingScripts() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const urls = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(baseUrl)) urls.push(request.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const withPage = [...urls];
    await page.mouse.wheel(0, 400);
    await page.locator('html[data-app="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    return { withPage: withPage.map(gzipSize), afterInteraction: urls.map(gzipSize) };
  } finally {
    await browser.close();
  }
}

const kilobytes = (scripts) => scripts.reduce((sum, item) => sum + item.gzipBytes, 0) / 1024;

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const { lhr } = await lighthouse(`${baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const score = Math.round(lhr.categories.performance.score * 100);
    const lcpMs = lhr.audits['largest-contentful-paint'].numericValue;
    results.push({ score, lcpMs });
    const metric = (id) => lhr.audits[id].displayValue;
    console.log(
      `run ${run}: score ${score}, FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    );
    if (process.env.BENCH_WEB_DEBUG) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(tmpdir(), `aria-lhr-${run}.json`), JSON.stringify(lhr));
    }
  }
  const scripts = await landingScripts();
  const jsKb = kilobytes(scripts.afterInteraction);
  const score = median(results.map((result) => result.score));
  const lcpMs = median(results.map((result) => result.lcpMs));
  console.log('\nJavaScript loaded by / (gzip), with the page and after the first interaction:');
  for (const item of scripts.afterInteraction) {
    const when = scripts.withPage.some((early) => early.file === item.file)
      ? 'with the page'
      : 'on interaction';
    console.log(`  ${(item.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${item.file}  (${when})`);
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} runs on ${baseUrl}/`);
  console.log(`  performance score  ${score}   (target ≥ ${TARGET_SCORE})`);
  console.log(`  LCP                ${(lcpMs / 1000).toFixed(2)} s`);
  const withPageKb = kilobytes(scripts.withPage);
  console.log(
    `  landing JS (gzip)  ${withPageKb.toFixed(1)} KB with the page   (target ≤ ${TARGET_JS_WITH_PAGE_KB} KB)`,
  );
  console.log(
    `                     ${jsKb.toFixed(1)} KB after the first interaction   (target ≤ ${TARGET_JS_KB} KB)`,
  );
  const missed = [
    score < TARGET_SCORE && 'performance score',
    withPageKb > TARGET_JS_WITH_PAGE_KB && 'JS with the page',
    jsKb > TARGET_JS_KB && 'JS after the first interaction',
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`\nMissed: ${missed.join(', ')}.`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
