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
import { BENCH_ORIGIN, buildBenchApp } from './bench-app';
import { psychologistAvailability, psychologists } from '../src/server/db/schema';

const ORIGIN = BENCH_ORIGIN;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const PSYCHOLOGISTS = 40;
const ZONE = 'America/Sao_Paulo';
const SLOTS_TARGET = 0.6;

const psychologistId = (i: number) => `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

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
    await app.db.insert(psychologists).values(
      Array.from({ length: PSYCHOLOGISTS }, (_, i) => ({
        id: psychologistId(i),
        name: `Psicóloga Bench ${i}`,
        email: `bench-${i}@example.com`,
        specialization: 'Ansiedade',
        biography: 'Bench.',
        isActive: true,
      })),
    );
    await app.db.insert(psychologistAvailability).values(
      Array.from({ length: PSYCHOLOGISTS }, (_, i) =>
        [1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
          { psychologistId: psychologistId(i), dayOfWeek, startTime: '08:00', endTime: '12:00' },
          { psychologistId: psychologistId(i), dayOfWeek, startTime: '13:00', endTime: '21:00' },
        ]),
      ).flat(),
    );
    const days = upcomingWeekdays(260);
    const hours = [8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20];

    const pk = await measure('pk', (n) => fetch(`${base}/bench/pk/${psychologistId(n % PSYCHOLOGISTS)}`));
    const slots = await measure('slots', (n) =>
      fetch(`${base}/api/psychologists/${psychologistId(n % PSYCHOLOGISTS)}/slots?date=${days[n % 20]}`),
    );
    // Every checkout takes a different free slot, so each one writes a hold and a payment session.
    let next = 0;
    const checkout = await measure('checkout', () => {
      const n = next++;
      const psychologist = n % PSYCHOLOGISTS;
      const hour = hours[Math.floor(n / PSYCHOLOGISTS) % hours.length]!;
      const day = days[20 + Math.floor(n / (PSYCHOLOGISTS * hours.length))]!;
      return fetch(`${base}/api/consultations/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({
          appointment_data: {
            name: 'Pessoa Bench',
            email: `p${n}@example.com`,
            phone: '(11) 98765-4321',
            appointment_date: slotInstant(day, hour),
            psychologist_id: psychologistId(psychologist),
            is_adult: true,
          },
        }),
      });
    });

    // 20 concurrent checkouts for one slot: the partial unique index lets exactly one through.
    const raceSlot = slotInstant(days[days.length - 1]!, 10);
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/api/consultations/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({
            appointment_data: {
              name: 'Pessoa Corrida',
              email: `race${i}@example.com`,
              phone: '(11) 98765-4321',
              appointment_date: raceSlot,
              psychologist_id: psychologistId(0),
              is_adult: true,
            },
          }),
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
