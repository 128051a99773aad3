import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import {
  DEMO_PSYCHOLOGIST_LOGIN,
  seedDemoPsychologistAccount,
} from '../src/server/psychologists/demo-account';
import {
  hasChromium,
  launchBrowser,
  seriousAxeViolations,
  startApp,
  uniqueEmail,
  type RunningApp,
} from './harness';
import { ANA } from './booking-day';

/**
 * Issue 23, ADR 025: the patient and the psychologist meet in the built-in room with fake cameras and
 * microphones, and each side's RTCPeerConnection receives audio and video; once on one process (embedded PGlite),
 * once with the two people on two processes sharing one PostgreSQL, relayed by LISTEN/NOTIFY.
 */
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
const SCREENS_DIR = process.env.ROOM_SCREENSHOTS_DIR ?? '/work/screens-video';
const PATIENT = { name: 'Maria Silva', password: 'senha-segura-1' };

/** Every RTCPeerConnection the page makes, kept for the test to read its statistics. */
const CAPTURE_PEERS = `
  window.__peers = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); window.__peers.push(this); }
  };
`;

interface InboundBytes {
  audio: number;
  video: number;
}

async function inboundBytes(page: Page): Promise<InboundBytes> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers;
    const live = peers.filter((peer) => peer.connectionState !== 'closed');
    const totals = { audio: 0, video: 0 };
    for (const peer of live) {
      const report = await peer.getStats();
      report.forEach((entry: { type: string; kind?: string; bytesReceived?: number }) => {
        if (entry.type === 'inbound-rtp' && (entry.kind === 'audio' || entry.kind === 'video')) {
          totals[entry.kind] += entry.bytesReceived ?? 0;
        }
      });
    }
    return totals;
  });
}

/** Inbound audio and video bytes grow on this page over two seconds. */
async function expectMediaFlowing(page: Page): Promise<void> {
  await expect.poll(async () => (await inboundBytes(page)).video, { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await inboundBytes(page);
  await page.waitForTimeout(2_000);
  const after = await inboundBytes(page);
  expect(after.audio).toBeGreaterThan(before.audio);
  expect(after.video).toBeGreaterThan(before.video);
}

async function signUpPatient(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name: PATIENT.name, email, password: PATIENT.password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function signedInContext(
  browser: Browser,
  baseUrl: string,
  login: { email: string; password: string },
  mobile: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
    // Only so the accessibility audit can be injected; the app's own scripts pass the CSP as they are.
    bypassCSP: true,
  });
  await context.addInitScript(CAPTURE_PEERS);
  const signedIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    headers: { origin: baseUrl },
    data: login,
  });
  expect(signedIn.status()).toBe(200);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** An appointment of Dra. Ana with this patient, starting in two minutes: the room is open. */
const appointmentSql = `
  insert into appointments (user_id, psychologist_id, psychologist_name, starts_at, ends_at, price_cents, status,
    patient_name, patient_email, patient_phone)
  values ($1, $2, 'Dra. Ana Beatriz Souza', now() + interval '2 minutes', now() + interval '52 minutes', 9990,
    'agendado', $3, $4, '(11) 98765-4321')
  returning id`;
const roomLinkSql = `update appointments set video_link = '/consultas/sala/' || id where id = $1`;

/** Both people enter; each side's connection receives audio and video; the patient leaves and is seen leaving. */
async function meetInTheRoom(options: {
  browser: Browser;
  patientUrl: string;
  psychologistUrl: string;
  patientEmail: string;
  appointmentId: string;
  screenshots: boolean;
}): Promise<void> {
  const { browser, appointmentId } = options;
  const patient = await signedInContext(
    browser,
    options.patientUrl,
    { email: options.patientEmail, password: PATIENT.password },
    true,
  );
  const psychologist = await signedInContext(
    browser,
    options.psychologistUrl,
    DEMO_PSYCHOLOGIST_LOGIN,
    false,
  );
  try {
    // The patient first: device check, then the waiting state.
    await patient.page.goto(`${options.patientUrl}/consultas/sala/${appointmentId}`);
    await patient.page.getByRole('heading', { name: 'Teste sua câmera e seu microfone' }).waitFor();
    await patient.page.getByText('Estamos ouvindo você.').waitFor();
    await patient.page.getByRole('combobox', { name: /Câmera/ }).waitFor();
    const problems = await seriousAxeViolations(patient.page, 'device check');
    if (options.screenshots) {
      await patient.page.screenshot({ path: path.join(SCREENS_DIR, 'room-device-check-390x844.png') });
    }
    await patient.page.getByRole('button', { name: 'Entrar na sala' }).click();
    await patient.page.getByText('Aguardando a psicóloga entrar…').waitFor();
    problems.push(...(await seriousAxeViolations(patient.page, 'waiting')));
    if (options.screenshots) {
      await patient.page.screenshot({ path: path.join(SCREENS_DIR, 'room-waiting-390x844.png') });
    }

    await psychologist.page.goto(`${options.psychologistUrl}/consultas/sala/${appointmentId}`);
    await psychologist.page.getByRole('button', { name: 'Entrar na sala' }).click();

    await patient.page.getByRole('button', { name: 'Desligar microfone' }).waitFor();
    await expect
      .poll(() => patient.page.getByText('Aguardando a psicóloga entrar…').count(), { timeout: 20_000 })
      .toBe(0);
    await Promise.all([expectMediaFlowing(patient.page), expectMediaFlowing(psychologist.page)]);
    await patient.page.getByText(/Conexão (boa|instável|ruim)/).waitFor();
    problems.push(...(await seriousAxeViolations(patient.page, 'call')));
    expect(problems).toEqual([]);
    if (options.screenshots) {
      await patient.page.screenshot({ path: path.join(SCREENS_DIR, 'room-call-390x844.png') });
    }

    // A blip: the patient's network goes away and comes back; the call goes on without a reload.
    await patient.context.setOffline(true);
    await patient.page.waitForTimeout(1_500);
    await patient.context.setOffline(false);
    await Promise.all([expectMediaFlowing(patient.page), expectMediaFlowing(psychologist.page)]);

    await patient.page.getByRole('button', { name: 'Sair da sala' }).click();
    await patient.page.getByRole('heading', { name: 'Você saiu da sala' }).waitFor();
    await psychologist.page.getByText('Aguardando Maria entrar…').waitFor();
  } finally {
    await patient.context.close();
    await psychologist.context.close();
  }
}

describe.skipIf(!hasChromium)('the consultation room on one process (embedded PGlite)', () => {
  let app: RunningApp;
  let browser: Browser;
  let dataDir: string;
  let appointmentId: string;
  const patientEmail = uniqueEmail('sala');

  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    dataDir = mkdtempSync(path.join(tmpdir(), 'aria-e2e-room-'));
    // The room opens ten minutes before the start: the appointment is written straight into the stopped
    // server's database, since no booking can start in two minutes.
    const first = await startApp({ DATA_DIR: dataDir });
    const patientId = await signUpPatient(first.baseUrl, patientEmail);
    await first.stop();
    const db = new PGlite(path.join(dataDir, 'pglite'));
    const inserted = await db.query<{ id: string }>(appointmentSql, [
      patientId,
      ANA.id,
      PATIENT.name,
      patientEmail,
    ]);
    appointmentId = inserted.rows[0]!.id;
    await db.query(roomLinkSql, [appointmentId]);
    await db.close();
    [app, browser] = await Promise.all([startApp({ DATA_DIR: dataDir }), launchBrowser(FAKE_MEDIA)]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets patient and psychologist see and hear each other, and records when each came and went', async () => {
    await meetInTheRoom({
      browser,
      patientUrl: app.baseUrl,
      psychologistUrl: app.baseUrl,
      patientEmail,
      appointmentId,
      screenshots: true,
    });
    await app.stop();
    const db = new PGlite(path.join(dataDir, 'pglite'));
    const { rows } = await db.query<Record<string, Date | null>>(
      `select patient_joined_at, patient_left_at, psychologist_joined_at from appointments where id = $1`,
      [appointmentId],
    );
    await db.close();
    expect(rows[0]!.patient_joined_at).toBeInstanceOf(Date);
    expect(rows[0]!.patient_left_at).toBeInstanceOf(Date);
    expect(rows[0]!.psychologist_joined_at).toBeInstanceOf(Date);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const twoProcesses = hasChromium && Boolean(adminUrl);
const twoTitle = 'the consultation room with the two people on two processes sharing one PostgreSQL';

describe.skipIf(!twoProcesses)(
  twoProcesses ? twoTitle : `${twoTitle} (skipped: needs TEST_DATABASE_URL and Chromium)`,
  () => {
    const databaseName = `aria_e2e_room_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const apps: RunningApp[] = [];
    let browser: Browser;
    let pool: pg.Pool;
    let appointmentId: string;
    const patientEmail = uniqueEmail('sala-dois');

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${databaseName}"`);
      await admin.end();
      const target = new URL(adminUrl!);
      target.pathname = `/${databaseName}`;
      const databaseUrl = target.toString();
      pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      const env = {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        BANK_DETAILS_KEY: randomBytes(32).toString('hex'),
        DEMO_DATA: 'false',
      };
      const [first, second, launched] = await Promise.all([
        startApp(env),
        startApp(env),
        launchBrowser(FAKE_MEDIA),
      ]);
      apps.push(first, second);
      browser = launched;
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
      await seedDemoData(database.db);
      await seedDemoPsychologistAccount(database.db);
      await database.close();
      const patientId = await signUpPatient(first.baseUrl, patientEmail);
      const inserted = await pool.query<{ id: string }>(appointmentSql, [
        patientId,
        ANA.id,
        PATIENT.name,
        patientEmail,
      ]);
      appointmentId = inserted.rows[0]!.id;
      await pool.query(roomLinkSql, [appointmentId]);
    });

    afterAll(async () => {
      await browser?.close();
      await Promise.all(apps.map((app) => app.stop()));
      await pool?.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    });

    it('connects the patient on one process with the psychologist on the other', async () => {
      const [patientProcess, psychologistProcess] = apps as [RunningApp, RunningApp];
      await meetInTheRoom({
        browser,
        patientUrl: patientProcess.baseUrl,
        psychologistUrl: psychologistProcess.baseUrl,
        patientEmail,
        appointmentId,
        screenshots: false,
      });
      // Each person's socket lived on their own process: the signals crossed through PostgreSQL.
      expect(patientProcess.logs.join('')).toMatch(/"role":"patient"[^\n]*"event":"room\.joined"/);
      expect(patientProcess.logs.join('')).not.toMatch(/"role":"psychologist"[^\n]*"event":"room\.joined"/);
      expect(psychologistProcess.logs.join('')).toMatch(/"role":"psychologist"[^\n]*"event":"room\.joined"/);
      const { rows } = await pool.query<{ patient: Date | null; psychologist: Date | null }>(
        `select patient_joined_at as patient, psychologist_joined_at as psychologist from appointments where id = $1`,
        [appointmentId],
      );
      expect(rows[0]!.patient).toBeInstanceOf(Date);
      expect(rows[0]!.psychologist).toBeInstanceOf(Date);
    });
  },
);
