import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { roomPath, type ServerRoomMessage } from '../../shared/contracts/consultation-room';
import { createManageToken, createRoomToken } from '../booking/manage-token';
import { appointments, psychologists } from '../db/schema';
import { buildTestApp, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../testing/test-app';

/**
 * Issue 23, ADR 025: the consultation room lets in exactly the appointment's patient (session or signed room link)
 * and its psychologist, only inside the window, and its signalling socket checks origin and session like the API.
 */
const START = new Date('2026-12-01T13:00:00Z'); // a Tuesday, 10:00 in São Paulo
const MINUTE = 60_000;
let nowMs = START.getTime() - 5 * MINUTE;
const clock = { now: () => new Date(nowMs) };

const TURN_SECRET = 'segredo-do-coturn-de-teste-123';

let testApp: TestApp;
let baseUrl: string;
let patient: TestUser;
let psychologist: TestUser;
let stranger: TestUser;
let otherPsychologist: TestUser;
let appointmentId: string;
let otherAppointmentId: string;
let cancelledId: string;

async function insertAppointment(
  psychologistId: string,
  userId: string | null,
  status = 'agendado' as const,
) {
  const [row] = await testApp.database.db
    .insert(appointments)
    .values({
      userId,
      psychologistId,
      psychologistName: 'Dra. Helena Prado',
      startsAt: START,
      endsAt: new Date(START.getTime() + 60 * MINUTE),
      priceCents: 9990,
      status,
      patientName: 'Maria Silva',
      patientEmail: 'maria@example.com',
      patientPhone: '(11) 98765-4321',
    })
    .returning({ id: appointments.id });
  await testApp.database.db
    .update(appointments)
    .set({ videoLink: roomPath(row!.id) })
    .where(eq(appointments.id, row!.id));
  return row!.id;
}

async function psychologistFor(user: TestUser, crp: string): Promise<string> {
  const [row] = await testApp.database.db
    .insert(psychologists)
    .values({
      name: 'Dra. Helena Prado',
      email: user.email,
      crp,
      specialization: 'Ansiedade',
      biography: 'Psicóloga clínica.',
      isActive: true,
      userId: user.id,
    })
    .returning({ id: psychologists.id });
  return row!.id;
}

beforeAll(async () => {
  testApp = await buildTestApp({
    clock,
    env: {
      WEBRTC_ICE_SERVERS: JSON.stringify([
        { urls: 'stun:turn.example.com:3478' },
        { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'] },
      ]),
      TURN_SECRET,
    },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  [patient, psychologist, stranger, otherPsychologist] = await Promise.all([
    signUp(testApp, { name: 'Maria Silva' }),
    signUp(testApp, { name: 'Helena Prado' }),
    signUp(testApp, { name: 'Terceira Pessoa' }),
    signUp(testApp, { name: 'Outro Psicólogo' }),
  ]);
  const psychologistId = await psychologistFor(psychologist, '06/111111');
  const otherPsychologistId = await psychologistFor(otherPsychologist, '06/222222');
  appointmentId = await insertAppointment(psychologistId, patient.id);
  otherAppointmentId = await insertAppointment(otherPsychologistId, stranger.id);
  cancelledId = await insertAppointment(psychologistId, patient.id, 'cancelado' as 'agendado');
});

afterAll(async () => {
  await testApp?.close();
});

const roomUrl = (id: string, token?: string) =>
  `/api/consultations/${id}/room${token ? `?token=${encodeURIComponent(token)}` : ''}`;
const joinUrl = (id: string, token?: string) =>
  `/api/consultations/${id}/room/join${token ? `?token=${encodeURIComponent(token)}` : ''}`;
const roomToken = (id: string) =>
  createRoomToken(testApp.config.authSecret, id, new Date(START.getTime() + 70 * MINUTE));

const describeRoom = (id: string, options: { cookie?: string; token?: string } = {}) =>
  testApp.request({
    method: 'GET',
    url: roomUrl(id, options.token),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
const joinRoom = (id: string, options: { cookie?: string; token?: string } = {}) =>
  testApp.request({
    method: 'POST',
    url: joinUrl(id, options.token),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

describe('who may see the room', () => {
  it('lets the patient and the psychologist in, each in their role', async () => {
    nowMs = START.getTime() - 5 * MINUTE;
    const asPatient = await describeRoom(appointmentId, { cookie: patient.cookie });
    expect(asPatient.statusCode).toBe(200);
    expect(asPatient.json()).toMatchObject({
      role: 'patient',
      state: 'open',
      patientFirstName: 'Maria',
      opensAt: new Date(START.getTime() - 10 * MINUTE).toISOString(),
      closesAt: new Date(START.getTime() + 60 * MINUTE).toISOString(),
    });
    expect(asPatient.headers['cache-control']).toBe('no-store');
    const asPsychologist = await describeRoom(appointmentId, { cookie: psychologist.cookie });
    expect(asPsychologist.json()).toMatchObject({ role: 'psychologist', state: 'open' });
    const withLink = await describeRoom(appointmentId, { token: roomToken(appointmentId) });
    expect(withLink.json()).toMatchObject({ role: 'patient' });
  });

  it('answers a third person, another psychologist and an unknown id alike: 404, nothing learned', async () => {
    const third = await describeRoom(appointmentId, { cookie: stranger.cookie });
    const otherPsy = await describeRoom(appointmentId, { cookie: otherPsychologist.cookie });
    const unknown = await describeRoom('5e1f0a00-0000-4000-8000-00000000dead', { cookie: stranger.cookie });
    expect([third.statusCode, otherPsy.statusCode, unknown.statusCode]).toEqual([404, 404, 404]);
    expect(third.body).toBe(unknown.body);
    expect(otherPsy.body).toBe(unknown.body);
    expect(third.body).not.toContain('Maria');
    const joined = await joinRoom(appointmentId, { cookie: stranger.cookie });
    expect(joined.statusCode).toBe(404);
  });

  it('asks someone with neither session nor link to sign in', async () => {
    const response = await describeRoom(appointmentId);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toMatch(/Entre na sua conta/);
  });

  it('refuses a wrong, forged, expired or manage-purpose link with the unknown-room answer', async () => {
    const unknown = (await describeRoom('5e1f0a00-0000-4000-8000-00000000dead', { cookie: stranger.cookie }))
      .body;
    const otherRoomsLink = roomToken(otherAppointmentId);
    const [id, expiry, mac] = roomToken(appointmentId).split('.') as [string, string, string];
    const forged = `${id}.${Number(expiry) + 3600}.${mac}`;
    const tampered = `${id}.${expiry}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const manageLink = createManageToken(testApp.config.authSecret, appointmentId, START);
    for (const token of [otherRoomsLink, forged, tampered, manageLink, 'qualquer-coisa']) {
      const response = await describeRoom(appointmentId, { token });
      expect(response.statusCode, token).toBe(404);
      expect(response.body).toBe(unknown);
    }
    // A link past its expiry is refused even though it was genuine.
    nowMs = START.getTime() + 71 * MINUTE;
    const expired = await describeRoom(appointmentId, { token: roomToken(appointmentId) });
    expect(expired.statusCode).toBe(404);
    nowMs = START.getTime() - 5 * MINUTE;
  });

  it('says a cancelled consultation has no room', async () => {
    const response = await describeRoom(cancelledId, { cookie: patient.cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'not_booked' });
  });
});

describe('when the room is open', () => {
  it('refuses to join before it opens and after it closes, saying so in Portuguese', async () => {
    nowMs = START.getTime() - 11 * MINUTE;
    const early = await joinRoom(appointmentId, { cookie: patient.cookie });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'room_early' });
    expect(early.json<{ message: string }>().message).toContain('10 minutos antes');
    expect((await describeRoom(appointmentId, { cookie: patient.cookie })).json()).toMatchObject({
      state: 'early',
    });

    nowMs = START.getTime() + 60 * MINUTE;
    const late = await joinRoom(appointmentId, { cookie: psychologist.cookie });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'room_closed' });
    expect((await describeRoom(appointmentId, { cookie: patient.cookie })).json()).toMatchObject({
      state: 'closed',
    });
    nowMs = START.getTime() - 5 * MINUTE;
  });

  it('hands each participant their own short-lived coturn credential inside the window', async () => {
    nowMs = START.getTime() - 10 * MINUTE;
    const response = await joinRoom(appointmentId, { cookie: patient.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      iceServers: Array<{ urls: unknown; username?: string; credential?: string }>;
    }>();
    expect(body.iceServers[0]).toEqual({ urls: 'stun:turn.example.com:3478' });
    const turn = body.iceServers[1]!;
    const expiry = Math.floor((START.getTime() + 65 * MINUTE) / 1000);
    expect(turn.username).toBe(`${expiry}:${appointmentId}-patient`);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
    const other = await joinRoom(appointmentId, { cookie: psychologist.cookie });
    const theirs = other.json<typeof body>().iceServers[1]!;
    expect(theirs.username).toBe(`${expiry}:${appointmentId}-psychologist`);
    expect(theirs.credential).not.toBe(turn.credential);
    nowMs = START.getTime() - 5 * MINUTE;
  });
});

/** Opens the signalling socket; resolves with the socket once open, or the HTTP status of the refusal. */
function openSignal(
  id: string,
  options: { cookie?: string; token?: string; origin?: string | null } = {},
): Promise<{ socket?: WebSocket; status?: number; messages: ServerRoomMessage[] }> {
  const url = `${baseUrl.replace('http', 'ws')}/api/consultations/${id}/room/signal${
    options.token ? `?token=${encodeURIComponent(options.token)}` : ''
  }`;
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
  const socket = new WebSocket(url, { headers });
  const messages: ServerRoomMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerRoomMessage));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode, messages });
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (!socket.listenerCount('unexpected-response')) reject(error);
    });
  });
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the signalling socket', () => {
  it('refuses a foreign origin and a handshake without Origin, before any socket opens', async () => {
    nowMs = START.getTime() - 5 * MINUTE;
    const foreign = await openSignal(appointmentId, {
      cookie: patient.cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const missing = await openSignal(appointmentId, { cookie: patient.cookie, origin: null });
    expect(missing.status).toBe(403);
  });

  it('refuses a missing session, a third person, a wrong link and a join outside the window', async () => {
    expect((await openSignal(appointmentId)).status).toBe(401);
    expect((await openSignal(appointmentId, { cookie: stranger.cookie })).status).toBe(404);
    expect((await openSignal(appointmentId, { token: roomToken(otherAppointmentId) })).status).toBe(404);
    nowMs = START.getTime() + 61 * MINUTE;
    expect((await openSignal(appointmentId, { cookie: patient.cookie })).status).toBe(409);
    nowMs = START.getTime() - 5 * MINUTE;
  });

  it('relays between the two participants only, and records when each came and went', async () => {
    nowMs = START.getTime() - 2 * MINUTE;
    const doctor = await openSignal(appointmentId, { cookie: psychologist.cookie });
    expect(doctor.socket).toBeDefined();
    await waitFor(() => doctor.messages.find((m) => m.type === 'welcome'));
    // The other consultation's people sit in their own room and hear nothing of this one.
    const elsewhere = await openSignal(otherAppointmentId, { cookie: stranger.cookie });
    const visitor = await openSignal(appointmentId, { token: roomToken(appointmentId) });
    await waitFor(() => visitor.messages.find((m) => m.type === 'welcome' && m.role === 'patient'));
    await waitFor(() => doctor.messages.find((m) => m.type === 'peer-joined'));
    await waitFor(() => visitor.messages.find((m) => m.type === 'peer-joined'));

    const offer = { description: { type: 'offer', sdp: 'v=0\r\n' + 'a=x\r\n'.repeat(2000) }, fresh: true };
    doctor.socket!.send(JSON.stringify({ type: 'signal', data: offer }));
    const relayed = await waitFor(() => visitor.messages.find((m) => m.type === 'signal'));
    expect(relayed).toEqual({ type: 'signal', data: offer });
    // Nothing comes back to the sender, nothing reaches the other room.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(doctor.messages.filter((m) => m.type === 'signal')).toHaveLength(0);
    expect(elsewhere.messages.filter((m) => m.type !== 'welcome')).toEqual([]);

    const [joined] = await testApp.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(joined!.patientJoinedAt?.toISOString()).toBe(new Date(nowMs).toISOString());
    expect(joined!.psychologistJoinedAt?.toISOString()).toBe(new Date(nowMs).toISOString());
    expect(joined!.patientLeftAt).toBeNull();

    nowMs = START.getTime() + 40 * MINUTE;
    visitor.socket!.close();
    await waitFor(() => doctor.messages.find((m) => m.type === 'peer-left'));
    const row = await (async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const [current] = await testApp.database.db
          .select()
          .from(appointments)
          .where(eq(appointments.id, appointmentId));
        if (current?.patientLeftAt) return current;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return undefined;
    })();
    expect(row?.patientLeftAt?.toISOString()).toBe(new Date(nowMs).toISOString());
    // The first entry is kept.
    expect(row?.patientJoinedAt?.toISOString()).toBe(new Date(START.getTime() - 2 * MINUTE).toISOString());
    doctor.socket!.close();
    elsewhere.socket!.close();
  });

  it('tells the other side a dropped socket is away, not gone, and records the exit all the same', async () => {
    nowMs = START.getTime() + 5 * MINUTE;
    const doctor = await openSignal(appointmentId, { cookie: psychologist.cookie });
    const patientSocket = await openSignal(appointmentId, { cookie: patient.cookie });
    await waitFor(() => doctor.messages.find((m) => m.type === 'peer-joined'));
    patientSocket.socket!.terminate();
    await waitFor(() => doctor.messages.find((m) => m.type === 'peer-away'));
    expect(doctor.messages.some((m) => m.type === 'peer-left')).toBe(false);
    const back = await openSignal(appointmentId, { cookie: patient.cookie });
    await waitFor(() => doctor.messages.filter((m) => m.type === 'peer-joined').length >= 2 || undefined);
    back.socket!.close(1000, 'left');
    await waitFor(() => doctor.messages.find((m) => m.type === 'peer-left'));
    doctor.socket!.close();
  });

  it('closes an older socket of the same participant when they come back elsewhere', async () => {
    nowMs = START.getTime();
    const first = await openSignal(appointmentId, { cookie: patient.cookie });
    const closed = new Promise<number>((resolve) => first.socket!.once('close', (code) => resolve(code)));
    const second = await openSignal(appointmentId, { cookie: patient.cookie });
    expect(await closed).toBe(4001);
    second.socket!.close();
  });

  it('closes the sockets when the window ends', async () => {
    nowMs = START.getTime() + 60 * MINUTE - 300;
    const opened = await openSignal(appointmentId, { cookie: patient.cookie });
    const closed = new Promise<number>((resolve) => opened.socket!.once('close', (code) => resolve(code)));
    expect(await closed).toBe(4002);
    nowMs = START.getTime();
  });

  it('closes the socket on a message that is not a signal', async () => {
    const opened = await openSignal(appointmentId, { cookie: patient.cookie });
    const closed = new Promise<number>((resolve) => opened.socket!.once('close', (code) => resolve(code)));
    opened.socket!.send(JSON.stringify({ type: 'signal', data: { to: 'someone-else', payload: 'x' } }));
    expect(await closed).toBe(4003);
  });
});
