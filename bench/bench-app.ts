import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { psychologistAvailability, psychologists } from '../src/server/db/schema';

/** The Origin the benches send: the app's PUBLIC_URL, so the origin check lets their writes through. */
export const BENCH_ORIGIN = 'http://localhost:4173';

/**
 * The app of `npm start` without demo data, logs, rate limits or background jobs, plus the benches' yardstick:
 * `/bench/pk/:id`, one primary-key select through the same stack (Fastify, zod, drizzle, driver).
 */
export async function buildBenchApp(options: { databaseUrl?: string; dataDir?: string }) {
  const config = parseConfig({
    NODE_ENV: 'test',
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    DATABASE_URL: options.databaseUrl ?? 'memory://',
    PUBLIC_URL: BENCH_ORIGIN,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    BACKGROUND_JOBS_ENABLED: 'false',
  });
  const app = await buildApp({ config, logger: false });
  app.get('/bench/pk/:id', async (request) => {
    const { id } = request.params as { id: string };
    const [row] = await app.db
      .select({ id: psychologists.id, name: psychologists.name })
      .from(psychologists)
      .where(eq(psychologists.id, id))
      .limit(1);
    return row ?? null;
  });
  return app;
}

/** How many psychologists the benches spread their load over, and the fixed id of each. */
export const BENCH_PSYCHOLOGISTS = 40;
export const benchPsychologistId = (i: number) => `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Inserts the BENCH_PSYCHOLOGISTS, active, each open Monday to Friday in the given windows. */
export async function insertBenchPsychologists(
  app: Awaited<ReturnType<typeof buildBenchApp>>,
  windows: ReadonlyArray<{ startTime: string; endTime: string }>,
) {
  const indexes = Array.from({ length: BENCH_PSYCHOLOGISTS }, (_, i) => i);
  await app.db.insert(psychologists).values(
    indexes.map((i) => ({
      id: benchPsychologistId(i),
      name: `Psicóloga Bench ${i}`,
      email: `bench-${i}@example.com`,
      specialization: 'Ansiedade',
      biography: 'Bench.',
      isActive: true,
    })),
  );
  await app.db
    .insert(psychologistAvailability)
    .values(
      indexes.flatMap((i) =>
        [1, 2, 3, 4, 5].flatMap((dayOfWeek) =>
          windows.map((window) => ({ psychologistId: benchPsychologistId(i), dayOfWeek, ...window })),
        ),
      ),
    );
}
