import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBookingPsychologists, startConsultationCheckout } from '../testing/booking';
import { nextBookableStart } from '../testing/security';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app';
import { serializeError } from './log-serializers';

describe('serializeError', () => {
  it('drops a failed query’s parameters and the database’s detail, and keeps the codes', () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), {
      code: '23514',
      constraint: 'x',
      table: 'appointments',
      detail: 'Failing row contains (Maria Silva, maria@example.com, (11) 98765-4321).',
    });
    const error = new DrizzleQueryError(
      'insert into "appointments" ("patient_name") values ($1)',
      ['Maria Silva', 'maria@example.com'],
      cause,
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('Maria');
    expect(text).not.toContain('maria@example.com');
    expect(text).not.toContain('98765');
    expect(serialized.message).toBe('Failed query: insert into "appointments" ("patient_name") values ($1)');
    expect(serialized.cause).toMatchObject({ code: '23514', constraint: 'x', table: 'appointments' });
    expect(serialized.stack).toContain('at ');
  });
});

describe('log lines of failing queries', () => {
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { LOG_LEVEL: 'info', RATE_LIMIT_ENABLED: 'false' },
      logStream: { write: (line) => lines.push(line) },
    });
    await seedBookingPsychologists(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('a failed booking logs the error code, never the patient’s name, e-mail or phone', async () => {
    await testApp.database.db.execute(
      sql.raw(
        `alter table appointments add constraint log_test_phone check (patient_phone <> '(11) 98765-4321') not valid`,
      ),
    );
    lines.length = 0;
    const response = await startConsultationCheckout(testApp, nextBookableStart(new Date(), 3).toISOString());
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('23514');
    expect(log).not.toContain('Maria Silva');
    expect(log).not.toContain('maria.silva@example.com');
    expect(log).not.toContain('98765-4321');
  });

  it('a failed session look-up logs the error code, never the session token', async () => {
    const person = await signUp(testApp);
    const token = /session_token=([^.;]+)/.exec(person.cookie)?.[1];
    expect(token).toBeTruthy();
    await testApp.database.db.execute(
      sql.raw('alter table "session" rename column "expires_at" to "expires_at_x"'),
    );
    lines.length = 0;
    try {
      const response = await testApp.request({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: person.cookie },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await testApp.database.db.execute(
        sql.raw('alter table "session" rename column "expires_at_x" to "expires_at"'),
      );
    }
    const log = lines.join('');
    expect(log).toContain('42703');
    expect(log).not.toContain(token!);
  });
});
