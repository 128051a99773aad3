/**
 * npm run bench:booking — throughput of the booking routes next to a route that does one primary-key select,
 * measured in the same run with the same concurrent loopback clients (docs/product.md, Quality bars: the ratio is
 * the number to compare between runs; absolute figures depend on the machine). Also races 20 checkouts for one
 * slot.
 *
 * In-memory PGlite by default; BENCH_DATABASE_URL=postgres://… measures against PostgreSQL (use a throwaway
 * database: the bench writes appointments).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  BENCH_ORIGIN,
  BENCH_PSYCHOLOGISTS,
  benchPsychologistId,
  buildBenchApp,
  insertBenchPsychologists,
} from './bench-app';

const ORIGIN = BENCH_ORIGIN;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const ZONE = 'America/Sao_Paulo';
const SLOTS_TARGET = 0.6;

/** The next weekdays in São Paulo, from tomorrow. */
function upcomingWeekdays(count: number): string[] {
  const days: string[] = [];
  const today = new TZDate(Date.now(), ZONE);
  for (let offset = 1; days.length < count; offset += 1) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, ZONE);
    if (day.getDay() !== 0 && day.getDay() !== 6) days.push(format(day, 'yyyy-MM-dd'));
  }
  return days;
}

/** The instant of a wall-clock hour on a São Paulo day. */
function slotInstant(isoDay: string, hour: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, 0, ZONE).getTime()).toISOString();
}

/** One adult's sandbox checkout of a slot, as the booking form posts it. */
function postCheckout(
  base: string,
  booking: { name: string; email: string; startsAt: string; psychologistId: string },
): Promise<Response> {
  return fetch(`${base}/api/consultations/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      appointment_data: {
        name: booking.name,
        email: booking.email,
        phone: '(11) 98765-4321',
        appointment_date: booking.startsAt,
        psychologist_id: booking.psychologistId,
        is_adult: true,
      },
    }),
  });
}

interface Load {
  done: number;
  unexpected: Map<number, number>;
}

/** CLIENTS loops, each sending its next request as soon as the previous one answered, for `seconds`. */
async function load(
  seconds: number,
  send: (n: number) => Promise<Response>,
  expected: number,
): Promise<Load> {
  const deadline = performance.now() + seconds * 1000;
  const result: Load = { done: 0, unexpected: new Map() };
  let counter = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const response = await send(counter++);
        await response.arrayBuffer();
        if (response.status === expected) result.done += 1;
        else result.unexpected.set(response.status, (result.unexpected.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return result;
}

async function measure(name: string, send: (n: number) => Promise<Response>, expected = 200) {
  await load(WARM_UP_SECONDS, send, expected);
  const started = performance.now();
  const result = await load(SECONDS, send, expected);
  const perSecond = result.done / ((performance.now() - started) / 1000);
  if (result.unexpected.size > 0) {
    throw new Error(`${name}: unexpected statuses ${JSON.stringify([...result.unexpected.entries()])}`);
  }
  return perSecond;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const app = await buildBenchApp({ databaseUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  try {
    await insertBenchPsychologists(app, [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '13:00', endTime: '21:00' },
    ]);
    const days = upcomingWeekdays(260);
    const hours = [8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20];

    const pk = await measure('pk', (n) =>
      fetch(`${base}/bench/pk/${benchPsychologistId(n % BENCH_PSYCHOLOGISTS)}`),
    );
    const slots = await measure('slots', (n) =>
      fetch(
        `${base}/api/psychologists/${benchPsychologistId(n % BENCH_PSYCHOLOGISTS)}/slots?date=${days[n % 20]}`,
      ),
    );
    // Every checkout takes a different free slot, so each one writes a hold and a payment session.
    let next = 0;
    const checkout = await measure('checkout', () => {
      const n = next++;
      const psychologist = n % BENCH_PSYCHOLOGISTS;
      const hour = hours[Math.floor(n / BENCH_PSYCHOLOGISTS) % hours.length]!;
      const day = days[20 + Math.floor(n / (BENCH_PSYCHOLOGISTS * hours.length))]!;
      return postCheckout(base, {
        name: 'Pessoa Bench',
        email: `p${n}@example.com`,
        startsAt: slotInstant(day, hour),
        psychologistId: benchPsychologistId(psychologist),
      });
    });

    // 20 concurrent checkouts for one slot: the partial unique index lets exactly one through.
    const raceSlot = slotInstant(days[days.length - 1]!, 10);
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postCheckout(base, {
          name: 'Pessoa Corrida',
          email: `race${i}@example.com`,
          startsAt: raceSlot,
          psychologistId: benchPsychologistId(0),
        }).then((response) => response.status),
      ),
    );
    const won = race.filter((status) => status === 200).length;
    const refused = race.filter((status) => status === 409).length;

    const pct = (value: number) => `${((value / pk) * 100).toFixed(0).padStart(4)}% of the PK route`;
    const rate = (value: number) => `${value.toFixed(0).padStart(7)} req/s`;
    console.log(
      `Booking bench — ${databaseUrl ? 'PostgreSQL' : 'in-memory PGlite'}, ${CLIENTS} concurrent loopback clients, ${SECONDS} s per route (after ${WARM_UP_SECONDS} s warm-up), Node ${process.version}`,
    );
    console.log(`GET  /bench/pk/:id (one primary-key select)      ${rate(pk)}`);
    console.log(
      `GET  /api/psychologists/:id/slots                ${rate(slots)}   ${pct(slots)} (target ≥ ${SLOTS_TARGET * 100}%: ${slots / pk >= SLOTS_TARGET ? 'met' : 'NOT met'})`,
    );
    console.log(`POST /api/consultations/checkout (sandbox)       ${rate(checkout)}   ${pct(checkout)}`);
    console.log(
      `20-way race for one slot: ${won} × 200, ${refused} × 409 slot_taken${won === 1 && refused === 19 ? ' (correct)' : ' (WRONG)'}`,
    );
    if (won !== 1 || refused !== 19) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
