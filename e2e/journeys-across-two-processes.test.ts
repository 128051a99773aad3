import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { readOutbox, type OutboxMessage } from '../src/server/testing/outbox';
import {
  freePort,
  hasChromium,
  launchBrowser,
  newPage,
  startApp,
  uniqueEmail,
  type RunningApp,
} from './harness';
import { ANA, DAY, DAY_ISO, DAY_LABEL, ZONE, pickDayAndTime } from './booking-day';
import { fillSignUpForm, openCheckout, payWith } from './sandbox-checkout';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/**
 * Issue 15, docs/product.md, System shape: the browser journeys of subscribe, book and chat through two built
 * server processes behind a round-robin proxy on one PostgreSQL, then the invariants on the shared database and
 * outbox: each payment fulfilled once, one confirmation per booking, a due reminder sent once though both processes
 * tick, a payment confirmed on both processes at once fulfilled once. `src/server/security/state-shared-across-processes.test.ts`
 * checks the same at the HTTP level.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ready = hasChromium && Boolean(adminUrl);
const title = 'subscribe, book and chat through two processes behind a round-robin proxy on one PostgreSQL';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
/** Each process looks for due reminders this often, so a reminder race is seen within a second. */
const TICK_MS = 250;

describe.skipIf(!ready)(ready ? title : `${title} (skipped: needs TEST_DATABASE_URL and Chromium)`, () => {
  const databaseName = `aria_e2e_two_${Date.now()}_${randomBytes(4).toString('hex')}`;
  /** The test's own connection to the shared database, to move an appointment and read what was stored. */
  let pool: pg.Pool;
  /** One DATA_DIR for both processes, as one mounted volume would be: one outbox holds every e-mail sent. */
  let dataDir: string;
  let proxy: RoundRobinProxy;
  let browser: Browser;
  const apps: RunningApp[] = [];
  const subscriber = { email: uniqueEmail('dois-processos'), name: 'Renata Alves' };
  const visitorEmail = uniqueEmail('visitante-dois');

  const outbox = () => readOutbox(path.join(dataDir, 'outbox'));
  const sql = async <Row>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows as Row[];

  async function waitForMail(match: (mail: OutboxMessage) => boolean): Promise<OutboxMessage[]> {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const found = (await outbox()).filter(match);
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const target = new URL(adminUrl!);
    target.pathname = `/${databaseName}`;
    const databaseUrl = target.toString();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

    dataDir = mkdtempSync(path.join(tmpdir(), 'aria-e2e-two-'));
    const proxyPort = await freePort();
    proxy = await startRoundRobinProxy(proxyPort, () => apps.map((app) => app.baseUrl));
    const env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: proxy.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      BANK_DETAILS_KEY: randomBytes(32).toString('hex'),
      CLINICAL_RECORDS_KEY: randomBytes(32).toString('hex'),
      DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'true',
      ARIA_RATE_LIMIT_PER_MINUTE: '3',
      BACKGROUND_JOBS_ENABLED: 'true',
      BACKGROUND_TICK_MS: String(TICK_MS),
    };
    // Both start together on the empty database, so both migrate it at once.
    const [first, second, launched] = await Promise.all([startApp(env), startApp(env), launchBrowser()]);
    apps.push(first, second);
    browser = launched;
    // The demo seed is not safe to run in two processes at once (see ADR 018): Ana and her hours come from here.
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await seedDemoData(database.db);
    await database.close();
  });

  // A failure here is usually one process or the proxy, not the page: say which, with each app's last lines.
  afterEach((context) => {
    if (context.task.result?.state !== 'fail') return;
    const failed = proxy.served.filter((request) => request.failure);
    console.error(
      [
        `proxy could not reach an app ${failed.length} times:`,
        ...failed.slice(0, 10).map((r) => `  ${r.method} ${r.path} -> app ${r.upstream}: ${r.failure}`),
        ...apps.map(
          (app, index) =>
            `app ${index} (exit code ${app.exitCode ?? 'running'}), last lines:\n${app.logs.join('').split('\n').slice(-15).join('\n')}`,
        ),
      ].join('\n'),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await Promise.all(apps.map((app) => app.stop()));
    await pool?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  });

  let context: BrowserContext;
  let tab: Page;

  it('signs up, pays the plan with the sandbox card and chats with the scripted Aria', async () => {
    const opened = await newPage(browser);
    context = opened.context;
    const page = opened.page;
    await page.goto(`${proxy.url}/subscribe?plan=mensal`);
    await fillSignUpForm(page, subscriber);
    await page.getByText('Resumo do pedido').waitFor();
    tab = await openCheckout(context, page, 'Finalizar Pagamento');
    await payWith(tab, '4242 4242 4242 4242');
    await tab.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor();
    await tab.getByText('Mensal ativado').waitFor();
    await tab.waitForURL(/\/aria-chat$/, { timeout: 10_000 });
    await page.close();

    await tab.getByRole('button', { name: 'Concordo e quero conversar' }).click();
    await tab.getByText('Consentimento registrado').waitFor();
    const input = tab.getByLabel('Mensagem para a Aria');
    await input.fill('Tenho andado muito ansiosa com o trabalho');
    // The reply streams through the proxy as server-sent events, as it does without one.
    const [reply] = await Promise.all([tab.waitForResponse('**/api/aria/chat'), input.press('Enter')]);
    expect(reply.headers()['content-type']).toContain('text/event-stream');
    const log = tab.getByRole('log');
    await expect
      .poll(async () => (await log.innerText()).includes('ansiedade'), { timeout: 15_000 })
      .toBe(true);

    // The chat's limit (3 a minute here) is counted in the database: the requests alternate between the
    // processes and still meet it on the fourth message.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await context.request.post(`${proxy.url}/api/aria/chat`, {
        headers: { origin: proxy.url },
        data: { message: 'Continuo cansada.' },
      });
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('books a consultation as that subscriber; the slot is held for others while paying', async () => {
    await tab.goto(`${proxy.url}/psicologos`);
    await tab.getByRole('link', { name: `Agendar com ${ANA.name}` }).click();
    await tab.waitForURL(new RegExp(`/consultas-agendamento\\?psicologo=${ANA.id}$`));
    await pickDayAndTime(tab, '10:00');
    const summary = tab.getByRole('region', { name: 'Resumo da consulta' });
    await summary.getByText('R$ 69,90').waitFor();
    await tab.getByLabel('Telefone (com DDD)').fill('(11) 91234-5678');
    await tab.getByLabel('A pessoa que será atendida tem 18 anos ou mais').check();
    const checkout = await openCheckout(context, tab, 'Prosseguir para Pagamento');

    const visitor = await newPage(browser);
    await visitor.page.goto(
      `${proxy.url}/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}&data=${DAY_ISO}`,
    );
    const slots = visitor.page.getByRole('list', { name: 'Horários' });
    await slots.getByRole('button', { name: '10:00, indisponível' }).waitFor();
    expect(await slots.getByRole('button', { name: '11:00', exact: true }).isEnabled()).toBe(true);
    await visitor.context.close();

    await payWith(checkout, '4242 4242 4242 4242');
    await checkout.waitForURL(/\/consultas-sucesso\?session_id=/);
    await checkout.getByRole('heading', { name: 'Consulta agendada!' }).waitFor();
    await checkout.getByText('10:00 (horário de Brasília)').waitFor();
    await checkout.getByText('(30% OFF aplicado)').waitFor();
    await checkout.goto(`${proxy.url}/consultas`);
    const item = checkout.getByRole('article', { name: `${DAY_LABEL}, às 10:00` });
    await item.getByText('Agendada').waitFor();
    await context.close();
  });

  it('fulfils a consultation paid and confirmed on both processes at once, and confirms it by e-mail once', async () => {
    // The sandbox plays the provider inside our processes and has no webhook endpoint: its "payment completed"
    // arrives as the hosted page's POST. Both processes receive it, and both are asked to verify, at once.
    const email = visitorEmail;
    const startsAt = new TZDate(DAY.getFullYear(), DAY.getMonth(), DAY.getDate(), 14, 0, 0, ZONE);
    const created = await fetch(`${proxy.url}/api/consultations/checkout`, {
      method: 'POST',
      headers: { origin: proxy.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        appointment_data: {
          name: 'Marta Rocha',
          email,
          phone: '(11) 98765-4321',
          appointment_date: startsAt.toISOString(),
          psychologist_id: ANA.id,
          is_adult: true,
        },
      }),
    });
    expect(created.status).toBe(200);
    const { sessionId } = (await created.json()) as { sessionId: string };
    const verify = (app: RunningApp) =>
      fetch(`${app.baseUrl}/api/consultations/verify`, {
        method: 'POST',
        headers: { origin: proxy.url, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId }),
      }).then((answer) => answer.status);
    // While the payment is taken, the return page asks both processes to verify again and again, as a browser
    // coming back at the moment the provider's event lands would: fulfilment runs on both at once.
    let paying = true;
    const payments = Promise.all(
      apps.map((app) =>
        fetch(`${app.baseUrl}/checkout/sandbox/${sessionId}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: proxy.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(CARD).toString(),
        }).then((answer) => answer.status),
      ),
    ).finally(() => {
      paying = false;
    });
    const early: number[] = [];
    const keepVerifying = async (app: RunningApp) => {
      // Bounded: the verify route allows 30 calls a minute from one address.
      for (let i = 0; i < 8 && paying; i += 1) early.push(await verify(app));
    };
    const [paid] = await Promise.all([payments, ...apps.map(keepVerifying)]);
    // One process takes the payment; the other finds it already paid.
    expect(paid.sort()).toEqual([303, 409]);
    // Before the payment a verify is told it is not paid yet; after it, it is fulfilled.
    expect(early.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await Promise.all(apps.map(verify))).toEqual([200, 200]);

    const confirmations = await waitForMail(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Consulta agendada com'),
    );
    // A second, late e-mail would land within a moment of the first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await outbox()).filter(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Consulta agendada'),
      ),
    ).toHaveLength(confirmations.length);
    expect(confirmations).toHaveLength(1);
  });

  it('sends a reminder that falls due once, though both processes tick', async () => {
    const moved = await sql(
      `update appointments
          set starts_at = date_trunc('minute', now()) + interval '3 hours',
              ends_at = date_trunc('minute', now()) + interval '3 hours' + (ends_at - starts_at)
        where patient_email = $1 and status = 'agendado'
        returning id`,
      [visitorEmail],
    );
    expect(moved).toHaveLength(1);
    const isReminder = (mail: OutboxMessage) =>
      mail.to.includes(visitorEmail) && mail.subject.startsWith('Lembrete: consulta');
    expect(await waitForMail(isReminder)).toHaveLength(1);
    // Several more ticks of each process go by: none sends it again.
    await new Promise((resolve) => setTimeout(resolve, TICK_MS * 6));
    expect((await outbox()).filter(isReminder)).toHaveLength(1);
    const reminderLogs = apps.map(
      (app) => app.logs.join('').match(/"event":"booking\.tick","reminders":1/g)?.length ?? 0,
    );
    expect(reminderLogs.sort()).toEqual([0, 1]);
  });

  it('fulfilled every payment once, sent one confirmation per booking, and used both processes', async () => {
    const sessions = await sql<{ id: string; purpose: string; fulfilments: number }>(
      `select cs.id, cs.purpose, count(pf.checkout_session_id)::int as fulfilments
         from checkout_sessions cs left join payment_fulfilments pf on pf.checkout_session_id = cs.id
        where cs.status = 'paid' group by cs.id, cs.purpose`,
    );
    expect(sessions.map((row) => row.purpose).sort()).toEqual(['consultation', 'consultation', 'plan']);
    expect(sessions.every((row) => row.fulfilments === 1)).toBe(true);
    // Fulfilled twice, the plan would run for two periods.
    const [plan] = await sql<{ days: number }>(
      `select extract(epoch from p.plan_expires_at - pf.fulfilled_at) / 86400 as days
         from profiles p join "user" u on u.id = p.user_id
         join checkout_sessions cs on cs.user_id = u.id and cs.purpose = 'plan'
         join payment_fulfilments pf on pf.checkout_session_id = cs.id
        where u.email = $1`,
      [subscriber.email],
    );
    expect(Number(plan!.days)).toBeGreaterThan(27);
    expect(Number(plan!.days)).toBeLessThan(32);

    const mails = await outbox();
    const bookings = await sql<{ email: string }>(
      `select patient_email as email from appointments where status = 'agendado'`,
    );
    expect(bookings.map((row) => row.email).sort()).toEqual([subscriber.email, visitorEmail].sort());
    for (const { email } of bookings) {
      expect(
        mails.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Consulta agendada com')),
      ).toHaveLength(1);
    }
    expect(mails.filter((mail) => mail.subject.startsWith('Nova consulta agendada'))).toHaveLength(2);

    // Round robin gave each process its share of the API calls, and each process logged what it served.
    const apiCalls = [0, 1].map(
      (upstream) =>
        proxy.served.filter((request) => request.upstream === upstream && request.path.startsWith('/api/'))
          .length,
    );
    expect(Math.min(...apiCalls)).toBeGreaterThan(5);
    for (const app of apps) {
      expect(app.logs.join('').match(/"msg":"incoming request"/g)?.length ?? 0).toBeGreaterThan(10);
    }
  });
});
