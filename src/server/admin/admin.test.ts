import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, appointments, psychologistApplications, psychologists } from '../db/schema';
import {
  appointmentValues,
  insertApplication,
  insertAppointments,
  insertPsychologist,
  signUpAdmin,
  signUpPsychologist,
  signUpSubscriber,
} from '../testing/admin-fixtures';
import { readOutbox } from '../testing/outbox';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';

/** insertApplication confirms the applicant's address through the real e-mailed link first. */
const CONFIRMATION_SUBJECT = 'Confirme seu e-mail na Aria';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  admin = await signUpAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});

async function clearDomain() {
  const db = testApp.database.db;
  await db.delete(appointments);
  await db.delete(psychologistApplications);
  await db.delete(psychologists);
  await db.delete(adminAuditLog);
}

function asAdmin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return testApp.request({ method, url, payload, headers: { cookie: admin.cookie } });
}

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_ROUTES: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/admin/summary' },
  { method: 'GET', url: '/api/admin/payouts?month=2026-11' },
  { method: 'GET', url: '/api/admin/psychologists' },
  { method: 'PATCH', url: `/api/admin/psychologists/${ANY_ID}`, payload: { isActive: true } },
  { method: 'GET', url: '/api/admin/appointments' },
  { method: 'GET', url: '/api/admin/appointments.csv' },
  { method: 'GET', url: '/api/admin/applications' },
  { method: 'POST', url: `/api/admin/applications/${ANY_ID}/approve` },
  { method: 'POST', url: `/api/admin/applications/${ANY_ID}/refuse` },
  { method: 'GET', url: `/api/admin/applications/${ANY_ID}/document` },
  { method: 'GET', url: `/api/admin/applications/${ANY_ID}/picture` },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/company-contacts' },
];

describe('every /api/admin route is for admins only', () => {
  let plain: TestUser;
  let subscriber: TestUser;
  let psychologist: TestUser;

  beforeAll(async () => {
    plain = await signUp(testApp);
    subscriber = await signUpSubscriber(testApp);
    psychologist = await signUpPsychologist(testApp);
  });

  it.each(ADMIN_ROUTES)(
    '$method $url: 401 for a visitor, 403 for a user, subscriber or psychologist',
    async (route) => {
      const visitor = await testApp.request({ method: route.method, url: route.url, payload: route.payload });
      expect(visitor.statusCode).toBe(401);
      for (const person of [plain, subscriber, psychologist]) {
        const response = await testApp.request({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers: { cookie: person.cookie },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 'forbidden', message: 'Acesso restrito à administração.' });
      }
      expect(await testApp.database.db.select().from(adminAuditLog)).toHaveLength(0);
    },
  );
});

describe('GET /api/admin/summary and /payouts', () => {
  beforeEach(clearDomain);

  it('counts only paid, unrefunded consultations as revenue (hand-computed fixture)', async () => {
    const ana = await insertPsychologist(testApp, { name: 'Ana' });
    const bruno = await insertPsychologist(testApp, { name: 'Bruno' });
    await insertPsychologist(testApp, { name: 'Inativa', isActive: false });
    const now = new Date();
    await insertAppointments(testApp, [
      appointmentValues(ana, { status: 'agendado', priceCents: 9990 }),
      appointmentValues(ana, { status: 'realizado', priceCents: 6990, isSubscriber: true }),
      appointmentValues(ana, { status: 'nao_compareceu', priceCents: 4995, isSubscriber: true }),
      appointmentValues(ana, { status: 'cancelado', priceCents: 9990, cancelledAt: now }),
      appointmentValues(ana, { status: 'reservado', priceCents: 9990, holdExpiresAt: now }),
      appointmentValues(ana, { status: 'expirado', priceCents: 6990, isSubscriber: true }),
      appointmentValues(ana, { status: 'agendado', priceCents: 9990, refundedAt: now }),
      appointmentValues(ana, { status: 'realizado', priceCents: 6990, refundRequestedAt: now }),
      appointmentValues(bruno, { status: 'agendado', priceCents: 9990 }),
    ]);

    const response = await asAdmin('GET', '/api/admin/summary');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Paid: 99,90 + 69,90 + 49,95 + 99,90 = 319,65; platform = 319,65 − 4 × 50,00 = 119,65.
    expect(response.json()).toEqual({
      psychologists: { active: 2, total: 3 },
      appointments: { total: 9, paid: 4 },
      revenue: {
        totalCents: 31965,
        platformCents: 11965,
        payoutCents: 20000,
        subscriber: { count: 2, totalCents: 11985 },
        single: { count: 2, totalCents: 19980 },
      },
    });
  });

  it('answers zeros on an empty database', async () => {
    const response = await asAdmin('GET', '/api/admin/summary');
    expect(response.json().revenue).toEqual({
      totalCents: 0,
      platformCents: 0,
      payoutCents: 0,
      subscriber: { count: 0, totalCents: 0 },
      single: { count: 0, totalCents: 0 },
    });
  });

  it('owes R$ 50,00 per paid consultation of the São Paulo month, per psychologist', async () => {
    const ana = await insertPsychologist(testApp, { name: 'Ana' });
    const bruno = await insertPsychologist(testApp, { name: 'Bruno' });
    await insertAppointments(testApp, [
      // 01/12 02:00 UTC is still 30/11 23:00 in São Paulo: November.
      appointmentValues(ana, { startsAt: new Date('2026-12-01T02:00:00Z') }),
      appointmentValues(ana, { startsAt: new Date('2026-11-15T13:00:00Z'), status: 'realizado' }),
      // 01/11 02:00 UTC is 31/10 23:00 in São Paulo: October.
      appointmentValues(ana, { startsAt: new Date('2026-11-01T02:00:00Z') }),
      appointmentValues(ana, { startsAt: new Date('2026-11-16T13:00:00Z'), status: 'cancelado' }),
      appointmentValues(bruno, { startsAt: new Date('2026-11-03T12:00:00Z'), status: 'nao_compareceu' }),
      appointmentValues(bruno, { startsAt: new Date('2026-12-03T12:00:00Z') }),
    ]);

    const response = await asAdmin('GET', '/api/admin/payouts?month=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      month: '2026-11',
      payouts: [
        { psychologistId: ana, psychologistName: 'Ana', paidConsultations: 2, payoutCents: 10000 },
        { psychologistId: bruno, psychologistName: 'Bruno', paidConsultations: 1, payoutCents: 5000 },
      ],
      totalCents: 15000,
    });

    const bad = await asAdmin('GET', '/api/admin/payouts?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Informe o mês no formato AAAA-MM.');
  });
});

describe('GET /api/admin/appointments', () => {
  let ana: string;
  let bruno: string;

  beforeAll(async () => {
    await clearDomain();
    ana = await insertPsychologist(testApp, { name: 'Ana' });
    bruno = await insertPsychologist(testApp, { name: 'Bruno' });
    const rows = Array.from({ length: 45 }, (_, index) =>
      appointmentValues(ana, {
        psychologistName: 'Ana',
        startsAt: new Date(Date.UTC(2026, 10, 2, 12 + (index % 10), 0) + Math.floor(index / 10) * 86_400_000),
        status: index % 3 === 0 ? 'cancelado' : 'agendado',
        isSubscriber: index % 2 === 0,
      }),
    );
    rows.push(
      ...Array.from({ length: 5 }, (_, index) =>
        appointmentValues(bruno, {
          psychologistName: 'Bruno',
          startsAt: new Date(Date.UTC(2026, 11, 7 + index, 15)),
          status: 'realizado',
          // The newest had both people in the room; the one before, nobody (ADR 025).
          ...(index === 4
            ? {
                patientJoinedAt: new Date(Date.UTC(2026, 11, 11, 14, 55)),
                psychologistJoinedAt: new Date(Date.UTC(2026, 11, 11, 14, 58)),
              }
            : {}),
        }),
      ),
    );
    await insertAppointments(testApp, rows);
  });

  it('pages on the server, newest consultation first, 20 per page', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await asAdmin('GET', `/api/admin/appointments?page=${page}`);
      expect(response.statusCode).toBe(200);
      pages.push(response.json());
    }
    expect(pages.map((page) => page.appointments.length)).toEqual([20, 20, 10, 0]);
    expect(pages.every((page) => page.total === 50 && page.pageSize === 20)).toBe(true);
    const starts = pages.flatMap((page) =>
      page.appointments.map((row: { startsAt: string }) => row.startsAt),
    );
    expect(new Set(starts).size).toBe(50);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(pages[0].appointments[0].attendance).toBe('ambos');
    expect(pages[0].appointments[1].attendance).toBe('ninguem');
    expect(pages[0].appointments[0]).toMatchObject({
      psychologistName: 'Bruno',
      patientName: 'Paciente Teste',
      priceCents: 9990,
      status: 'realizado',
      isSubscriber: false,
      refunded: false,
    });
  });

  it('filters by São Paulo month, psychologist and status, together', async () => {
    const december = (await asAdmin('GET', '/api/admin/appointments?month=2026-12')).json();
    expect(december.total).toBe(5);
    const byAna = (await asAdmin('GET', `/api/admin/appointments?psychologistId=${ana}`)).json();
    expect(byAna.total).toBe(45);
    const cancelled = (
      await asAdmin('GET', `/api/admin/appointments?psychologistId=${ana}&status=cancelado&month=2026-11`)
    ).json();
    expect(cancelled.total).toBe(15);
    expect(cancelled.appointments.every((row: { status: string }) => row.status === 'cancelado')).toBe(true);
    const none = (
      await asAdmin('GET', `/api/admin/appointments?psychologistId=${bruno}&month=2026-11`)
    ).json();
    expect(none).toMatchObject({ total: 0, appointments: [] });
    const emptyFilters = (
      await asAdmin('GET', '/api/admin/appointments?month=&status=&psychologistId=')
    ).json();
    expect(emptyFilters.total).toBe(50);
  });

  it.each([
    ['month=11-2026', 'Informe o mês no formato AAAA-MM.'],
    ['status=pago', 'Status inválido.'],
    ['psychologistId=abc', 'Psicólogo inválido.'],
    ['page=0', 'Página inválida.'],
  ])('refuses %s with a pt-BR 400', async (query, message) => {
    const response = await asAdmin('GET', `/api/admin/appointments?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
  });
});

describe('PATCH /api/admin/psychologists/:id', () => {
  beforeEach(clearDomain);

  it('deactivates and activates, changes the public list and writes one audit row per action', async () => {
    const id = await insertPsychologist(testApp, { name: 'Carla Alternada' });
    const publicNames = async () =>
      (await testApp.request({ method: 'GET', url: '/api/psychologists' }))
        .json()
        .psychologists.map((row: { name: string }) => row.name);

    const off = await asAdmin('PATCH', `/api/admin/psychologists/${id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, isActive: false, name: 'Carla Alternada' });
    expect(await publicNames()).not.toContain('Carla Alternada');

    const on = await asAdmin('PATCH', `/api/admin/psychologists/${id}`, { isActive: true });
    expect(on.json().isActive).toBe(true);
    expect(await publicNames()).toContain('Carla Alternada');

    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit.map((row) => [row.action, row.targetId, row.actorEmail, row.actorUserId])).toEqual(
      expect.arrayContaining([
        ['psychologist.deactivate', id, admin.email, admin.id],
        ['psychologist.activate', id, admin.email, admin.id],
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it('answers 404 for an unknown psychologist, 400 for bad input, and writes nothing', async () => {
    expect(
      (await asAdmin('PATCH', `/api/admin/psychologists/${ANY_ID}`, { isActive: true })).statusCode,
    ).toBe(404);
    const id = await insertPsychologist(testApp, { isActive: false });
    const bad = await asAdmin('PATCH', `/api/admin/psychologists/${id}`, { isActive: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Informe se o psicólogo fica ativo.');
    expect((await asAdmin('PATCH', '/api/admin/psychologists/nao-e-id', { isActive: true })).statusCode).toBe(
      400,
    );
    const [row] = await testApp.database.db.select().from(psychologists).where(eq(psychologists.id, id));
    expect(row?.isActive).toBe(false);
    expect(await testApp.database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it('sends a pending application to review instead of activating it, and keeps a refused one inactive', async () => {
    const application = await insertApplication(testApp);
    const response = await asAdmin('PATCH', `/api/admin/psychologists/${application.psychologistId}`, {
      isActive: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('application_pending');
    const list = (await asAdmin('GET', '/api/admin/psychologists')).json();
    expect(list.psychologists[0]).toMatchObject({ isActive: false, applicationStatus: 'pendente' });

    await asAdmin('POST', `/api/admin/applications/${application.id}/refuse`);
    const refused = await asAdmin('PATCH', `/api/admin/psychologists/${application.psychologistId}`, {
      isActive: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('application_refused');
  });
});

describe('applications: review, invitation and files', () => {
  beforeEach(clearDomain);

  it('lists a pending application with its bank details masked', async () => {
    const application = await insertApplication(testApp, { name: 'Dra. Mascarada', withPicture: true });
    const response = await asAdmin('GET', '/api/admin/applications');
    expect(response.statusCode).toBe(200);
    const [listed] = response.json().applications;
    expect(listed).toMatchObject({
      id: application.id,
      name: 'Dra. Mascarada',
      status: 'pendente',
      hasPicture: true,
      bankDetails: { bankName: 'Banco Teste', holder: 'Dra. Candidata', agency: '•••4', account: '••••••-3' },
    });
    expect(response.body).not.toContain('987654');
  });

  it('says "Dados bancários pendentes" for an application without them (issue 24)', async () => {
    const application = await insertApplication(testApp, { withBankDetails: false });
    const response = await asAdmin('GET', '/api/admin/applications');
    const listed = response.json().applications.find((item: { id: string }) => item.id === application.id);
    expect(listed).toMatchObject({ bankDetails: null, bankDetailsPending: true });
  });

  it('approves: activates, stores only the token hash, e-mails the link and writes one audit row', async () => {
    const application = await insertApplication(testApp, { email: 'aprovada@example.com' });
    const before = Date.now();
    const response = await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'aprovado', emailSent: true });

    const mail = (await readOutbox(testApp.config.mail.outboxDir)).filter(
      (message) => message.to === 'aprovada@example.com' && message.subject !== CONFIRMATION_SUBJECT,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Seu cadastro na Aria foi aprovado');
    const token = /psychologist-login\?convite=([A-Za-z0-9_-]{43})/.exec(mail[0]!.text)?.[1];
    expect(token).toBeDefined();
    expect(mail[0]!.text).toContain(`${testApp.config.publicUrl}/psychologist-login?convite=${token}`);

    const [stored] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, application.id));
    expect(stored).toMatchObject({
      status: 'aprovado',
      reviewedByUserId: admin.id,
      invitationTokenHash: createHash('sha256').update(token!).digest('hex'),
      invitationUsedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(token);
    const expires = stored!.invitationExpiresAt!.getTime() - before;
    expect(expires).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires).toBeLessThan(7 * 86_400_000 + 60_000);
    const [psychologist] = await testApp.database.db
      .select()
      .from(psychologists)
      .where(eq(psychologists.id, application.psychologistId));
    expect(psychologist?.isActive).toBe(true);

    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'application.approve',
      targetId: application.id,
      actorEmail: admin.email,
    });

    // An approved application cannot be refused afterwards.
    expect((await asAdmin('POST', `/api/admin/applications/${application.id}/refuse`)).statusCode).toBe(409);
  });

  it('the e-mailed invitation is the one the psychologists domain accepts, once', async () => {
    const application = await insertApplication(testApp, { email: 'convidada@example.com' });
    await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find(
      (message) => message.to === 'convidada@example.com' && message.subject !== CONFIRMATION_SUBJECT,
    );
    const token = /convite=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const accept = () =>
      testApp.request({
        method: 'POST',
        url: '/api/psychologist-invitations/accept',
        payload: { token, password: 'senha-nova-123' },
      });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ psychologistId: application.psychologistId });
    expect((await accept()).statusCode).toBe(400);
  });

  it('approving again re-issues the invitation: the old token no longer matches', async () => {
    const application = await insertApplication(testApp);
    await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    const hash = async () =>
      (
        await testApp.database.db
          .select({ hash: psychologistApplications.invitationTokenHash })
          .from(psychologistApplications)
          .where(eq(psychologistApplications.id, application.id))
      )[0]?.hash;
    const first = await hash();
    expect((await asAdmin('POST', `/api/admin/applications/${application.id}/approve`)).statusCode).toBe(200);
    expect(await hash()).not.toBe(first);
    await testApp.database.db
      .update(psychologistApplications)
      .set({ invitationUsedAt: new Date() })
      .where(eq(psychologistApplications.id, application.id));
    const used = await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Este psicólogo já aceitou o convite.');
  });

  it('refuses: keeps the psychologist inactive, e-mails politely, writes one audit row', async () => {
    const application = await insertApplication(testApp, { email: 'recusada@example.com' });
    const response = await asAdmin('POST', `/api/admin/applications/${application.id}/refuse`);
    expect(response.json()).toEqual({ status: 'recusado', emailSent: true });
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).filter(
      (message) => message.to === 'recusada@example.com' && message.subject !== CONFIRMATION_SUBJECT,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Agradecemos muito o seu interesse');
    expect(mail[0]!.text).not.toContain('convite=');
    const [psychologist] = await testApp.database.db
      .select()
      .from(psychologists)
      .where(eq(psychologists.id, application.psychologistId));
    expect(psychologist?.isActive).toBe(false);
    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit.map((row) => row.action)).toEqual(['application.refuse']);

    const again = await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este cadastro foi recusado e não pode ser aprovado.');
    expect((await asAdmin('POST', `/api/admin/applications/${ANY_ID}/approve`)).statusCode).toBe(404);
    expect(await testApp.database.db.select().from(adminAuditLog)).toHaveLength(1);
  });

  it("removes a refused application's document and picture from the file store (ADR 024)", async () => {
    const application = await insertApplication(testApp, { withPicture: true });
    const [before] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, application.id));
    const files = testApp.app.services.files;
    expect(await files.exists(before!.documentFile!)).toBe(true);
    expect(await files.exists(before!.pictureFile!)).toBe(true);

    expect((await asAdmin('POST', `/api/admin/applications/${application.id}/refuse`)).statusCode).toBe(200);
    expect(await files.exists(before!.documentFile!)).toBe(false);
    expect(await files.exists(before!.pictureFile!)).toBe(false);
    const [after] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, application.id));
    expect(after).toMatchObject({
      documentFile: null,
      pictureFile: null,
      documentMimeType: 'application/pdf',
    });
    const listed = (await asAdmin('GET', '/api/admin/applications')).json() as {
      applications: Array<{ id: string; hasDocument: boolean; hasPicture: boolean }>;
    };
    expect(listed.applications.find((row) => row.id === application.id)).toMatchObject({
      hasDocument: false,
      hasPicture: false,
    });
    const gone = await asAdmin('GET', `/api/admin/applications/${application.id}/document`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Arquivo não encontrado.');
  });

  it('writes an audit entry for each file an admin opens, and none for a file it could not open', async () => {
    const application = await insertApplication(testApp, { withPicture: true });
    await asAdmin('GET', `/api/admin/applications/${application.id}/document`);
    await asAdmin('GET', `/api/admin/applications/${application.id}/picture`);
    await asAdmin('GET', `/api/admin/applications/${ANY_ID}/document`);
    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit.map((row) => [row.action, row.targetId, row.details, row.actorUserId])).toEqual([
      ['application.file_read', application.id, { kind: 'document' }, admin.id],
      ['application.file_read', application.id, { kind: 'picture' }, admin.id],
    ]);
  });

  it('serves the document and picture to admins only, with their stored type and nosniff', async () => {
    const application = await insertApplication(testApp, { withPicture: true });
    const document = await asAdmin('GET', `/api/admin/applications/${application.id}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    expect(document.headers['content-disposition']).toBe('inline; filename="documento.pdf"');
    expect(document.headers['cache-control']).toBe('private, no-store');
    expect(document.rawPayload.equals(application.documentBytes)).toBe(true);

    const picture = await asAdmin('GET', `/api/admin/applications/${application.id}/picture`);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(application.pictureBytes)).toBe(true);

    const plain = await signUp(testApp);
    const refused = await testApp.request({
      method: 'GET',
      url: `/api/admin/applications/${application.id}/document`,
      headers: { cookie: plain.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('PDF');
  });

  it('never serves a file by a crafted name, stored or requested', async () => {
    const withoutPicture = await insertApplication(testApp);
    expect((await asAdmin('GET', `/api/admin/applications/${withoutPicture.id}/picture`)).statusCode).toBe(
      404,
    );

    // A real file just outside uploadsDir, which a traversal would reach.
    const secret = path.join(testApp.config.dataDir, 'segredo.pdf');
    writeFileSync(secret, 'SEGREDO');
    for (const documentFile of [
      '0123456789abcdef0123456789abcdef',
      '../segredo.pdf',
      secret,
      '..',
      'sub\\..\\..\\segredo.pdf',
      './../segredo.pdf',
    ]) {
      const crafted = await insertApplication(testApp, { documentFile });
      const response = await asAdmin('GET', `/api/admin/applications/${crafted.id}/document`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SEGREDO');
    }
    for (const url of [
      '/api/admin/applications/..%2F..%2Fetc%2Fpasswd/document',
      '/api/admin/applications/../../etc/passwd',
    ]) {
      const response = await asAdmin('GET', url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    }
  });
});

describe('GET /api/admin/audit and /company-contacts', () => {
  it('lists audit entries newest first and the stored company proposals', async () => {
    await clearDomain();
    const id = await insertPsychologist(testApp);
    await asAdmin('PATCH', `/api/admin/psychologists/${id}`, { isActive: false });
    await asAdmin('GET', '/api/admin/appointments.csv?month=2026-11');
    const audit = (await asAdmin('GET', '/api/admin/audit')).json();
    expect(audit.total).toBe(2);
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'report.export',
      'psychologist.deactivate',
    ]);
    expect(audit.entries[0]).toMatchObject({
      actorEmail: admin.email,
      details: { month: '2026-11', psychologistId: null, status: null },
    });

    const sent = await testApp.request({
      method: 'POST',
      url: '/api/company-contacts',
      payload: { companyName: 'Acme', email: 'rh@acme.com.br', employeeCount: 50 },
    });
    expect(sent.statusCode).toBe(201);
    const contacts = (await asAdmin('GET', '/api/admin/company-contacts')).json();
    expect(contacts.contacts[0]).toMatchObject({ companyName: 'Acme', employeeCount: 50, message: null });
  });
});
