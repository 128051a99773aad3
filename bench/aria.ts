/**
 * npm run bench:aria — how long Aria's scripted engine takes, on the server and through the HTTP API, next to the
 * bare /api/health route measured in the same run. Absolute times depend on the machine; the ratio is the number
 * to compare between runs (docs/product.md, Quality bars).
 */
import { performance } from 'node:perf_hooks';
import { CHAT_CONSENT_VERSION } from '../src/shared/consent';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { profiles } from '../src/server/db/schema';
import { BENCH_MESSAGES } from '../src/server/aria/scripted/corpus';

const WARM_UP = 30;
const HTTP_ROUNDS = 300;
const IN_PROCESS_ROUNDS = 2000;
const ORIGIN = 'http://localhost:4173';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const ms = (value: number) => `${value.toFixed(3).padStart(8)} ms`;

async function main() {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    PUBLIC_URL: ORIGIN,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ARIA_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  try {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'senha-segura-1' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    await app.db
      .update(profiles)
      .set({ planType: 'mensal', planActive: true })
      .where(eq(profiles.userId, userId));
    // The chat refuses until the consent is recorded (LGPD art. 11, ADR 017).
    await fetch(`${base}/api/account/consents/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: JSON.stringify({ version: CHAT_CONSENT_VERSION }),
    });

    // Server side: the service alone (safety layer, scripted engine, output filter), in process.
    const silent = { info: () => undefined, warn: () => undefined };
    const serverSide: number[] = [];
    for (let round = 0; round < IN_PROCESS_ROUNDS + WARM_UP; round += 1) {
      const message = BENCH_MESSAGES[round % BENCH_MESSAGES.length]!;
      const started = performance.now();
      for await (const event of app.services.aria.chat(
        { message, history: [], hasSensitiveContent: false },
        { planType: 'mensal', log: silent },
      ))
        void event;
      if (round >= WARM_UP) serverSide.push(performance.now() - started);
    }

    // Through HTTP over loopback: time to the first streamed chunk, and to the first byte of /api/health.
    const chatFirstChunk: number[] = [];
    const healthFirstByte: number[] = [];
    for (let round = 0; round < HTTP_ROUNDS + WARM_UP; round += 1) {
      const message = BENCH_MESSAGES[round % BENCH_MESSAGES.length]!;
      let started = performance.now();
      const response = await fetch(`${base}/api/aria/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: ORIGIN, cookie },
        body: JSON.stringify({ message, history: [], hasSensitiveContent: false }),
      });
      if (response.status !== 200 || !response.body) throw new Error(`chat answered ${response.status}`);
      const reader = response.body.getReader();
      const first = await reader.read();
      const firstChunkAt = performance.now() - started;
      if (first.done || !new TextDecoder().decode(first.value).startsWith('data: {"delta"')) {
        throw new Error('the stream did not start with a delta event');
      }
      while (!(await reader.read()).done);

      started = performance.now();
      const health = await fetch(`${base}/api/health`);
      const healthReader = health.body!.getReader();
      await healthReader.read();
      const healthAt = performance.now() - started;
      while (!(await healthReader.read()).done);

      if (round >= WARM_UP) {
        chatFirstChunk.push(firstChunkAt);
        healthFirstByte.push(healthAt);
      }
    }

    const server = summary(serverSide);
    const chat = summary(chatFirstChunk);
    const health = summary(healthFirstByte);
    console.log(`Aria bench — scripted engine, in-memory PGlite, loopback HTTP, Node ${process.version}`);
    console.log(
      `${BENCH_MESSAGES.length} fixed messages; ${IN_PROCESS_ROUNDS} in-process replies, ${HTTP_ROUNDS} HTTP requests per route (after ${WARM_UP} warm-up)`,
    );
    console.log(
      `server-side reply time (service, in process)   p50 ${ms(server.p50)}   p99 ${ms(server.p99)}`,
    );
    console.log(`first SSE chunk, POST /api/aria/chat           p50 ${ms(chat.p50)}   p99 ${ms(chat.p99)}`);
    console.log(
      `first byte, GET /api/health                    p50 ${ms(health.p50)}   p99 ${ms(health.p99)}`,
    );
    console.log(
      `ratio chat first chunk / health first byte      p50 ${(chat.p50 / health.p50).toFixed(2).padStart(8)} ×    p99 ${(chat.p99 / health.p99).toFixed(2).padStart(8)} ×`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
