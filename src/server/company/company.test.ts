import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, nextClientAddress, type TestApp } from '../testing/test-app';
import { companyContacts } from '../db/schema';

let testApp: TestApp;

// Limits off here so each case is about validation; the limit has its own app below.
beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
beforeEach(async () => {
  await testApp.database.db.delete(companyContacts);
});
afterAll(async () => {
  await testApp.close();
});

const valid = {
  companyName: 'Acme Tecnologia',
  email: 'rh@acme.com.br',
  employeeCount: 100,
  message: 'Queremos apoio emocional para a equipe.',
};

function submit(app: TestApp, payload: unknown, remoteAddress = nextClientAddress()) {
  return app.request({
    method: 'POST',
    url: '/api/company-contacts',
    payload: payload as object,
    remoteAddress,
  });
}

const storedRows = () => testApp.database.db.select().from(companyContacts);

describe('POST /api/company-contacts', () => {
  it('stores one request with trimmed values and answers 201 with its id', async () => {
    const response = await submit(testApp, {
      companyName: '  Acme Tecnologia  ',
      email: ' rh@acme.com.br ',
      employeeCount: 500,
      message: '  Queremos apoio emocional para a equipe.\n',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      companyName: 'Acme Tecnologia',
      email: 'rh@acme.com.br',
      employeeCount: 500,
      message: 'Queremos apoio emocional para a equipe.',
    });
  });

  it('stores no message when it is left out or blank', async () => {
    const { message: _message, ...withoutMessage } = valid;
    expect((await submit(testApp, withoutMessage)).statusCode).toBe(201);
    expect((await submit(testApp, { ...valid, message: '   ' })).statusCode).toBe(201);
    const rows = await storedRows();
    expect(rows.map((row) => row.message)).toEqual([null, null]);
  });

  it('accepts each of the five company sizes', async () => {
    for (const employeeCount of [10, 50, 100, 500, 1000]) {
      expect((await submit(testApp, { ...valid, employeeCount })).statusCode).toBe(201);
    }
    expect(await storedRows()).toHaveLength(5);
  });

  const { companyName: _companyName, ...withoutName } = valid;
  const { employeeCount: _employeeCount, ...withoutCount } = valid;
  const refused: Array<[string, unknown, string]> = [
    ['a missing company name', withoutName, 'Informe o nome da empresa.'],
    ['an empty company name', { ...valid, companyName: '' }, 'Informe o nome da empresa.'],
    ['a blank company name', { ...valid, companyName: '   ' }, 'Informe o nome da empresa.'],
    ['a bad e-mail', { ...valid, email: 'rh-acme.com.br' }, 'Digite um e-mail válido.'],
    ['an empty e-mail', { ...valid, email: '' }, 'Informe o e-mail corporativo.'],
    ['a missing employee count', withoutCount, 'Escolha o número de funcionários da empresa.'],
    [
      'an employee count outside the list',
      { ...valid, employeeCount: 20 },
      'Escolha o número de funcionários da empresa.',
    ],
    [
      'an employee count as a string',
      { ...valid, employeeCount: '50' },
      'Escolha o número de funcionários da empresa.',
    ],
    [
      'a fractional employee count',
      { ...valid, employeeCount: 50.5 },
      'Escolha o número de funcionários da empresa.',
    ],
    [
      'a message over 2000 characters',
      { ...valid, message: 'a'.repeat(2001) },
      'A mensagem pode ter no máximo 2000 caracteres.',
    ],
    [
      'a company name over 200 characters',
      { ...valid, companyName: 'A'.repeat(201) },
      'O nome da empresa pode ter no máximo 200 caracteres.',
    ],
  ];

  it.each(refused)('refuses %s with a pt-BR 400 and stores nothing', async (_case, payload, message) => {
    const response = await submit(testApp, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a request without a body with a pt-BR 400', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/company-contacts',
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
    expect(response.json().message).toMatch(/^Entrada inválida/);
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a request without our Origin, or from another site, and stores nothing', async () => {
    for (const headers of [{}, { origin: 'https://evil.example' }]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/company-contacts',
        headers,
        payload: valid,
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'bad_origin',
        message:
          'Origem da requisição não permitida. Abra a Aria em http://localhost:3000 (o endereço configurado em PUBLIC_URL).',
      });
    }
    expect(await storedRows()).toHaveLength(0);
  });
});

describe('POST /api/company-contacts rate limit', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 in Portuguese after 5 requests from one address in 10 minutes, counting per address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await submit(limited, valid, address)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const refused = await submit(limited, valid, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await limited.database.db.select().from(companyContacts)).toHaveLength(5);

    expect((await submit(limited, valid, nextClientAddress())).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host += 1) {
      statuses.push((await submit(limited, valid, `2001:db8:99:7::${host.toString(16)}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit(limited, valid, '2001:db8:99:8::1')).statusCode).toBe(201);
  });
});
