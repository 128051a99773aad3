/**
 * npm run bench:load — autocannon against the server of bench/load-server.ts (its own process): requests per
 * second and p99 of health, the psychologists list, slots, the scripted chat and plan checkout, each as a ratio to
 * a route doing one primary-key select in the same run (DESIGN §7: ratios are what compare between runs); then the
 * server's RSS before and after 100k more requests. Targets (issue 15): slots and chat ≥ 60 % of the one-select
 * route; RSS growth < 50 MB. BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (a throwaway database: the
 * bench writes rows); in-memory PGlite otherwise.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000);
const RATIO_TARGET = 0.6;
const RSS_LIMIT_MB = 50;

interface Ready {
  port: number;
  cookie: string;
  origin: string;
  psychologistId: string;
  pid: number;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-server.ts'], {
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<Ready>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line) as Ready);
  });
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${ready.port}`;

function rssMb(): number {
  const status = readFileSync(`/proc/${ready.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const tomorrowWeekday = (() => {
  const today = new TZDate(Date.now(), 'America/Sao_Paulo');
  for (let offset = 1; ; offset += 1) {
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      12,
      0,
      'America/Sao_Paulo',
    );
    if (day.getDay() !== 0 && day.getDay() !== 6) return format(day, 'yyyy-MM-dd');
  }
})();

interface Target {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth?: boolean;
}

const TARGETS: Target[] = [
  { name: 'one primary-key select', path: `/bench/pk/${ready.psychologistId}` },
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/psychologists', path: '/api/psychologists' },
  { name: 'GET …/slots', path: `/api/psychologists/${ready.psychologistId}/slots?date=${tomorrowWeekday}` },
  {
    name: 'POST /api/aria/chat (scripted)',
    method: 'POST',
    path: '/api/aria/chat',
    body: { message: 'Tenho me sentido ansiosa com o trabalho.' },
    auth: true,
  },
  {
    name: 'POST /api/plans/checkout',
    method: 'POST',
    path: '/api/plans/checkout',
    body: { planType: 'mensal' },
    auth: true,
  },
];

async function run(target: Target, options: { duration?: number; amount?: number }) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    headers: {
      origin: ready.origin,
      'content-type': 'application/json',
      ...(target.auth ? { cookie: ready.cookie } : {}),
    },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

try {
  const rows: Array<{ name: string; rps: number; p99: number; non2xx: number }> = [];
  // Warm every route first (JIT, pools, caches), so the memory baseline is a warm server's.
  for (const target of TARGETS) await run(target, { duration: 1 });
  const before = rssMb();
  for (const target of TARGETS) {
    const measured = await run(target, { duration: SECONDS });
    rows.push({ name: target.name, ...measured });
  }
  const yardstick = rows[0]!.rps;
  console.log(
    `\nbench:load — ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (memory)'}, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );
  console.log('route                              req/s    ratio   p99 ms   non-2xx');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(6)}   ${(row.rps / yardstick).toFixed(2).padStart(5)}   ${String(row.p99).padStart(6)}   ${row.non2xx}`,
    );
  }

  // Then 100k more requests on the health route (the fastest, so the count is reached in seconds), and another
  // 100k: a leak keeps growing, a heap that is only sizing itself to the load levels off.
  await run(TARGETS[1]!, { amount: MEMORY_REQUESTS });
  const after = rssMb();
  await run(TARGETS[1]!, { amount: MEMORY_REQUESTS });
  const afterSecond = rssMb();
  console.log(
    `\nRSS of the server: ${before.toFixed(0)} MB warm, ${after.toFixed(0)} MB after the runs above and ${MEMORY_REQUESTS} more requests (growth ${(after - before).toFixed(0)} MB), ${afterSecond.toFixed(0)} MB after ${MEMORY_REQUESTS} more (growth ${(afterSecond - after).toFixed(0)} MB)`,
  );

  const failures: string[] = [];
  for (const name of ['GET …/slots', 'POST /api/aria/chat (scripted)']) {
    const row = rows.find((r) => r.name === name)!;
    if (row.rps / yardstick < RATIO_TARGET)
      failures.push(
        `${name} at ${(row.rps / yardstick).toFixed(2)} of the one-select route (target ≥ ${RATIO_TARGET})`,
      );
  }
  if (after - before >= RSS_LIMIT_MB)
    failures.push(`RSS grew ${(after - before).toFixed(0)} MB (limit ${RSS_LIMIT_MB})`);
  for (const row of rows) if (row.non2xx > 0) failures.push(`${row.name}: ${row.non2xx} non-2xx answers`);
  if (failures.length > 0) {
    console.log(`\nBelow target:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nAll targets met.');
} finally {
  child.kill('SIGTERM');
}
