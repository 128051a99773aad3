import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';
import { hasChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file that reads `ok` once the production build is ready, or the build's output if it failed. */
    buildResult: string;
    /** A migrated on-disk PGlite folder, copied into each app's own data folder before it starts. */
    pgliteDataDir: string;
  }
}

/**
 * Browser journeys run against the production build, so build it when it is missing or stale. The build runs
 * beside the other projects' suites, which run first: the browser files are a later group (vitest's
 * `sequence.groupOrder`), run side by side once those are done, and each waits for the result (harness.ts
 * `startApp`) before it starts a server.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!hasChromium) {
    console.log('Browser tests skipped: /usr/bin/chromium not found (apt-get install chromium).');
    return undefined;
  }
  const root = path.resolve(import.meta.dirname, '..');
  const folder = mkdtempSync(path.join(tmpdir(), 'aria-build-'));
  const resultFile = path.join(folder, 'result');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<void>((resolve) =>
    child.once('close', (code) => {
      writeFileSync(resultFile, code === 0 ? 'ok' : `build failed (exit ${code}):\n${output}`);
      resolve();
    }),
  );
  project.provide('buildResult', resultFile);
  // A new data folder spends most of the server's start in PGlite's initdb and the migrations; each journey's
  // server starts from a copy of this one instead, and its own migrator finds nothing left to do.
  const pgliteDataDir = path.join(folder, 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir });
  await database.close();
  project.provide('pgliteDataDir', pgliteDataDir);
  return async () => {
    await done;
    rmSync(folder, { recursive: true, force: true });
  };
}
