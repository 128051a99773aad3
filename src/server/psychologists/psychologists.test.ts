import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { insertPsychologist, signUpPsychologist } from '../testing/admin-fixtures';
import { startServerProcess, stopServerProcess } from '../testing/server-process';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { psychologistAvailability, psychologists } from '../db/schema';
import { DEMO_PSYCHOLOGISTS, seedDemoData } from '../db/seed';
import type { PsychologistsResponse } from '../../shared/contracts/psychologists';

let testApp: TestApp;
const inactiveId = '0d7a6c1e-0000-4000-8000-000000000099';
const noWindowsId = '0d7a6c1e-0000-4000-8000-000000000098';

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database.db);
  await testApp.database.db.insert(psychologists).values([
    {
      id: inactiveId,
      name: 'Bruno Inativo Pereira',
      email: 'bruno@example.com',
      phone: '(11) 90000-0000',
      crp: '06/000001',
      specialization: 'Ansiedade',
      biography: 'Candidatura ainda em análise.',
      isActive: false,
    },
    {
      id: noWindowsId,
      name: 'Álvaro Nunes',
      email: 'alvaro@example.com',
      crp: null,
      specialization: 'Carreira',
      biography: 'Ainda sem horários.',
      isActive: true,
    },
  ]);
  await testApp.database.db
    .insert(psychologistAvailability)
    .values({ psychologistId: inactiveId, dayOfWeek: 1, startTime: '09:00', endTime: '10:00' });
});
afterAll(async () => {
  await testApp.close();
});

const list = () => testApp.request({ method: 'GET', url: '/api/psychologists' });

describe('GET /api/psychologists', () => {
  it('lists only active psychologists, ordered by name in pt-BR, to a visitor', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json() as PsychologistsResponse;
    expect(body.psychologists.map((p) => p.name)).toEqual([
      'Álvaro Nunes',
      'Dr. Carlos Eduardo Lima',
      'Dra. Ana Beatriz Souza',
      'Dra. Juliana Martins Costa',
    ]);
    expect(body.psychologists.some((p) => p.id === inactiveId)).toBe(false);
  });

  it('answers the card fields and availability text of a seeded psychologist', async () => {
    const body = (await list()).json() as PsychologistsResponse;
    const ana = body.psychologists.find((p) => p.id === DEMO_PSYCHOLOGISTS[0]!.id);
    expect(ana).toEqual({
      id: '7b3c2a10-1d4e-4f6a-9b2c-000000000001',
      name: 'Dra. Ana Beatriz Souza',
      crp: '06/123456',
      specialization: 'Ansiedade e estresse',
      biography: DEMO_PSYCHOLOGISTS[0]!.biography,
      profilePictureUrl: null,
      yearsOfExperience: 12,
      rating: 4.9,
      availabilityText: 'Seg a Sex, 09:00–17:00',
    });
    const carlos = body.psychologists.find((p) => p.id === DEMO_PSYCHOLOGISTS[1]!.id);
    expect(carlos).toMatchObject({
      yearsOfExperience: 15,
      rating: 4.8,
      availabilityText: 'Seg a Sex, 08:00–12:00; Seg, Qua e Sex, 14:00–18:00',
    });
    const juliana = body.psychologists.find((p) => p.id === DEMO_PSYCHOLOGISTS[2]!.id);
    expect(juliana).toMatchObject({
      yearsOfExperience: 8,
      rating: 5,
      availabilityText: 'Seg a Sex, 13:00–21:00',
    });
  });

  it('answers nulls and a no-availability text for a psychologist with nothing filled in', async () => {
    const body = (await list()).json() as PsychologistsResponse;
    expect(body.psychologists.find((p) => p.id === noWindowsId)).toMatchObject({
      crp: null,
      yearsOfExperience: null,
      rating: null,
      availabilityText: 'Sem horários disponíveis no momento',
    });
  });

  it('answers the single and subscriber prices in cents', async () => {
    const body = (await list()).json() as PsychologistsResponse;
    expect(body.singlePriceCents).toBe(9990);
    expect(body.subscriberPriceCents).toBe(6990);
  });

  it('never exposes e-mail, phone or account ids', async () => {
    const response = await list();
    expect(response.body).not.toMatch(/@/);
    expect(response.body).not.toContain('98765-4321');
    expect(response.body).not.toContain('90000-0000');
    const body = response.json() as PsychologistsResponse;
    for (const psychologist of body.psychologists) {
      expect(Object.keys(psychologist).sort()).toEqual(
        [
          'availabilityText',
          'biography',
          'crp',
          'id',
          'name',
          'profilePictureUrl',
          'rating',
          'specialization',
          'yearsOfExperience',
        ].sort(),
      );
    }
  });

  it('reads the rows in two queries whatever their number, and only after the list changed', async () => {
    await list();
    const select = vi.spyOn(testApp.database.db, 'select');
    try {
      expect((await list()).statusCode).toBe(200);
      // Unchanged: only the prepared version select ran, which does not build a query.
      expect(select).toHaveBeenCalledTimes(0);
      await testApp.database.db
        .update(psychologists)
        .set({ rating: 4.7 })
        .where(eq(psychologists.id, DEMO_PSYCHOLOGISTS[0]!.id));
      const changed = await list();
      expect(select).toHaveBeenCalledTimes(2);
      expect(
        changed.json().psychologists.find((p: { id: string }) => p.id === DEMO_PSYCHOLOGISTS[0]!.id).rating,
      ).toBe(4.7);
    } finally {
      select.mockRestore();
      await testApp.database.db
        .update(psychologists)
        .set({ rating: 4.9 })
        .where(eq(psychologists.id, DEMO_PSYCHOLOGISTS[0]!.id));
    }
  });

  it('is revalidated by browsers with its ETag, and answers 304 while the list is unchanged', async () => {
    const first = await list();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await testApp.request({
        method: 'GET',
        url: '/api/psychologists',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await testApp.request({
      method: 'GET',
      url: '/api/psychologists',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    // A write that leaves the public answer as it was keeps the tag: the version moves, the ETag does not.
    await testApp.database.db
      .update(psychologists)
      .set({ phone: '(11) 91111-1111' })
      .where(eq(psychologists.id, inactiveId));
    const unchanged = await testApp.request({
      method: 'GET',
      url: '/api/psychologists',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
  });
});

describe('the cached public list, invalidated on every write (ADR 028)', () => {
  const names = async (target: TestApp = testApp) =>
    (
      (await target.request({ method: 'GET', url: '/api/psychologists' })).json() as PsychologistsResponse
    ).psychologists.map((p) => p.name);

  it('shows a psychologist activated, renamed, given hours and deactivated at once', async () => {
    const id = await insertPsychologist(testApp, { name: 'Beatriz Cache Nova', isActive: false });
    const etagBefore = (await list()).headers.etag;
    expect(await names()).not.toContain('Beatriz Cache Nova');

    await testApp.database.db.update(psychologists).set({ isActive: true }).where(eq(psychologists.id, id));
    expect(await names()).toContain('Beatriz Cache Nova');
    expect((await list()).headers.etag).not.toBe(etagBefore);

    await testApp.database.db
      .update(psychologists)
      .set({ name: 'Beatriz Cache Renomeada' })
      .where(eq(psychologists.id, id));
    expect(await names()).toContain('Beatriz Cache Renomeada');

    await testApp.database.db
      .insert(psychologistAvailability)
      .values({ psychologistId: id, dayOfWeek: 2, startTime: '10:00', endTime: '11:00' });
    const withHours = (await list()).json() as PsychologistsResponse;
    expect(withHours.psychologists.find((p) => p.id === id)?.availabilityText).toBe('Ter, 10:00–11:00');

    await testApp.database.db
      .delete(psychologistAvailability)
      .where(eq(psychologistAvailability.psychologistId, id));
    await testApp.database.db.update(psychologists).set({ isActive: false }).where(eq(psychologists.id, id));
    expect(await names()).not.toContain('Beatriz Cache Renomeada');
  });

  it('shows hours a psychologist adds in their area, through the route', async () => {
    const psychologist = await signUpPsychologist(testApp);
    const [row] = await testApp.database.db
      .select({ id: psychologists.id, name: psychologists.name })
      .from(psychologists)
      .where(eq(psychologists.userId, psychologist.id));
    const textOf = async () =>
      ((await list()).json() as PsychologistsResponse).psychologists.find((p) => p.id === row!.id)
        ?.availabilityText;
    expect(await textOf()).toBe('Sem horários disponíveis no momento');
    const added = await testApp.request({
      method: 'POST',
      url: '/api/psychologist/availability',
      payload: { dayOfWeek: 4, startTime: '09:00', endTime: '12:00' },
      headers: { cookie: psychologist.cookie },
    });
    expect(added.statusCode).toBe(201);
    expect(await textOf()).toBe('Qui, 09:00–12:00');
    await testApp.database.db
      .update(psychologists)
      .set({ isActive: false })
      .where(eq(psychologists.id, row!.id));
  });

  it('is kept per server, and a write through one server shows on another sharing the database', async () => {
    const other = await buildApp({ config: testApp.config, database: testApp.database, logger: false });
    await other.ready();
    const otherNames = async () =>
      (
        (await other.inject({ method: 'GET', url: '/api/psychologists' })).json() as PsychologistsResponse
      ).psychologists.map((p) => p.name);
    try {
      const id = await insertPsychologist(testApp, { name: 'Diana Outro Servidor', isActive: false });
      expect(await otherNames()).not.toContain('Diana Outro Servidor');
      expect(await names()).not.toContain('Diana Outro Servidor');
      await testApp.database.db.update(psychologists).set({ isActive: true }).where(eq(psychologists.id, id));
      expect(await otherNames()).toContain('Diana Outro Servidor');
      expect(await names()).toContain('Diana Outro Servidor');
      await testApp.database.db
        .update(psychologists)
        .set({ isActive: false })
        .where(eq(psychologists.id, id));
    } finally {
      await other.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'shows a write made here in a separate server process on the same PostgreSQL database',
    async () => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      base.pathname = `/${testApp.database.postgresName}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-list-cache-'));
      const server = await startServerProcess({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: base.toString(),
        PUBLIC_URL: 'http://127.0.0.1',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        RATE_LIMIT_ENABLED: 'false',
        BACKGROUND_JOBS_ENABLED: 'false',
      });
      const remote = async () => {
        const response = await fetch(`${server.url}/api/psychologists`);
        return { etag: response.headers.get('etag'), body: (await response.json()) as PsychologistsResponse };
      };
      try {
        const id = await insertPsychologist(testApp, { name: 'Elisa Outro Processo', isActive: false });
        const before = await remote();
        expect(before.body.psychologists.map((p) => p.name)).not.toContain('Elisa Outro Processo');
        const notModified = await fetch(`${server.url}/api/psychologists`, {
          headers: { 'if-none-match': before.etag! },
        });
        expect(notModified.status).toBe(304);

        await testApp.database.db
          .update(psychologists)
          .set({ isActive: true })
          .where(eq(psychologists.id, id));
        const after = await remote();
        expect(after.body.psychologists.map((p) => p.name)).toContain('Elisa Outro Processo');
        expect(after.etag).not.toBe(before.etag);
        await testApp.database.db
          .update(psychologists)
          .set({ isActive: false })
          .where(eq(psychologists.id, id));
      } finally {
        await stopServerProcess(server, 'SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
