/**
 * The server measured by `npm run bench:load`, as its own process so its memory is its own: the app of `npm start`
 * plus one yardstick route doing a single primary-key select, a memory probe, and a subscriber with the chat
 * consent. Prints one JSON line with its port, the subscriber's cookie and the ids to use, then serves until killed.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { BENCH_ORIGIN, benchPsychologistId, buildBenchApp, insertBenchPsychologists } from './bench-app';
import { profiles } from '../src/server/db/schema';
import { CHAT_CONSENT_VERSION } from '../src/shared/consent';

const ORIGIN = BENCH_ORIGIN;

const app = await buildBenchApp({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: mkdtempSync(path.join(tmpdir(), 'aria-load-')),
});
// Bench-only: the memory figures of bench/load.ts, raw and after a full collection (the server runs with
// --expose-gc), so growth of live data can be told from a heap that only sized itself to the load.
app.get('/bench/memory', async (request) => {
  const raw = process.memoryUsage();
  const gc = (globalThis as { gc?: () => void }).gc;
  if ((request.query as { gc?: string }).gc !== '1' || !gc) return { raw, collected: null };
  gc();
  return { raw, collected: process.memoryUsage() };
});
await app.listen({ port: 0, host: '127.0.0.1' });

await insertBenchPsychologists(app, [{ startTime: '08:00', endTime: '20:00' }]);

const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin: ORIGIN },
  payload: { name: 'Assinante Bench', email: `bench-${Date.now()}@example.com`, password: 'senha-segura-1' },
});
const setCookie = signUp.headers['set-cookie'];
const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
  .map((c) => c.split(';')[0])
  .join('; ');
const userId = signUp.json<{ user: { id: string } }>().user.id;
await app.db
  .update(profiles)
  .set({ planActive: true, planType: 'anual', planExpiresAt: new Date(Date.now() + 300 * 86_400_000) })
  .where(eq(profiles.userId, userId));
await app.inject({
  method: 'POST',
  url: '/api/account/consents/chat',
  headers: { origin: ORIGIN, cookie },
  payload: { version: CHAT_CONSENT_VERSION },
});

const port = (app.server.address() as AddressInfo).port;
console.log(
  JSON.stringify({ port, cookie, origin: ORIGIN, psychologistId: benchPsychologistId(0), pid: process.pid }),
);
