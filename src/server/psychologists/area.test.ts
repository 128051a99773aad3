import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  buildTestApp,
  cookieHeader,
  nextClientAddress,
  signUp,
  type TestApp,
  type TestUser,
} from '../testing/test-app';
import { readOutbox } from '../testing/outbox';
import { appointments, psychologistAvailability, psychologists, user } from '../db/schema';
import type {
  AvailabilityResponse,
  PsychologistAppointmentsResponse,
  PsychologistMe,
} from '../../shared/contracts/psychologist-area';

let testApp: TestApp;
const now = new Date('2026-11-24T15:00:00Z'); // a Tuesday, 12:00 in São Paulo

interface Psychologist {
  id: string;
  email: string;
  cookie: string;
}

const password = 'senha-psi-123';

function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dra. Teste da Silva',
    specialization: 'Ansiedade',
    biography: 'Atendo adultos com ansiedade.',
    crp: '06/123456',
    email: `psi-${randomBytes(4).toString('hex')}@example.com`,
    password,
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>) =>
  testApp.request({
    method: 'POST',
    url: '/api/psychologist/register',
    payload,
    remoteAddress: nextClientAddress(),
  });

async function signIn(email: string): Promise<string> {
  const response = await testApp.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

async function registeredPsychologist(name: string): Promise<Psychologist> {
  const body = registrationBody({ name });
  const response = await register(body);
  expect(response.statusCode).toBe(201);
  const { psychologistId } = response.json() as { psychologistId: string };
  return { id: psychologistId, email: body.email as string, cookie: await signIn(body.email as string) };
}

async function insertAppointment(
  psychologistId: string,
  startsAt: Date,
  status: 'reservado' | 'agendado' | 'realizado' | 'cancelado' | 'expirado' | 'nao_compareceu' = 'agendado',
) {
  const [row] = await testApp.database.db
    .insert(appointments)
    .values({
      psychologistId,
      psychologistName: 'Psicóloga',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      priceCents: 9990,
      status,
      videoLink: `/consultas/sala/${randomUUID()}`,
      patientName: 'Mariana Alves Ribeiro',
      patientEmail: 'mariana@example.com',
      patientPhone: '(11) 91234-5678',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const countRows = async (table: typeof psychologistAvailability | typeof psychologists | typeof user) => {
  const [row] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

let anaPsi: Psychologist;
let brunoPsi: Psychologist;
let plainUser: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now } });
  anaPsi = await registeredPsychologist('Ana Psicóloga');
  brunoPsi = await registeredPsychologist('Bruno Psicólogo');
  plainUser = await signUp(testApp);
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/psychologist/register', () => {
  it('creates an account and an inactive psychologist linked to it, and e-mails the confirmation link', async () => {
    const body = registrationBody({ email: 'nova.psi@example.com', crp: '24/1234' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { psychologistId } = response.json() as { psychologistId: string };
    const [row] = await testApp.database.db
      .select()
      .from(psychologists)
      .where(eq(psychologists.id, psychologistId));
    expect(row).toMatchObject({ email: 'nova.psi@example.com', crp: '24/1234', isActive: false });
    const [account] = await testApp.database.db.select().from(user).where(eq(user.id, row!.userId!));
    expect(account!.email).toBe('nova.psi@example.com');
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find((m) => m.to.includes('nova.psi'));
    expect(mail?.subject).toBe('Confirme seu e-mail na Aria');
    expect(mail?.text).toContain('/confirmar-email?token=');
    // Registration does not sign in; the person logs in on the same page.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a CRP without the slash', { crp: '06123456' }, 'CRP'],
    ['a CRP region above 24', { crp: '25/123456' }, 'CRP'],
    ['a CRP with 3 digits', { crp: '06/123' }, 'CRP'],
    ['a missing CRP', { crp: undefined }, 'CRP'],
    ['a blank name', { name: '   ' }, 'nome'],
    ['a short password', { password: '12345' }, '6 caracteres'],
    ['a bad e-mail', { email: 'não-é-email' }, 'e-mail'],
    ['a missing biography', { biography: '' }, 'biografia'],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (_label, overrides, fragment) => {
    const [users, rows] = [await countRows(user), await countRows(psychologists)];
    const response = await register(registrationBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(fragment);
    expect(await countRows(user)).toBe(users);
    expect(await countRows(psychologists)).toBe(rows);
  });

  it('refuses an e-mail that already has an account, leaving the rows as they were', async () => {
    const [users, rows] = [await countRows(user), await countRows(psychologists)];
    const response = await register(registrationBody({ email: plainUser.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Já existe uma conta com este e-mail. Faça login.');
    expect(await countRows(user)).toBe(users);
    expect(await countRows(psychologists)).toBe(rows);
  });

  it('deletes the new account again when its psychologists row cannot be written', async () => {
    // A real database failure on the second write, in this test's own throwaway database.
    await testApp.database.db.execute(
      sql`alter table psychologists add constraint test_refuse_row check (specialization <> 'RECUSAR')`,
    );
    try {
      const body = registrationBody({ specialization: 'RECUSAR' });
      const response = await register(body);
      expect(response.statusCode).toBe(500);
      const accounts = await testApp.database.db
        .select()
        .from(user)
        .where(eq(user.email, body.email as string));
      expect(accounts).toHaveLength(0);
    } finally {
      await testApp.database.db.execute(sql`alter table psychologists drop constraint test_refuse_row`);
    }
  });

  it('never accepts a role from the body', async () => {
    const body = registrationBody({ role: 'admin' });
    expect((await register(body)).statusCode).toBe(201);
    const [account] = await testApp.database.db
      .select()
      .from(user)
      .where(eq(user.email, body.email as string));
    expect(account!.role).toBe('user');
  });
});

describe('who may call the psychologist API', () => {
  const routes = [
    { method: 'GET', url: '/api/psychologist/me' },
    { method: 'GET', url: '/api/psychologist/appointments' },
    { method: 'GET', url: '/api/psychologist/availability' },
    {
      method: 'POST',
      url: '/api/psychologist/availability',
      payload: { dayOfWeek: 1, startTime: '09:00', endTime: '10:00' },
    },
    { method: 'DELETE', url: '/api/psychologist/availability/00000000-0000-4000-8000-000000000001' },
    {
      method: 'PATCH',
      url: '/api/psychologist/appointments/00000000-0000-4000-8000-000000000001',
      payload: { status: 'realizado' },
    },
  ] as const;

  it.each(routes)('$method $url: 401 for a visitor, 403 for a plain account', async (route) => {
    const windows = await countRows(psychologistAvailability);
    const visitor = await testApp.request({ ...route });
    expect(visitor.statusCode).toBe(401);
    const plain = await testApp.request({ ...route, headers: { cookie: plainUser.cookie } });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({
      code: 'not_psychologist',
      message: 'Acesso negado. Esta conta não está registrada como psicólogo.',
    });
    expect(await countRows(psychologistAvailability)).toBe(windows);
  });
});

describe('GET /api/psychologist/me', () => {
  it('answers the own profile, inactive until an admin activates it, with the counters', async () => {
    const rafa = await registeredPsychologist('Rafaela Contadora');
    await insertAppointment(rafa.id, new Date('2026-11-24T17:00:00Z')); // today 14:00, upcoming
    await insertAppointment(rafa.id, new Date('2026-11-24T13:00:00Z'), 'realizado'); // today 10:00
    await insertAppointment(rafa.id, new Date('2026-11-26T13:00:00Z')); // Thursday
    await insertAppointment(rafa.id, new Date('2026-11-24T18:00:00Z'), 'reservado'); // a hold: not counted
    await insertAppointment(rafa.id, new Date('2026-11-20T13:00:00Z'), 'cancelado');
    // 23:30 on the 24th in São Paulo is the 25th in UTC: still today on the psychologist's calendar.
    await insertAppointment(rafa.id, new Date('2026-11-25T02:30:00Z'));
    const response = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/me',
      headers: { cookie: rafa.cookie },
    });
    expect(response.statusCode).toBe(200);
    const me = response.json() as PsychologistMe;
    expect(me).toMatchObject({
      id: rafa.id,
      name: 'Rafaela Contadora',
      email: rafa.email,
      crp: '06/123456',
      isActive: false,
      emailVerified: false,
      stats: { today: 3, upcoming: 3, total: 4 },
    });
  });
});

describe('appointments', () => {
  it("lists own consultations with the patient's first name only, never holds or expired ones", async () => {
    const carla = await registeredPsychologist('Carla Agenda');
    const upcoming = await insertAppointment(carla.id, new Date('2026-11-25T13:00:00Z'));
    const done = await insertAppointment(carla.id, new Date('2026-11-23T13:00:00Z'), 'realizado');
    await insertAppointment(carla.id, new Date('2026-11-25T14:00:00Z'), 'reservado');
    await insertAppointment(carla.id, new Date('2026-11-25T15:00:00Z'), 'expirado');
    await insertAppointment(brunoPsi.id, new Date('2026-11-25T16:00:00Z'));
    // What the room recorded (ADR 025) is shown beside "realizada / não compareceu".
    await testApp.database.db
      .update(appointments)
      .set({
        patientJoinedAt: new Date('2026-11-23T12:58:00Z'),
        patientLeftAt: new Date('2026-11-23T13:49:00Z'),
        psychologistJoinedAt: new Date('2026-11-23T12:55:00Z'),
      })
      .where(eq(appointments.id, done));
    const response = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/appointments',
      headers: { cookie: carla.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PsychologistAppointmentsResponse;
    expect(body.upcoming.map((a) => a.id)).toEqual([upcoming]);
    expect(body.past[0]!.attendance).toEqual({
      patientJoinedAt: '2026-11-23T12:58:00.000Z',
      patientLeftAt: '2026-11-23T13:49:00.000Z',
      psychologistJoinedAt: '2026-11-23T12:55:00.000Z',
      psychologistLeftAt: null,
    });
    expect(body.upcoming[0]!.attendance.patientJoinedAt).toBeNull();
    expect(body.past.map((a) => a.id)).toEqual([done]);
    expect(body.upcoming[0]).toMatchObject({
      patientFirstName: 'Mariana',
      priceCents: 9990,
      payoutCents: 5000,
      canMark: false,
    });
    // The built-in room, made absolute; the psychologist enters it with their session.
    expect(body.upcoming[0]!.videoLink).toMatch(/^http:\/\/localhost:3000\/consultas\/sala\/[0-9a-f-]{36}$/);
    expect(body.past[0]!.videoLink).toBeNull();
    expect(response.body).not.toContain('Alves');
    expect(response.body).not.toContain('mariana@example.com');
    expect(response.body).not.toContain('91234');
  });

  it('marks a started consultation as done or missed, and refuses before the start with 409', async () => {
    const started = await insertAppointment(anaPsi.id, new Date('2026-11-24T14:30:00Z'));
    const later = await insertAppointment(anaPsi.id, new Date('2026-11-24T18:00:00Z'));
    const patch = (id: string, status: string, cookie = anaPsi.cookie) =>
      testApp.request({
        method: 'PATCH',
        url: `/api/psychologist/appointments/${id}`,
        payload: { status },
        headers: { cookie },
      });

    const early = await patch(later, 'realizado');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_started');

    const bad = await patch(started, 'cancelado');
    expect(bad.statusCode).toBe(400);

    const marked = await patch(started, 'nao_compareceu');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: started, status: 'nao_compareceu', canMark: false });

    const again = await patch(started, 'realizado');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_booked');

    const [rows] = await Promise.all([
      testApp.database.db
        .select({ id: appointments.id, status: appointments.status })
        .from(appointments)
        .where(eq(appointments.id, later)),
    ]);
    expect(rows[0]!.status).toBe('agendado');
  });

  it("answers 404 and changes nothing when A marks B's consultation", async () => {
    const brunos = await insertAppointment(brunoPsi.id, new Date('2026-11-24T14:00:00Z'));
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/psychologist/appointments/${brunos}`,
      payload: { status: 'realizado' },
      headers: { cookie: anaPsi.cookie },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await testApp.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, brunos));
    expect(row!.status).toBe('agendado');
    const list = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/appointments',
      headers: { cookie: anaPsi.cookie },
    });
    expect(list.body).not.toContain(brunos);
  });
});

describe('availability', () => {
  const add = (cookie: string, payload: Record<string, unknown>) =>
    testApp.request({ method: 'POST', url: '/api/psychologist/availability', payload, headers: { cookie } });
  const list = async (cookie: string) =>
    (
      (
        await testApp.request({ method: 'GET', url: '/api/psychologist/availability', headers: { cookie } })
      ).json() as AvailabilityResponse
    ).windows;

  it('adds windows, lists them by weekday then start, and removes them', async () => {
    const dani = await registeredPsychologist('Daniela Horários');
    expect((await add(dani.cookie, { dayOfWeek: 3, startTime: '14:00', endTime: '18:00' })).statusCode).toBe(
      201,
    );
    expect((await add(dani.cookie, { dayOfWeek: 1, startTime: '13:00', endTime: '17:00' })).statusCode).toBe(
      201,
    );
    const first = await add(dani.cookie, { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' });
    expect(first.statusCode).toBe(201);
    // Touching ends are not an overlap.
    expect((await add(dani.cookie, { dayOfWeek: 1, startTime: '12:00', endTime: '13:00' })).statusCode).toBe(
      201,
    );
    const windows = await list(dani.cookie);
    expect(windows.map((w) => `${w.dayOfWeek} ${w.startTime}-${w.endTime}`)).toEqual([
      '1 08:00-12:00',
      '1 12:00-13:00',
      '1 13:00-17:00',
      '3 14:00-18:00',
    ]);
    const removed = await testApp.request({
      method: 'DELETE',
      url: `/api/psychologist/availability/${first.json().id}`,
      headers: { cookie: dani.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await list(dani.cookie)).toHaveLength(3);
  });

  it.each([
    ['an overlapping window', { dayOfWeek: 2, startTime: '10:00', endTime: '12:00' }, 409, 'sobrepõe'],
    ['a window inside another', { dayOfWeek: 2, startTime: '09:15', endTime: '09:45' }, 409, 'sobrepõe'],
    ['an end before the start', { dayOfWeek: 2, startTime: '15:00', endTime: '14:00' }, 400, 'depois'],
    ['an end equal to the start', { dayOfWeek: 2, startTime: '15:00', endTime: '15:00' }, 400, 'depois'],
    ['a Saturday', { dayOfWeek: 6, startTime: '09:00', endTime: '12:00' }, 400, 'fins de semana'],
    ['a Sunday', { dayOfWeek: 0, startTime: '09:00', endTime: '12:00' }, 400, 'fins de semana'],
    [
      'a time off the quarter hour',
      { dayOfWeek: 2, startTime: '15:10', endTime: '16:00' },
      400,
      '15 minutos',
    ],
    ['a malformed time', { dayOfWeek: 2, startTime: '9:00', endTime: '16:00' }, 400, '15 minutos'],
  ])('refuses %s and writes nothing', async (_label, payload, status, fragment) => {
    const eva = await registeredPsychologist('Eva Recusas');
    expect((await add(eva.cookie, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' })).statusCode).toBe(
      201,
    );
    const before = await countRows(psychologistAvailability);
    const response = await add(eva.cookie, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(fragment);
    expect(await countRows(psychologistAvailability)).toBe(before);
  });

  it('lets only one of two concurrent overlapping adds through', async () => {
    const fabi = await registeredPsychologist('Fabiana Concorrente');
    const results = await Promise.all([
      add(fabi.cookie, { dayOfWeek: 4, startTime: '09:00', endTime: '12:00' }),
      add(fabi.cookie, { dayOfWeek: 4, startTime: '10:00', endTime: '13:00' }),
      add(fabi.cookie, { dayOfWeek: 4, startTime: '11:00', endTime: '14:00' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await list(fabi.cookie)).toHaveLength(1);
  });

  it("never lets A see or delete B's windows, and does not refuse A's window for overlapping B's", async () => {
    const bruno = await add(brunoPsi.cookie, { dayOfWeek: 5, startTime: '09:00', endTime: '12:00' });
    expect(bruno.statusCode).toBe(201);
    expect(
      (await add(anaPsi.cookie, { dayOfWeek: 5, startTime: '09:00', endTime: '12:00' })).statusCode,
    ).toBe(201);
    expect((await list(anaPsi.cookie)).map((w) => w.id)).not.toContain(bruno.json().id);
    const before = await countRows(psychologistAvailability);
    const stolen = await testApp.request({
      method: 'DELETE',
      url: `/api/psychologist/availability/${bruno.json().id}`,
      headers: { cookie: anaPsi.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    expect(await countRows(psychologistAvailability)).toBe(before);
    expect((await list(brunoPsi.cookie)).map((w) => w.id)).toContain(bruno.json().id);
  });

  it('keeps booked consultations when their window is removed', async () => {
    const gabi = await registeredPsychologist('Gabriela Janela');
    const window = await add(gabi.cookie, { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' });
    const booked = await insertAppointment(gabi.id, new Date('2026-11-25T12:00:00Z'));
    const removed = await testApp.request({
      method: 'DELETE',
      url: `/api/psychologist/availability/${window.json().id}`,
      headers: { cookie: gabi.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const [row] = await testApp.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, booked));
    expect(row!.status).toBe('agendado');
  });
});
