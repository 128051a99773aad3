import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// A fixed time zone that is not America/Sao_Paulo, so code that leans on the machine's zone fails here.
process.env.TZ = 'UTC';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores, a single worker on this 2-core machine; the suites spend
    // much of their time waiting on PostgreSQL, Chromium and child servers, so three workers overlap that waiting.
    maxWorkers: 3,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./src/server/testing/database-template.ts'],
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
                // Only the suites that touch the database run again against real PostgreSQL.
                include: ['src/server/**/*.test.ts'],
                // Suites that never open a database gain nothing from a second run.
                exclude: [
                  'src/server/aria/scripted/**',
                  'src/server/aria/risk/**',
                  'src/server/aria/dialogue/**',
                  'src/server/aria/safety.test.ts',
                  'src/server/auth/password.test.ts',
                  'src/server/plans/plan-period.test.ts',
                ],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['./src/server/testing/database-template.ts'],
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
          fileParallelism: false,
        },
      },
    ],
  },
});
