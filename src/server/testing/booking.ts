import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  appointments,
  checkoutSessions,
  profiles,
  psychologistAvailability,
  psychologists,
} from '../db/schema';
import { nextClientAddress, type TestApp, type TestUser } from './test-app';

/** Booking test fixtures: one active psychologist with weekday windows 09:00–17:00, and one inactive. */
export const BOOKING_PSYCHOLOGIST_ID = '5e1f0a00-0000-4000-8000-000000000001';
export const INACTIVE_PSYCHOLOGIST_ID = '5e1f0a00-0000-4000-8000-000000000002';
export const UNKNOWN_PSYCHOLOGIST_ID = '5e1f0a00-0000-4000-8000-000000000009';
export const BOOKING_PSYCHOLOGIST_EMAIL = 'helena.psico@example.com';

export async function seedBookingPsychologists(testApp: TestApp): Promise<void> {
  const db = testApp.database.db;
  await db.insert(psychologists).values([
    {
      id: BOOKING_PSYCHOLOGIST_ID,
      name: 'Dra. Helena Prado',
      email: BOOKING_PSYCHOLOGIST_EMAIL,
      crp: '06/111111',
      specialization: 'Ansiedade',
      biography: 'Psicóloga clínica.',
      isActive: true,
    },
    {
      id: INACTIVE_PSYCHOLOGIST_ID,
      name: 'Dr. Inativo',
      email: 'inativo@example.com',
      specialization: 'Carreira',
      biography: 'Em análise.',
      isActive: false,
    },
  ]);
  await db.insert(psychologistAvailability).values(
    [1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
      { psychologistId: BOOKING_PSYCHOLOGIST_ID, dayOfWeek, startTime: '09:00', endTime: '17:00' },
      { psychologistId: INACTIVE_PSYCHOLOGIST_ID, dayOfWeek, startTime: '09:00', endTime: '17:00' },
    ]),
  );
}

export interface CheckoutOptions {
  cookie?: string;
  address?: string;
  psychologistId?: string;
  data?: Record<string, unknown>;
}

export function startConsultationCheckout(
  testApp: TestApp,
  startsAt: string,
  options: CheckoutOptions = {},
): Promise<LightMyRequestResponse> {
  return testApp.request({
    method: 'POST',
    url: '/api/consultations/checkout',
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.address ?? nextClientAddress(),
    payload: {
      appointment_data: {
        name: 'Maria Silva',
        email: 'maria.silva@example.com',
        phone: '(11) 98765-4321',
        appointment_date: startsAt,
        psychologist_id: options.psychologistId ?? BOOKING_PSYCHOLOGIST_ID,
        is_adult: true,
        // The browser's price and subscriber flag are ignored by the server.
        price: 1,
        is_subscriber: true,
        ...options.data,
      },
    },
  });
}

export function verifyConsultation(testApp: TestApp, sessionId: string, cookie?: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/consultations/verify',
    headers: cookie ? { cookie } : {},
    remoteAddress: nextClientAddress(),
    payload: { sessionId },
  });
}

export function slotsOf(testApp: TestApp, date: string, psychologistId = BOOKING_PSYCHOLOGIST_ID) {
  return testApp.request({ method: 'GET', url: `/api/psychologists/${psychologistId}/slots?date=${date}` });
}

export async function availabilityAt(
  testApp: TestApp,
  date: string,
  startsAt: string,
): Promise<boolean | null> {
  const body = (await slotsOf(testApp, date)).json<{
    slots: Array<{ startsAt: string; available: boolean }>;
  }>();
  const slot = body.slots.find((s) => new Date(s.startsAt).getTime() === new Date(startsAt).getTime());
  return slot ? slot.available : null;
}

export async function bookingRowCounts(
  testApp: TestApp,
): Promise<{ appointments: number; sessions: number }> {
  const db = testApp.database.db;
  const [a] = await db.select({ n: count() }).from(appointments);
  const [s] = await db.select({ n: count() }).from(checkoutSessions);
  return { appointments: Number(a?.n ?? 0), sessions: Number(s?.n ?? 0) };
}

export async function appointmentOfSession(testApp: TestApp, sessionId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.checkoutSessionId, sessionId));
  if (!row) throw new Error(`no appointment for session ${sessionId}`);
  return row;
}

export async function checkoutSessionRow(testApp: TestApp, sessionId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  return row;
}

export async function appointmentsAt(testApp: TestApp, startsAt: string) {
  return testApp.database.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.psychologistId, BOOKING_PSYCHOLOGIST_ID),
        eq(appointments.startsAt, new Date(startsAt)),
      ),
    );
}

export async function givePlan(testApp: TestApp, user: TestUser, planType: 'avulso' | 'mensal' | 'anual') {
  await testApp.database.db
    .update(profiles)
    .set({ planType, planActive: true, planExpiresAt: new Date('2030-01-01T00:00:00Z') })
    .where(eq(profiles.userId, user.id));
}

/** The session id a checkout answered. */
export function checkoutSessionId(response: LightMyRequestResponse): string {
  return response.json<{ sessionId: string }>().sessionId;
}
