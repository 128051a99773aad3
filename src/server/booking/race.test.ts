import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildTestApp, nextClientAddress, type TestApp } from '../testing/test-app';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../testing/server-process';
import {
  BOOKING_PSYCHOLOGIST_ID,
  seedBookingPsychologists,
  startConsultationCheckout,
} from '../testing/booking';
import { appointments } from '../db/schema';
import { openDatabase } from '../db/client';
import { CONSULTATION_MESSAGES } from '../../shared/contracts/consultations';

const RACERS = 20;

function tally(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
}

describe('20 people racing for one slot, one server', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Monday 2026-05-04, 09:00 in São Paulo.
    testApp = await buildTestApp({ clock: { now: () => new Date('2026-05-04T12:00:00Z') } });
    await seedBookingPsychologists(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives the slot to exactly one; every other gets 409 slot_taken', async () => {
    const startsAt = '2026-05-05T13:00:00.000Z';
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        startConsultationCheckout(testApp, startsAt, {
          address: nextClientAddress(),
          data: { email: `corrida-${i}@example.com` },
        }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: RACERS - 1 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ code: 'slot_taken', message: CONSULTATION_MESSAGES.slotTaken });
    }
    const holders = await testApp.database.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.startsAt, new Date(startsAt)),
          inArray(appointments.status, ['reservado', 'agendado']),
        ),
      );
    expect(holders).toHaveLength(1);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

describe.runIf(onPostgres)('20 people racing for one slot, two server processes on one PostgreSQL', () => {
  const databaseName = `aria_race_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const target = new URL(adminUrl as string);
    target.pathname = `/${databaseName}`;
    databaseUrl = target.toString();
    // Migrate and seed once before the servers start, so they do not race on migrations.
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await seedBookingPsychologists({ database: handle } as unknown as TestApp);
    await handle.close();

    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-race-'));
      dataDirs.push(dataDir);
      servers.push(
        await startServerProcess({
          NODE_ENV: 'test',
          PUBLIC_URL: 'http://localhost:3000',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          RATE_LIMIT_ENABLED: 'false',
          BACKGROUND_JOBS_ENABLED: 'false',
          LOG_LEVEL: 'silent',
        }),
      );
    }
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server, 'SIGTERM')));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  });

  it('gives the slot to exactly one across both processes', async () => {
    // A weekday well in the future, whatever today is: Monday 2030-01-07, 10:00 in São Paulo.
    const startsAt = '2030-01-07T13:00:00.000Z';
    const responses = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const response = await fetch(`http://127.0.0.1:${servers[i % 2]!.port}/api/consultations/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({
            appointment_data: {
              name: 'Pessoa Corrida',
              email: `duas-${i}@example.com`,
              phone: '(11) 98765-4321',
              appointment_date: startsAt,
              psychologist_id: BOOKING_PSYCHOLOGIST_ID,
              is_adult: true,
            },
          }),
        });
        return {
          status: response.status,
          body: (await response.json()) as { code?: string },
          port: servers[i % 2]!.port,
        };
      }),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 200: 1, 409: RACERS - 1 });
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'slot_taken')).toBe(true);
    // Both processes answered refusals: the database, not one process's memory, decided.
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.port)).size).toBe(2);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const held = await check.query(
      `select count(*)::int as n from appointments where starts_at = $1 and status in ('reservado', 'agendado')`,
      [startsAt],
    );
    await check.end();
    expect(held.rows[0].n).toBe(1);
  }, 60_000);
});
