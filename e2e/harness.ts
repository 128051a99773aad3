import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../src/server/testing/server-process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, hasChromium } from './chromium';

export { freePort };

export { CHROMIUM_PATH, hasChromium };

const projectRoot = path.resolve(import.meta.dirname, '..');

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  logs: string[];
  /** The process's exit code once it has ended (a crash shows here), null while it runs. */
  readonly exitCode: number | null;
  /** Stops the server; `keepData` leaves its data folder for `queryStoppedApp`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Resolves once global-setup.ts's build is ready; throws its output if it failed. */
async function builtApp(): Promise<void> {
  const resultFile = inject('buildResult');
  if (!resultFile) return;
  while (!existsSync(resultFile)) await new Promise((resolve) => setTimeout(resolve, 250));
  const result = readFileSync(resultFile, 'utf8');
  if (result !== 'ok') throw new Error(result);
}

// Every browser file imports this module: its first hook waits for the build, with a limit of its own, since a
// file run alone starts as the build does.
beforeAll(builtApp, 10 * 60_000);

/**
 * Starts the built app (dist/) as `npm start` would, on its own port and a fresh embedded database. A DATA_DIR in
 * `env` (processes sharing one volume) belongs to the caller and is left in place on stop.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  // A caller that restarts an app on its old address passes that PORT: the health check must ask that port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'aria-e2e-'));
  // A data folder without a database starts from the run's migrated one (global-setup.ts), which spares the server
  // PGlite's initdb; synchronous, so two apps started together on one folder cannot both copy.
  const template = inject('pgliteDataDir');
  const pgliteDir = path.join(dataDir, 'pglite');
  if (template && !env.DATABASE_URL && !existsSync(pgliteDir))
    cpSync(template, pgliteDir, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(projectRoot, 'dist/server/main.js')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // Each journey signs several people up from 127.0.0.1 within a minute.
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${logs.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app did not answer ${baseUrl}/api/health within 60 s:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    logs,
    get exitCode() {
      return child.exitCode;
    },
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData && ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `extraArgs`: e.g. the fake camera and microphone the consultation room's journeys use. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

export async function newPage(
  browser: Browser,
  options: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile ?? false,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Reads the embedded database a stopped app left behind (PGlite allows one process at a time), so a journey can
 * check what the server really stored.
 */
export async function queryStoppedApp<Row>(app: RunningApp, sql: string): Promise<Row[]> {
  const db = new PGlite(path.join(app.dataDir, 'pglite'));
  try {
    return (await db.query<Row>(sql)).rows;
  } finally {
    await db.close();
    rmSync(app.dataDir, { recursive: true, force: true });
  }
}

/** A running app and a browser, shared by the tests of one describe block. */
export interface BrowserSuite {
  readonly app: RunningApp;
  readonly browser: Browser;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium for every journey file a test worker runs (the browser project keeps its modules between files):
 * starting and stopping a browser per file cost seconds of CPU each on this two-core machine. Each file works in
 * browser contexts of its own, which share no cookies or storage, and closes them when it ends.
 */
async function browserOfThisWorker(): Promise<Browser> {
  const running = workerBrowser && (await workerBrowser);
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** Starts the app (with `env`) before the enclosing describe block's tests, and stops it after. */
export function useBrowserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    [suite.app, suite.browser] = await Promise.all([startApp(env), browserOfThisWorker()]);
  });
  afterAll(async () => {
    await Promise.all(suite.browser?.contexts().map((context) => context.close()) ?? []);
    await suite.app?.stop();
  });
  return suite;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is now, one line each. The page's context needs
 * `bypassCSP: true`: our CSP rightly refuses the injected audit.
 */
export async function seriousAxeViolations(page: Page, label: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: string[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
