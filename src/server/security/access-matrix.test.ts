import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_CONSENT_VERSION } from '../../shared/consent';
import {
  appointments,
  clinicalRecordCopyRequests,
  psychologistAvailability,
  psychologistDaysOff,
} from '../db/schema';
import { registeredRoutes } from '../http/route-registry';
import {
  appointmentValues,
  insertApplication,
  insertPsychologist,
  signUpAdmin,
  signUpAdminWithoutTwoFactor,
  signUpSubscriber,
} from '../testing/admin-fixtures';
import {
  BOOKING_PSYCHOLOGIST_ID,
  checkoutSessionId,
  seedBookingPsychologists,
  startConsultationCheckout,
} from '../testing/booking';
import { sandboxSessionId, startPlanCheckout } from '../testing/payments';
import { nextBookableStart } from '../testing/security';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';

/**
 * Who may call what (issue 15). Every route Fastify registers must be declared here, so a new route fails this test
 * until someone decides who may call it. Objects in :id are owned by someone (a subscriber's appointment,
 * psychologist A's window, a plain user's checkout): only their owner is allowed, every other role is refused.
 */
// adminWithout2fa holds the admin role but never turned on 2FA: every admin route refuses it (ADR 017).
const ROLES = [
  'visitor',
  'user',
  'subscriber',
  'psychologist',
  'otherPsychologist',
  'admin',
  'adminWithout2fa',
] as const;
type Role = (typeof ROLES)[number];
const SIGNED_IN: Role[] = [
  'user',
  'subscriber',
  'psychologist',
  'otherPsychologist',
  'admin',
  'adminWithout2fa',
];
const PSYCHOLOGISTS: Role[] = ['psychologist', 'otherPsychologist'];

interface Fixtures {
  appointmentId: string;
  windowId: string;
  planSessionId: string;
  consultationSessionId: string;
  applicationId: string;
  psychologistId: string;
  slotDay: string;
  rescheduleTo: string;
  daysOffId: string;
  copyRequestId: string;
}

interface RouteRule {
  /** Roles for which the route must not answer 401/403 (a refusal on other grounds, 400/409, is fine). */
  allow: readonly Role[] | 'everyone';
  /** The path (ids filled in) and body sent for this route. */
  call(fx: Fixtures): Pick<InjectOptions, 'url' | 'payload' | 'headers'>;
  /** The object in the path belongs to the allowed roles: they must find it (no 404). */
  owned?: boolean;
  /** Registered only with the Stripe provider, or only when a built client is served. */
  onlyWith?: 'stripe' | 'built client';
  /** A 403 with this code is the route's own answer to an allowed role (a feature switched off), not a refusal. */
  allowedRefusalCode?: string;
  /**
   * Anyone may call it with a credential carried in the input (a signed link's token, a checkout session id), so
   * it must read the input before it can refuse.
   */
  credentialInInput?: true;
}

export const ACCESS_TABLE: Record<string, RouteRule> = {
  'GET /api/health': { allow: 'everyone', call: () => ({ url: '/api/health' }) },
  'GET /api/ready': { allow: 'everyone', call: () => ({ url: '/api/ready' }) },
  'GET /api/me': { allow: 'everyone', call: () => ({ url: '/api/me' }) },
  'GET /api/auth/*': { allow: 'everyone', call: () => ({ url: '/api/auth/get-session' }) },
  'POST /api/auth/*': {
    allow: 'everyone',
    call: () => ({
      // A sign-up better-auth refuses as invalid (short password): reachable by anyone, and writes nothing.
      url: '/api/auth/sign-up/email',
      payload: { name: 'Pessoa', email: 'curta@example.com', password: '123' },
    }),
  },
  'GET *': { allow: 'everyone', onlyWith: 'built client', call: () => ({ url: '/pagina-qualquer' }) },
  'POST *': { allow: 'everyone', onlyWith: 'built client', call: () => ({ url: '/pagina-qualquer' }) },
  'GET /api/plans/config': { allow: 'everyone', call: () => ({ url: '/api/plans/config' }) },
  'POST /api/plans/checkout': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/plans/checkout', payload: { planType: 'mensal' } }),
  },
  'POST /api/plans/verify': {
    allow: ['user'],
    owned: true,
    call: (fx) => ({ url: '/api/plans/verify', payload: { sessionId: fx.planSessionId } }),
  },
  'POST /api/plans/free-activation': {
    allow: SIGNED_IN,
    allowedRefusalCode: 'free_test_disabled',
    call: () => ({ url: '/api/plans/free-activation', payload: { planType: 'avulso' } }),
  },
  'POST /api/aria/chat': {
    allow: ['subscriber'],
    // Until the person accepts the chat consent (LGPD), the route answers its own 403.
    allowedRefusalCode: 'consent_required',
    call: () => ({ url: '/api/aria/chat', payload: { message: 'Oi, tudo bem?' } }),
  },
  'POST /api/company-contacts': {
    allow: 'everyone',
    call: () => ({
      url: '/api/company-contacts',
      payload: { companyName: 'Empresa', email: 'rh@empresa.com.br', employeeCount: 50 },
    }),
  },
  'GET /api/psychologists': { allow: 'everyone', call: () => ({ url: '/api/psychologists' }) },
  'GET /api/psychologists/:id/slots': {
    allow: 'everyone',
    call: (fx) => ({ url: `/api/psychologists/${BOOKING_PSYCHOLOGIST_ID}/slots?date=${fx.slotDay}` }),
  },
  'POST /api/psychologist/register': {
    allow: 'everyone',
    call: () => ({ url: '/api/psychologist/register', payload: {} }),
  },
  'POST /api/psychologist-invitations/accept': {
    allow: 'everyone',
    call: () => ({ url: '/api/psychologist-invitations/accept', payload: { token: 'x'.repeat(40) } }),
  },
  'POST /api/psychologist-applications': {
    allow: 'everyone',
    call: () => ({ url: '/api/psychologist-applications', payload: {} }),
  },
  // The applicant has no account: the e-mailed link (HMAC token) is the only credential.
  'GET /api/psychologist-applications/confirm-email': {
    allow: 'everyone',
    call: () => ({ url: '/api/psychologist-applications/confirm-email?token=nao-e-um-token' }),
  },
  'GET /api/psychologist/me': { allow: PSYCHOLOGISTS, call: () => ({ url: '/api/psychologist/me' }) },
  'GET /api/psychologist/appointments': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/appointments' }),
  },
  'PATCH /api/psychologist/appointments/:id': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({
      url: `/api/psychologist/appointments/${fx.appointmentId}`,
      payload: { status: 'realizado' },
    }),
  },
  'GET /api/psychologist/availability': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/availability' }),
  },
  'POST /api/psychologist/availability': {
    allow: PSYCHOLOGISTS,
    call: () => ({
      url: '/api/psychologist/availability',
      payload: { dayOfWeek: 5, startTime: '18:00', endTime: '19:00' },
    }),
  },
  'DELETE /api/psychologist/availability/:id': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/psychologist/availability/${fx.windowId}` }),
  },
  'GET /api/psychologist/days-off': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/days-off' }),
  },
  'POST /api/psychologist/days-off': {
    allow: PSYCHOLOGISTS,
    call: () => ({
      url: '/api/psychologist/days-off',
      payload: { startsOn: '2020-01-01', endsOn: '2020-01-01' },
    }),
  },
  'DELETE /api/psychologist/days-off/:id': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/psychologist/days-off/${fx.daysOffId}` }),
  },
  // A person's own consultation only; the fixture is unpaid, so its owner gets the 409 'not_paid'. Any account may
  // own a consultation (booking needs no plan), so only the id, once read, tells owner from stranger.
  'GET /api/consultations/:id/receipt': {
    credentialInInput: true,
    allow: ['subscriber'],
    owned: true,
    call: (fx) => ({ url: `/api/consultations/${fx.appointmentId}/receipt` }),
  },
  'GET /api/psychologist/receipts': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/receipts?month=2026-11' }),
  },
  'GET /api/psychologist/receipts.csv': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/receipts.csv?month=2026-11' }),
  },
  'GET /api/account/cpf': { allow: SIGNED_IN, call: () => ({ url: '/api/account/cpf' }) },
  'PUT /api/account/cpf': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/cpf', payload: { cpf: '123' } }),
  },
  // Clinical records (ADR 026): the consultation's own psychologist only; never an admin.
  'GET /api/psychologist/appointments/:id/record': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/psychologist/appointments/${fx.appointmentId}/record` }),
  },
  'PUT /api/psychologist/appointments/:id/record': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({
      url: `/api/psychologist/appointments/${fx.appointmentId}/record`,
      payload: { evolution: 'Rascunho.' },
    }),
  },
  // The fixture's session lies ahead: its psychologist gets the 409 'not_started'.
  'POST /api/psychologist/appointments/:id/record/sign': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/psychologist/appointments/${fx.appointmentId}/record/sign`, payload: {} }),
  },
  'POST /api/psychologist/appointments/:id/record/addenda': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({
      url: `/api/psychologist/appointments/${fx.appointmentId}/record/addenda`,
      payload: { text: 'Adendo.' },
    }),
  },
  'GET /api/psychologist/record-copies': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/record-copies' }),
  },
  'POST /api/psychologist/record-copies/:id/release': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/psychologist/record-copies/${fx.copyRequestId}/release`, payload: {} }),
  },
  'GET /api/account/record-copies': { allow: SIGNED_IN, call: () => ({ url: '/api/account/record-copies' }) },
  'POST /api/account/record-copies': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/record-copies', payload: { psychologistId: 'nao-e-um-id' } }),
  },
  // The requester's own copy; the fixture is still pending, so its owner gets the 409 'copy_pending'.
  'GET /api/account/record-copies/:id/download': {
    credentialInInput: true,
    allow: ['subscriber'],
    owned: true,
    call: (fx) => ({ url: `/api/account/record-copies/${fx.copyRequestId}/download` }),
  },
  // Anyone booking for a person under 18 sends the guardian's authorisation before the checkout (no account needed).
  'POST /api/consultations/guardian-authorizations': {
    allow: 'everyone',
    call: () => ({ url: '/api/consultations/guardian-authorizations', payload: {} }),
  },
  // The fixture has no authorisation: a 404 for both psychologists, never a 401/403 (the owner is tested beside it).
  'GET /api/psychologist/appointments/:id/guardian-authorization': {
    allow: PSYCHOLOGISTS,
    call: (fx) => ({ url: `/api/psychologist/appointments/${fx.appointmentId}/guardian-authorization` }),
  },
  // The account's own consultation, or the checkout session id that paid it (a visitor's capability, as verify).
  'GET /api/consultations/:id/calendar.ics': {
    credentialInInput: true,
    allow: ['subscriber'],
    owned: true,
    call: (fx) => ({ url: `/api/consultations/${fx.appointmentId}/calendar.ics` }),
  },
  'POST /api/psychologist/appointments/:id/cancel': {
    allow: ['psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/psychologist/appointments/${fx.appointmentId}/cancel`, payload: {} }),
  },
  'GET /api/psychologist/bank-details': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/bank-details' }),
  },
  'PUT /api/psychologist/bank-details': {
    allow: PSYCHOLOGISTS,
    call: () => ({ url: '/api/psychologist/bank-details', payload: { bankName: '' } }),
  },
  'POST /api/consultations/checkout': {
    allow: 'everyone',
    call: () => ({ url: '/api/consultations/checkout', payload: { appointment_data: {} } }),
  },
  'POST /api/consultations/verify': {
    credentialInInput: true,
    allow: ['subscriber'],
    owned: true,
    call: (fx) => ({ url: '/api/consultations/verify', payload: { sessionId: fx.consultationSessionId } }),
  },
  'GET /api/consultations/mine': { allow: SIGNED_IN, call: () => ({ url: '/api/consultations/mine' }) },
  // The signed manage link is the capability; a wrong token is a 404 for everyone.
  'GET /api/consultations/by-link': {
    allow: 'everyone',
    call: () => ({ url: '/api/consultations/by-link?token=nao-e-um-token' }),
  },
  'POST /api/consultations/:id/reschedule': {
    credentialInInput: true,
    allow: ['subscriber'],
    owned: true,
    call: (fx) => ({
      url: `/api/consultations/${fx.appointmentId}/reschedule`,
      payload: { startsAt: fx.rescheduleTo },
    }),
  },
  'POST /api/consultations/:id/cancel': {
    credentialInInput: true,
    allow: ['subscriber'],
    owned: true,
    call: (fx) => ({ url: `/api/consultations/${fx.appointmentId}/cancel`, payload: {} }),
  },
  // The consultation room (ADR 025): its patient (session or signed room link) and its psychologist only. The
  // fixture's consultation is days ahead, so the allowed roles are told the room has not opened (409).
  'GET /api/consultations/:id/room': {
    credentialInInput: true,
    allow: ['subscriber', 'psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/consultations/${fx.appointmentId}/room` }),
  },
  'POST /api/consultations/:id/room/join': {
    credentialInInput: true,
    allow: ['subscriber', 'psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/consultations/${fx.appointmentId}/room/join` }),
  },
  'GET /api/consultations/:id/room/signal': {
    credentialInInput: true,
    allow: ['subscriber', 'psychologist'],
    owned: true,
    call: (fx) => ({ url: `/api/consultations/${fx.appointmentId}/room/signal` }),
  },
  // The hosted payment page answers to whoever holds the unguessable session id, as Stripe's does.
  'GET /checkout/sandbox/:id': {
    allow: 'everyone',
    call: (fx) => ({ url: `/checkout/sandbox/${fx.planSessionId}` }),
  },
  'POST /checkout/sandbox/:id': {
    allow: 'everyone',
    call: (fx) => ({ url: `/checkout/sandbox/${fx.planSessionId}`, payload: {} }),
  },
  'POST /api/payments/webhook/stripe': {
    allow: 'everyone',
    onlyWith: 'stripe',
    call: () => ({ url: '/api/payments/webhook/stripe', payload: {} }),
  },
  // Loopback and a token only the CLI can read: refused to every browser session, admins included.
  'POST /api/internal/cli/grant-admin': {
    allow: [],
    call: () => ({ url: '/api/internal/cli/grant-admin', payload: { email: 'x@example.com' } }),
  },
  // Account and LGPD (privacy domain): one's own account only, so any signed-in person and never a visitor.
  'GET /api/account/overview': { allow: SIGNED_IN, call: () => ({ url: '/api/account/overview' }) },
  'GET /api/account/consents': { allow: SIGNED_IN, call: () => ({ url: '/api/account/consents' }) },
  'POST /api/account/consents/chat': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/consents/chat', payload: { version: CHAT_CONSENT_VERSION } }),
  },
  'DELETE /api/account/consents/chat': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/consents/chat' }),
  },
  'GET /api/account/export': { allow: SIGNED_IN, call: () => ({ url: '/api/account/export' }) },
  'POST /api/account/plan/refund': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/plan/refund', payload: {} }),
  },
  'POST /api/account/plan/cancel': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/plan/cancel', payload: {} }),
  },
  // A wrong password: the deletion is reachable but must not happen here.
  'POST /api/account/delete': {
    allow: SIGNED_IN,
    call: () => ({ url: '/api/account/delete', payload: { password: 'nao-e-a-senha' } }),
  },
  'GET /api/admin/summary': { allow: ['admin'], call: () => ({ url: '/api/admin/summary' }) },
  'GET /api/admin/payouts': { allow: ['admin'], call: () => ({ url: '/api/admin/payouts?month=2026-11' }) },
  'GET /api/admin/psychologists': { allow: ['admin'], call: () => ({ url: '/api/admin/psychologists' }) },
  'PATCH /api/admin/psychologists/:id': {
    allow: ['admin'],
    owned: true,
    call: (fx) => ({ url: `/api/admin/psychologists/${fx.psychologistId}`, payload: { isActive: true } }),
  },
  'GET /api/admin/appointments': { allow: ['admin'], call: () => ({ url: '/api/admin/appointments' }) },
  'GET /api/admin/appointments.csv': {
    allow: ['admin'],
    call: () => ({ url: '/api/admin/appointments.csv' }),
  },
  'GET /api/admin/applications': { allow: ['admin'], call: () => ({ url: '/api/admin/applications' }) },
  'GET /api/admin/applications/:id/document': {
    allow: ['admin'],
    owned: true,
    call: (fx) => ({ url: `/api/admin/applications/${fx.applicationId}/document` }),
  },
  'GET /api/admin/applications/:id/picture': {
    allow: ['admin'],
    owned: true,
    call: (fx) => ({ url: `/api/admin/applications/${fx.applicationId}/picture` }),
  },
  'POST /api/admin/applications/:id/refuse': {
    allow: ['admin'],
    owned: true,
    call: (fx) => ({
      url: `/api/admin/applications/${fx.applicationId}/refuse`,
      payload: { reason: 'Documento ilegível.' },
    }),
  },
  'POST /api/admin/applications/:id/approve': {
    allow: ['admin'],
    owned: true,
    call: (fx) => ({ url: `/api/admin/applications/${fx.applicationId}/approve`, payload: {} }),
  },
  'POST /api/admin/applications/:id/resend-confirmation': {
    allow: ['admin'],
    owned: true,
    call: (fx) => ({ url: `/api/admin/applications/${fx.applicationId}/resend-confirmation`, payload: {} }),
  },
  'GET /api/admin/audit': { allow: ['admin'], call: () => ({ url: '/api/admin/audit' }) },
  'GET /api/admin/company-contacts': {
    allow: ['admin'],
    call: () => ({ url: '/api/admin/company-contacts' }),
  },
};

/** Answers a person reads are Portuguese: never Fastify's or better-auth's English defaults. */
export function expectPortugueseRefusal(response: LightMyRequestResponse): void {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    expect(response.body).toMatch(/[ãçéêíóõúà]|Requisição|Sessão|Pagamento/);
    return;
  }
  const body = response.json<{ message?: unknown }>();
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toMatch(/\b(not found|unauthori[sz]ed|forbidden|route|invalid|error|the)\b/i);
}

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

let testApp: TestApp;
let fx: Fixtures;
const cookies: Record<Role, string | undefined> = {
  visitor: undefined,
  user: undefined,
  subscriber: undefined,
  psychologist: undefined,
  otherPsychologist: undefined,
  admin: undefined,
  adminWithout2fa: undefined,
};

async function psychologistAccount(): Promise<{ person: TestUser; psychologistId: string }> {
  const person = await signUp(testApp, { name: 'Psicóloga Teste' });
  const psychologistId = await insertPsychologist(testApp, { userId: person.id, email: person.email });
  return { person, psychologistId };
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  await seedBookingPsychologists(testApp);
  const plain = await signUp(testApp);
  const subscriber = await signUpSubscriber(testApp);
  const a = await psychologistAccount();
  const b = await psychologistAccount();
  const admin = await signUpAdmin(testApp);
  const adminWithout2fa = await signUpAdminWithoutTwoFactor(testApp);
  Object.assign(cookies, {
    user: plain.cookie,
    subscriber: subscriber.cookie,
    psychologist: a.person.cookie,
    otherPsychologist: b.person.cookie,
    admin: admin.cookie,
    adminWithout2fa: adminWithout2fa.cookie,
  });

  const db = testApp.database.db;
  const [appointment] = await db
    .insert(appointments)
    .values(
      appointmentValues(a.psychologistId, {
        userId: subscriber.id,
        patientEmail: subscriber.email,
        startsAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
      }),
    )
    .returning({ id: appointments.id });
  const [window] = await db
    .insert(psychologistAvailability)
    .values({ psychologistId: a.psychologistId, dayOfWeek: 3, startTime: '07:00', endTime: '08:00' })
    .returning({ id: psychologistAvailability.id });
  const [daysOff] = await db
    .insert(psychologistDaysOff)
    .values({ psychologistId: a.psychologistId, startsOn: '2030-01-02', endsOn: '2030-01-03' })
    .returning({ id: psychologistDaysOff.id });
  const [copyRequest] = await db
    .insert(clinicalRecordCopyRequests)
    .values({ psychologistId: a.psychologistId, requesterUserId: subscriber.id })
    .returning({ id: clinicalRecordCopyRequests.id });
  const planCheckout = await startPlanCheckout(testApp, plain, 'mensal');
  const start = nextBookableStart(new Date(), 3);
  const consultation = await startConsultationCheckout(testApp, start.toISOString(), {
    cookie: subscriber.cookie,
  });
  const application = await insertApplication(testApp, { withPicture: true });
  fx = {
    appointmentId: appointment!.id,
    windowId: window!.id,
    planSessionId: sandboxSessionId(planCheckout),
    consultationSessionId: checkoutSessionId(consultation),
    applicationId: application.id,
    psychologistId: b.psychologistId,
    slotDay: start.toISOString().slice(0, 10),
    rescheduleTo: nextBookableStart(new Date(), 5).toISOString(),
    daysOffId: daysOff!.id,
    copyRequestId: copyRequest!.id,
  };
});
afterAll(async () => {
  await testApp?.close();
});

describe('access matrix over every registered route', () => {
  it('declares every route Fastify registered, and nothing that is not registered', () => {
    const registered = registeredRoutes(testApp.app).map(routeKey);
    const undeclared = registered.filter((key) => !(key in ACCESS_TABLE));
    expect(
      undeclared,
      `Routes missing from ACCESS_TABLE in src/server/security/access-matrix.test.ts — declare who may call them:\n  ${undeclared.join('\n  ')}`,
    ).toEqual([]);
    const stale = Object.entries(ACCESS_TABLE)
      .filter(([key, rule]) => !rule.onlyWith && !registered.includes(key))
      .map(([key]) => key);
    expect(stale, `ACCESS_TABLE declares routes that no longer exist:\n  ${stale.join('\n  ')}`).toEqual([]);
  });

  const entries = Object.entries(ACCESS_TABLE).filter(([, rule]) => !rule.onlyWith);
  it.each(entries)('%s answers each role as declared', async (key, rule) => {
    const method = key.split(' ')[0] as InjectOptions['method'];
    const allowed = rule.allow === 'everyone' ? ROLES : rule.allow;
    // Refused roles first, so an allowed call that changes the object cannot hide a wrong answer.
    const order = [...ROLES.filter((role) => !allowed.includes(role)), ...allowed];
    for (const role of order) {
      const { url, payload, headers } = rule.call(fx);
      const cookie = cookies[role];
      const response = await testApp.request({
        method,
        url,
        payload,
        remoteAddress: `10.77.${ROLES.indexOf(role)}.${randomBytes(1)[0]! % 250}`,
        headers: { ...(headers as object), ...(cookie ? { cookie } : {}) },
      } as InjectOptions);
      const where = `${key} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (allowed.includes(role)) {
        const ownAnswer =
          rule.allowedRefusalCode !== undefined &&
          response.statusCode === 403 &&
          response.json<{ code: string }>().code === rule.allowedRefusalCode;
        if (!ownAnswer) expect([401, 403], where).not.toContain(response.statusCode);
        if (rule.owned) expect(response.statusCode, where).not.toBe(404);
      } else {
        expect([401, 403, 404], where).toContain(response.statusCode);
        expectPortugueseRefusal(response);
      }
    }
  });
});

describe('state-changing API routes refuse a missing or foreign Origin before anything else', () => {
  const EXEMPT = ['/api/auth/', '/api/payments/webhook/', '/api/internal/cli/'];
  const stateChanging = Object.entries(ACCESS_TABLE).filter(([key, rule]) => {
    const [method, path] = key.split(' ') as [string, string];
    return (
      !rule.onlyWith &&
      method !== 'GET' &&
      path.startsWith('/api/') &&
      !EXEMPT.some((prefix) => path.startsWith(prefix))
    );
  });

  it.each(stateChanging)(
    '%s: 403 without our Origin, even for a role that may call it',
    async (key, rule) => {
      const method = key.split(' ')[0] as InjectOptions['method'];
      const role = rule.allow === 'everyone' ? 'admin' : (rule.allow[0] ?? 'admin');
      const { url, payload } = rule.call(fx);
      for (const origin of [undefined, 'https://evil.example', 'null']) {
        const response = await testApp.app.inject({
          method,
          url,
          payload,
          headers: { cookie: cookies[role]!, ...(origin ? { origin } : {}) },
        } as InjectOptions);
        expect(response.statusCode, `${key} origin=${origin}`).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'bad_origin',
          message:
            'Origem da requisição não permitida. Abra a Aria em http://localhost:3000 (o endereço configurado em PUBLIC_URL).',
        });
      }
    },
  );

  it('better-auth refuses a signed-in POST from a foreign Origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: cookies.user!, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expectPortugueseRefusal(response);
    const still = await testApp.request({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookies.user! },
    });
    expect(still.json<{ user: unknown }>().user).not.toBeNull();
  });
});

describe('a caller without access learns nothing of what a route expects (issue 21)', () => {
  const guarded = Object.entries(ACCESS_TABLE).filter(
    ([, rule]) => !rule.onlyWith && rule.allow !== 'everyone' && !rule.credentialInInput,
  );
  it.each(guarded)('%s answers 401/403 to a malformed request before reading it', async (key, rule) => {
    const [method, pattern] = key.split(' ') as [InjectOptions['method'], string];
    const allowed = rule.allow as readonly Role[];
    // An owned object is refused to other holders of the role only after its id is read; the role itself is not.
    const refused = ROLES.filter(
      (role) => !allowed.includes(role) && (!rule.owned || role === 'visitor' || role === 'user'),
    );
    for (const role of refused) {
      const cookie = cookies[role];
      const response = await testApp.request({
        method,
        url: pattern.replace(/:[a-zA-Z]+/g, 'nao-e-um-id'),
        ...(method === 'GET' ? {} : { payload: '{"quebrado":' }),
        remoteAddress: `10.78.${ROLES.indexOf(role)}.${randomBytes(1)[0]! % 250}`,
        headers: {
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
      } as InjectOptions);
      const where = `${key} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect([401, 403], where).toContain(response.statusCode);
      expectPortugueseRefusal(response);
    }
  });
});

describe('a route reached by an encoded path keeps its checks (issue 21)', () => {
  it('the Origin check reads the routed path: a cross-site POST to /%61pi/... is refused and changes nothing', async () => {
    const [before] = await testApp.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, fx.appointmentId));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/%61pi/consultations/${fx.appointmentId}/cancel`,
      payload: {},
      remoteAddress: '10.79.0.1',
      headers: { cookie: cookies.subscriber!, origin: 'https://site-malicioso.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('bad_origin');
    const [after] = await testApp.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, fx.appointmentId));
    expect(after?.status).toBe(before?.status);
  });

  it('an admin answer on /%61pi/admin/... is still private, no-store', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/%61pi/admin/appointments.csv',
      remoteAddress: '10.79.0.2',
      headers: { cookie: cookies.admin! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('an account whose e-mail is not confirmed (issue 21)', () => {
  it('never reaches a visitor booking made with that e-mail: not listed, not cancelled, not moved', async () => {
    const email = `visitante-${randomBytes(3).toString('hex')}@example.com`;
    const [booked] = await testApp.database.db
      .insert(appointments)
      .values(
        appointmentValues(fx.psychologistId, {
          userId: null,
          patientEmail: email,
          startsAt: new Date(Date.now() + 12 * 24 * 60 * 60 * 1000),
        }),
      )
      .returning({ id: appointments.id, startsAt: appointments.startsAt });
    const squatter = await signUp(testApp, { email: email.toUpperCase() });
    const send = (url: string, payload?: object) =>
      testApp.request({
        method: payload ? 'POST' : 'GET',
        url,
        payload,
        remoteAddress: '10.79.0.3',
        headers: { cookie: squatter.cookie },
      });

    const mine = await send('/api/consultations/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ appointments: { id: string }[] }>().appointments).toEqual([]);
    expect(mine.json<{ unconfirmedEmail: string | null }>().unconfirmedEmail).toBe(email);
    expect((await send(`/api/consultations/${booked!.id}/cancel`, {})).statusCode).toBe(404);
    expect(
      (await send(`/api/consultations/${booked!.id}/reschedule`, { startsAt: fx.rescheduleTo })).statusCode,
    ).toBe(404);
    const [row] = await testApp.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked!.id));
    expect(row).toMatchObject({ status: 'agendado', startsAt: booked!.startsAt });
  });
});
