import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, appointments, psychologists } from '../db/schema';
import {
  appointmentValues,
  insertAppointments,
  insertPsychologist,
  signUpAdmin,
} from '../testing/admin-fixtures';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { createAdminRepository } from './repository';
import { createAdminService } from './service';
import { reportCsvStream } from './report-csv';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  admin = await signUpAdmin(testApp);
});
beforeEach(async () => {
  await testApp.database.db.delete(appointments);
  await testApp.database.db.delete(psychologists);
  await testApp.database.db.delete(adminAuditLog);
});
afterAll(async () => {
  await testApp.close();
});

const HEADERS = ['Data', 'Psicólogo', 'Paciente', 'Valor', 'Status', 'Assinante', 'Sala', 'Agendado em'];

function parseReport(body: string): Array<Record<string, string>> {
  return parse(body, { delimiter: ';', bom: true, columns: true, skip_empty_lines: true });
}

function exportCsv(query = '') {
  return testApp.request({
    method: 'GET',
    url: `/api/admin/appointments.csv${query}`,
    headers: { cookie: admin.cookie },
  });
}

describe('GET /api/admin/appointments.csv', () => {
  it('writes a BOM, ";" and RFC 4180 quoting, neutralises formulas and parses back', async () => {
    const tricky = await insertPsychologist(testApp, { name: 'Dra. "Ana"; Silva' });
    await insertAppointments(testApp, [
      appointmentValues(tricky, {
        psychologistName: 'Dra. "Ana"; Silva',
        patientName: '=HYPERLINK("http://x")',
        startsAt: new Date('2026-11-20T13:00:00Z'),
        createdAt: new Date('2026-11-18T02:30:00Z'),
        priceCents: 123456,
        isSubscriber: true,
        patientJoinedAt: new Date('2026-11-20T12:55:00Z'),
        psychologistJoinedAt: new Date('2026-11-20T12:58:00Z'),
      }),
      appointmentValues(tricky, {
        psychologistName: '@Bruno',
        patientName: 'Linha\nquebrada',
        startsAt: new Date('2026-11-21T13:00:00Z'),
        status: 'nao_compareceu',
        refundedAt: new Date('2026-11-22T13:00:00Z'),
        psychologistJoinedAt: new Date('2026-11-21T12:59:00Z'),
      }),
    ]);

    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="relatorio-consultas.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(response.body).toContain('"Dra. ""Ana""; Silva"');
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${HEADERS.join(';')}`);

    const records = parseReport(response.body);
    expect(Object.keys(records[0]!)).toEqual(HEADERS);
    expect(records).toEqual([
      {
        Data: '20/11/2026 10:00',
        Psicólogo: 'Dra. "Ana"; Silva',
        Paciente: `'=HYPERLINK("http://x")`,
        Valor: '1.234,56',
        Status: 'Agendado',
        Assinante: 'Sim',
        Sala: 'Os dois entraram',
        'Agendado em': '17/11/2026 23:30',
      },
      {
        Data: '21/11/2026 10:00',
        Psicólogo: `'@Bruno`,
        Paciente: 'Linha\nquebrada',
        Valor: '99,90',
        Status: 'Não compareceu (reembolsado)',
        Assinante: 'Não',
        Sala: 'Só o psicólogo entrou',
        'Agendado em': expect.any(String),
      },
    ]);
  });

  it('applies the list filters and writes one audit row per export', async () => {
    const ana = await insertPsychologist(testApp, { name: 'Ana' });
    await insertAppointments(testApp, [
      appointmentValues(ana, { startsAt: new Date('2026-11-20T13:00:00Z') }),
      appointmentValues(ana, { startsAt: new Date('2026-12-20T13:00:00Z') }),
      appointmentValues(ana, { startsAt: new Date('2026-11-21T13:00:00Z'), status: 'cancelado' }),
    ]);
    expect(parseReport((await exportCsv('?month=2026-11')).body)).toHaveLength(2);
    expect(parseReport((await exportCsv('?month=2026-11&status=cancelado')).body)).toHaveLength(1);
    expect(parseReport((await exportCsv(`?psychologistId=${ana}`)).body)).toHaveLength(3);
    expect((await exportCsv('?status=pago')).statusCode).toBe(400);

    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit.map((row) => row.action)).toEqual(['report.export', 'report.export', 'report.export']);
    expect(audit.every((row) => row.actorUserId === admin.id)).toBe(true);
  });

  it('refuses anyone but an admin before writing anything', async () => {
    const plain = await signUp(testApp);
    const response = await testApp.request({
      method: 'GET',
      url: '/api/admin/appointments.csv',
      headers: { cookie: plain.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await testApp.database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it('streams thousands of rows, read from the database in keyset batches', async () => {
    const ana = await insertPsychologist(testApp, { name: 'Ana' });
    const base = Date.UTC(2025, 0, 1, 12);
    const total = 2345;
    await insertAppointments(
      testApp,
      Array.from({ length: total }, (_, index) =>
        appointmentValues(ana, {
          psychologistName: 'Ana',
          patientName: `Paciente ${index}`,
          // Pairs share a start, so the id must break ties for the keyset to neither skip nor repeat a row.
          startsAt: new Date(base + Math.floor(index / 2) * 3_600_000),
          status: index % 2 === 0 ? 'agendado' : 'cancelado',
        }),
      ),
    );

    const repository = createAdminRepository(testApp.database.db);
    const readBatch = vi.spyOn(repository, 'listAppointmentsAfter');
    const service = createAdminService({ repository, csvBatchSize: 500 });
    const rows = await service.exportAppointments(
      {
        id: admin.id,
        email: admin.email,
        name: 'Admin',
        image: null,
        role: 'admin',
        twoFactorEnabled: true,
        emailVerified: true,
      },
      {},
    );
    const chunks: Buffer[] = [];
    let chunksBeforeLastBatch = 0;
    for await (const chunk of reportCsvStream(rows)) {
      chunks.push(Buffer.from(chunk as Buffer));
      if (readBatch.mock.calls.length < 5) chunksBeforeLastBatch = chunks.length;
    }
    // 2345 rows in batches of 500: four full batches and a short last one, then it stops.
    expect(readBatch).toHaveBeenCalledTimes(5);
    expect(readBatch.mock.calls.map((call) => call[2])).toEqual([500, 500, 500, 500, 500]);
    expect(readBatch.mock.calls[0]![1]).toBeNull();
    const firstBatch = await readBatch.mock.results[0]!.value;
    expect(readBatch.mock.calls[1]![1]).toEqual({
      startsAt: firstBatch[499].startsAt,
      id: firstBatch[499].id,
    });
    // Output left the stream before the last batch was read: the report never waited for all rows.
    expect(chunksBeforeLastBatch).toBeGreaterThan(0);

    const records = parseReport(Buffer.concat(chunks).toString('utf8'));
    expect(records).toHaveLength(total);
    expect(new Set(records.map((record) => record.Paciente)).size).toBe(total);

    const response = await exportCsv();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const overHttp = parseReport(response.body);
    expect(overHttp).toHaveLength(total);
    expect(overHttp[0]).toMatchObject({ Data: '01/01/2025 09:00', Psicólogo: 'Ana' });
  });
});
