import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('reads the database twice whatever the number of psychologists', async () => {
    const select = vi.spyOn(testApp.database.db, 'select');
    try {
      expect((await list()).statusCode).toBe(200);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it('may be cached publicly for a minute', async () => {
    const response = await list();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
