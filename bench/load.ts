/**
 * npm run bench:load — autocannon against the server of bench/load-server.ts (its own process): requests per
 * second, p99 and server CPU time per request of health, the psychologists list, slots, the scripted chat and plan
 * checkout, each as a ratio to a route doing one primary-key select in the same run (docs/product.md, Quality bars:
 * ratios are what compare between runs). The chat is sent the thirty messages of `npm run bench:aria` in turn,
 * since a reply's cost depends on the message; then the server's memory before and after 100k more requests of the
 * same mix, and after another 100k. Targets: slots and chat ≥ 60 % of the one-select route, RSS growth < 50 MB
 * (issue 15); the psychologists list ≥ 80 % and plan checkout ≥ 30 % (issue 25).
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (a throwaway database: the bench writes rows); in-memory
 * PGlite otherwise.
 *
 * The machine is shared, so each route runs in slices of BENCH_ROUND_SECONDS taken in turn (a burst of load from
 * elsewhere then falls on every route alike), and the server's CPU time per request is printed beside req/s: it
 * moves far less with the machine's load than throughput does.
 */
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { BENCH_MESSAGES } from '../src/server/aria/scripted/corpus';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000);
/** Each route's bar, as a ratio of the one-select route's req/s. */
const RATIO_TARGETS: Record<string, number> = {
  'GET /api/psychologists': 0.8,
  'GET …/slots': 0.6,
  'POST /api/aria/chat (scripted)': 0.6,
  'POST /api/plans/checkout': 0.3,
};
const RSS_LIMIT_MB = 50;
/** Linux reports process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICK_MS = 10;

interface Ready {
  port: number;
  cookie: string;
  origin: string;
  psychologistId: string;
  pid: number;
}

// The server as it ships: bundled by esbuild with the options of scripts/build.mjs (no tsx, whose kept function
// names cost calls of their own), into node_modules so its packages resolve as dist/server's do.
const serverDir = path.join('node_modules', '.cache', 'aria-bench-load');
rmSync(serverDir, { recursive: true, force: true });
await build({
  entryPoints: ['bench/load-server.ts'],
  outdir: serverDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
cpSync(path.join('src', 'server', 'db', 'migrations'), path.join(serverDir, 'migrations'), {
  recursive: true,
});

// --expose-gc only lets the bench's memory probe force a collection; the server's heap is otherwise untouched.
const child = spawn(process.execPath, ['--expose-gc', path.join(serverDir, 'load-server.js')], {
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

/** User plus system CPU time the server process has used so far. */
function serverCpuMs(): number {
  const stat = readFileSync(`/proc/${ready.pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

/** The server's memory as it is, then after a full collection. */
async function serverMemory(): Promise<{ raw: MemoryUsage; collected: MemoryUsage }> {
  const response = await fetch(`${base}/bench/memory?gc=1`);
  const body = (await response.json()) as { raw: MemoryUsage; collected: MemoryUsage | null };
  if (!body.collected) throw new Error('the bench server runs without --expose-gc');
  return { raw: body.raw, collected: body.collected };
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
  /** Bodies sent in turn, for a route whose cost depends on what is sent. */
  bodies?: unknown[];
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
    bodies: BENCH_MESSAGES.map((message) => ({ message })),
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

async function run(target: Target, options: { duration?: number; amount?: number; connections?: number }) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    connections: options.connections ?? CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    headers: {
      origin: ready.origin,
      'content-type': 'application/json',
      ...(target.auth ? { cookie: ready.cookie } : {}),
    },
    body: target.body ? JSON.stringify(target.body) : undefined,
    ...(target.bodies ? { requests: target.bodies.map((body) => ({ body: JSON.stringify(body) })) } : {}),
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The same mix as the measured runs, all routes at once, until `amount` requests have been answered. */
async function runMix(amount: number) {
  const connections = Math.max(1, Math.round(CONNECTIONS / TARGETS.length));
  const results = await Promise.all(
    TARGETS.map((target) => run(target, { amount: Math.round(amount / TARGETS.length), connections })),
  );
  return results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => bytes / 1024 / 1024;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;

try {
  // Warm every route first (JIT, pools, caches).
  for (const target of TARGETS) await run(target, { duration: 1 });
  const rounds = Math.max(1, Math.round(SECONDS / ROUND_SECONDS));
  const totals = TARGETS.map((target) => ({
    name: target.name,
    requests: 0,
    seconds: 0,
    cpuMs: 0,
    p99s: [] as number[],
    non2xx: 0,
  }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of TARGETS.entries()) {
      const cpuBefore = serverCpuMs();
      const measured = await run(target, { duration: ROUND_SECONDS });
      const total = totals[index]!;
      total.cpuMs += serverCpuMs() - cpuBefore;
      total.requests += measured.requests;
      total.seconds += measured.seconds;
      total.p99s.push(measured.p99);
      total.non2xx += measured.non2xx + measured.errors;
    }
  }
  const rows = totals.map((total) => ({
    name: total.name,
    rps: total.requests / total.seconds,
    cpuPerRequest: total.cpuMs / Math.max(1, total.requests),
    p99: median(total.p99s),
    non2xx: total.non2xx,
  }));
  const yardstick = rows[0]!;
  console.log(
    `\nbench:load — ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (memory)'}, ${CONNECTIONS} connections, ${SECONDS} s each in ${rounds} turns of ${ROUND_SECONDS} s\n`,
  );
  console.log(
    'route                              req/s    ratio   p99 ms   CPU ms/req   CPU ratio   non-2xx',
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(6)}   ${(row.rps / yardstick.rps).toFixed(2).padStart(5)}   ${String(row.p99).padStart(6)}   ${row.cpuPerRequest.toFixed(3).padStart(10)}   ${(yardstick.cpuPerRequest / row.cpuPerRequest).toFixed(2).padStart(9)}   ${row.non2xx}`,
    );
  }
  console.log(
    '(CPU ratio: the one-select route’s server CPU per request over this route’s; higher is cheaper)',
  );

  // Memory: the baseline is taken after the measured runs, so the heap has already sized itself to this mix;
  // then 100k more requests of the same mix, and 100k again. Each point is printed as it is (RSS, what the
  // operating system sees) and after a forced full collection (live data): RSS that grows only before the
  // collection is a heap sizing itself, live data that keeps growing is a leak.
  const points = [await serverMemory()];
  let mixFailures = 0;
  mixFailures += await runMix(MEMORY_REQUESTS);
  points.push(await serverMemory());
  mixFailures += await runMix(MEMORY_REQUESTS);
  points.push(await serverMemory());
  const labels = ['warm', `+${MEMORY_REQUESTS / 1000}k`, `+${(2 * MEMORY_REQUESTS) / 1000}k`];
  console.log(`\nServer memory (MB), ${MEMORY_REQUESTS} requests of the mix above between points:`);
  console.log(
    'point      RSS   RSS after GC   V8 heap reserved after GC   heap used after GC   off-heap after GC',
  );
  for (const [index, point] of points.entries()) {
    const { collected } = point;
    console.log(
      `${labels[index]!.padEnd(8)} ${mb(point.raw.rss).toFixed(0).padStart(5)}   ${mb(collected.rss).toFixed(0).padStart(12)}   ${mb(collected.heapTotal).toFixed(0).padStart(25)}   ${mb(collected.heapUsed).toFixed(1).padStart(18)}   ${mb(collected.external).toFixed(1).padStart(17)}`,
    );
  }
  const growth = (
    from: number,
    to: number,
    pick: (memory: { raw: MemoryUsage; collected: MemoryUsage }) => number,
  ) => mb(pick(points[to]!) - pick(points[from]!));
  const rawGrowth = growth(0, 1, (point) => point.raw.rss);
  const collectedGrowth = growth(0, 1, (point) => point.collected.rss);
  console.log(
    `growth over the first ${MEMORY_REQUESTS}: RSS ${signed(rawGrowth)} MB as measured, ${signed(collectedGrowth)} MB after GC, heap used ${signed(growth(0, 1, (point) => point.collected.heapUsed))} MB; over the second: RSS ${signed(growth(1, 2, (point) => point.raw.rss))} MB, ${signed(growth(1, 2, (point) => point.collected.rss))} MB after GC, heap used ${signed(growth(1, 2, (point) => point.collected.heapUsed))} MB`,
  );

  const failures: string[] = [];
  console.log('\nBars (req/s ratio to the one-select route):');
  for (const [name, target] of Object.entries(RATIO_TARGETS)) {
    const row = rows.find((r) => r.name === name)!;
    const ratio = row.rps / yardstick.rps;
    console.log(
      `  ${name.padEnd(32)} ${ratio.toFixed(2)} (≥ ${target}) ${ratio >= target ? 'met' : 'NOT met'}`,
    );
    if (ratio < target)
      failures.push(`${name} at ${ratio.toFixed(2)} of the one-select route (target ≥ ${target})`);
  }
  if (collectedGrowth >= RSS_LIMIT_MB)
    failures.push(`RSS after GC grew ${collectedGrowth.toFixed(0)} MB (limit ${RSS_LIMIT_MB})`);
  if (rawGrowth >= RSS_LIMIT_MB)
    failures.push(
      `RSS as measured grew ${rawGrowth.toFixed(0)} MB (limit ${RSS_LIMIT_MB}; see the GC figures)`,
    );
  for (const row of rows) if (row.non2xx > 0) failures.push(`${row.name}: ${row.non2xx} non-2xx answers`);
  if (mixFailures > 0) failures.push(`${mixFailures} non-2xx answers or errors in the memory runs`);
  if (failures.length > 0) {
    console.log(`\nBelow target:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nAll targets met.');
} finally {
  child.kill('SIGTERM');
}
