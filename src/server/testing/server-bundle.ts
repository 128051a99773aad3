import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/bundle-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled as the production build bundles it: what `startServerProcess` runs. */
    serverBundle: string;
    /** The command line bundled beside it, as `node dist/server/cli.js` runs it from a build. */
    cliBundle: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Global setup of the server suites: bundles `src/server/main.ts` and `cli.ts` once per run, in well under a second, so that each
 * server process a suite starts loads one file instead of having tsx compile and resolve the sources, seconds of
 * CPU per process on this two-core machine. Inside the project, so the bundle's packages resolve to node_modules;
 * a folder of this run's own, so two runs in one checkout do not share one.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = path.join(projectRoot, '.tmp', `server-${randomBytes(6).toString('hex')}`);
  mkdirSync(folder, { recursive: true });
  await bundleServer(folder, { main: 'src/server/main.ts', cli: 'src/server/cli.ts' }, { sourcemap: false });
  project.provide('serverBundle', path.join(folder, 'main.js'));
  project.provide('cliBundle', path.join(folder, 'cli.js'));
  return () => rmSync(folder, { recursive: true, force: true });
}
