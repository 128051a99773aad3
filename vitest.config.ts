import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// A fixed time zone that is not America/Sao_Paulo, so code that leans on the machine's zone fails here.
process.env.TZ = 'UTC';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The server suites that open a database: a test app, a database handle, the app itself, a server process, or a
 * test that reads which database it runs on. Read from the files, so a new or moved suite needs no list kept here.
 */
function databaseSuites(): string[] {
  const opensDatabase =
    /\b(buildTestApp|openTestDatabase|openDatabase|buildApp|startServerProcess)\(|\bTEST_DB\b/;
  const root = import.meta.dirname;
  return readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join('src/server', file.split(path.sep).join('/')))
    .filter((file) => opensDatabase.test(readFileSync(path.join(root, file), 'utf8')));
}

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores, a single worker on this 2-core machine; the suites spend
    // much of their time waiting on Chromium and child servers, so more workers overlap that waiting. Measured on
    // this machine (docs/performance.md): without PostgreSQL, 4 workers took 284 s against 319 s for 3; with it, the
    // PostgreSQL server takes the cores those waits leave, and 4 workers overloaded them (a journey and a timing
    // test failed, 448 s), so CI keeps 3.
    maxWorkers: withPostgres ? 3 : 4,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'lab/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          // Each file used to load the whole server (Fastify, better-auth, drizzle, the AWS SDK) in a fresh
          // process; a worker that keeps its modules between files spends about half the CPU. Suites share no
          // module state they change: every app, database and clock is built by the file that uses it.
          isolate: false,
          globalSetup: ['./src/server/testing/database-template.ts', './src/server/testing/server-bundle.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node',
                // Only the suites that touch the database run again against real PostgreSQL: suites of pure logic
                // gain nothing from a second run.
                include: databaseSuites(),
                env: { TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: [
                  './src/server/testing/database-template.ts',
                  './src/server/testing/server-bundle.ts',
                ],
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/client/test-setup.ts'],
          // One module graph per worker, as the unit project: React, the router and Radix loaded once instead of per
          // file. Globals a test stubs are restored after it, so no file sees another's fetch.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker keeps its modules, and with them one Chromium (harness.ts), from one journey file to the next;
          // each file still starts its own server and works in browser contexts of its own.
          isolate: false,
          // The journeys run after every other suite (group 1), once the build that runs beside those suites is
          // ready, and then side by side: each starts its own server, database and Chromium.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
