import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../http/route-registry';
import { insertPsychologist, signUpAdmin, signUpSubscriber } from '../testing/admin-fixtures';
import { seedBookingPsychologists } from '../testing/booking';
import { tableRowCounts } from '../testing/security';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * Issue 15: every JSON route, fed a hand corpus of hostile bodies and bodies generated from the field names of its
 * zod contract, answers 4xx (never 5xx), and a refused request writes nothing in any table.
 */

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'); drop table appointments; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\u202eevil\u202c',
  'a\u0301\u0301\u0301',
  '\ud800',
  '𝔞𝔯𝔦𝔞 🧠',
  '../../etc/passwd',
  '%00%2e%2e',
  '2026-02-30T10:00:00.000Z',
  '2026-13-01',
  '2026-11-10T10:00:00+99:00',
  '2026-11-10T10:00:00[America/Nowhere]',
  'America/Nowhere',
  '0000-00-00T00:00:00Z',
  '275760-09-13T00:00:01Z',
  'NaN',
  '-0',
  '1e309',
  '__proto__',
  'x'.repeat(70_000),
];
const HOSTILE_NUMBERS = [-1, -0.01, 0.5, 99.999, 1e21, Number.MAX_SAFE_INTEGER + 2, -2_147_483_649, 0];

const hostileLeaf = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileLeaf, { maxKeys: 3 }) },
);

/** The field names a zod object declares (zod 4 keeps `.shape` on refined objects too). */
function shapeOf(schema: unknown): Record<string, unknown> | null {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? (shape as Record<string, unknown>) : null;
}

/** Each declared field missing or hostile, nested objects one level down, plus extra fields. */
function bodyFromContract(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const shape = shapeOf(schema);
  if (!shape || depth > 1) return hostileValue;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      shapeOf(field) ? fc.oneof(bodyFromContract(field, depth + 1), hostileValue) : hostileValue,
    ]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('role', 'isAdmin', 'userId', 'price', 'planActive', 'id'), hostileValue, {
        maxKeys: 2,
      }),
    )
    .map(([declared, extra]) => ({ ...extra, ...declared }));
}

const hostileId = fc.oneof(
  fc.constant(randomUUID()),
  fc.constantFrom(
    "1' or '1'='1",
    '..%2f..%2fetc%2fpasswd',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
    '-1',
    'x'.repeat(3000),
    '%F0%9F%A7%A0',
  ),
);

const deep = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);

/** Raw bodies that are not a clean JSON object, sent with the content type given. */
const RAW_CORPUS: Array<{ name: string; contentType: string; body: string | Buffer }> = [
  { name: 'empty body', contentType: 'application/json', body: '' },
  { name: 'null', contentType: 'application/json', body: 'null' },
  { name: 'array', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'string', contentType: 'application/json', body: '"texto"' },
  { name: 'number', contentType: 'application/json', body: '1e999' },
  { name: 'truncated JSON', contentType: 'application/json', body: '{"planType": "mensal"' },
  { name: 'deep arrays', contentType: 'application/json', body: deep('[', ']', 20_000) },
  {
    name: 'deep objects',
    contentType: 'application/json',
    body: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  },
  {
    name: 'duplicate keys',
    contentType: 'application/json',
    body: '{"planType":"mensal","planType":{"$gt":""}}',
  },
  {
    name: '__proto__',
    contentType: 'application/json',
    body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
  },
  {
    name: 'body over the limit',
    contentType: 'application/json',
    body: `{"message":"${'a'.repeat(1_100_000)}"}`,
  },
  {
    name: 'lone surrogate escape',
    contentType: 'application/json',
    body: '{"message":"\\ud800","name":"\\u0000"}',
  },
  { name: 'BOM', contentType: 'application/json', body: '\ufeff{"a":1}' },
  { name: 'text/plain', contentType: 'text/plain', body: 'planType=mensal' },
  {
    name: 'xml',
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { name: 'form', contentType: 'application/x-www-form-urlencoded', body: 'planType=mensal&role=admin' },
  { name: 'json with charset junk', contentType: 'application/json; charset=utf-7', body: '{"a":1}' },
  {
    name: 'malformed multipart',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nSem fim',
  },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', body: 'qualquer coisa' },
  {
    name: 'multipart with a huge field and a fake PDF',
    contentType: 'multipart/form-data; boundary=b',
    body: Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'n'.repeat(200_000)}\r\n` +
        `--b\r\nContent-Disposition: form-data; name="document"; filename="../../x.pdf"\r\nContent-Type: application/pdf\r\n\r\nMZ\x90\x00not a pdf\r\n--b--\r\n`,
    ),
  },
];

/** Bodies that are odd but valid for a route: a lone surrogate is still a chat message of one character. */
const ACCEPTED_AS_VALID: Record<string, string[]> = { 'POST /api/aria/chat': ['lone surrogate escape'] };

let testApp: TestApp;
let cookies: { subscriber: string; psychologist: string; admin: string };
let routes: RegisteredRoute[];

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  await seedBookingPsychologists(testApp);
  const subscriber = await signUpSubscriber(testApp);
  const psychologist = await signUp(testApp, { name: 'Psicóloga Teste' });
  await insertPsychologist(testApp, { userId: psychologist.id, email: psychologist.email });
  const admin = await signUpAdmin(testApp);
  cookies = { subscriber: subscriber.cookie, psychologist: psychologist.cookie, admin: admin.cookie };
  // The wildcard routes (better-auth, the client's pages) are fed through concrete paths below.
  routes = registeredRoutes(testApp.app).filter((route) => !route.url.includes('*'));
  routes.push(
    {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      schema: { body: fakeShape(['name', 'email', 'password']) },
    },
    { method: 'POST', url: '/api/auth/sign-in/email', schema: { body: fakeShape(['email', 'password']) } },
  );
});
afterAll(async () => {
  await testApp?.close();
});

function fakeShape(keys: string[]) {
  return { shape: Object.fromEntries(keys.map((key) => [key, {}])) };
}

/** The session with the most rights on this route, so the input reaches the code behind the guard. */
function cookieFor(url: string): string {
  if (url.startsWith('/api/admin/')) return cookies.admin;
  if (url.startsWith('/api/psychologist/')) return cookies.psychologist;
  return cookies.subscriber;
}

function pathWith(url: string, id: string): string {
  return url.replace(/:[a-zA-Z]+/g, encodeURIComponent(id));
}

let addressCounter = 0;
function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  addressCounter += 1;
  return testApp.request({
    ...options,
    remoteAddress: `10.66.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`,
  });
}

function expectNo5xx(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
}

describe('hostile input on every route', () => {
  it('finds the routes to attack', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  const TIMEOUT = 60_000;

  it(
    'answers every hand-made hostile body with a 4xx and writes nothing',
    async () => {
      for (const route of routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
        const before = await tableRowCounts(testApp.database.db);
        const accepted: string[] = [];
        for (const entry of RAW_CORPUS) {
          const response = await send({
            method: route.method as InjectOptions['method'],
            url: pathWith(route.url, randomUUID()),
            headers: { cookie: cookieFor(route.url), 'content-type': entry.contentType },
            payload: entry.body,
          });
          expectNo5xx(response, `${route.method} ${route.url} with ${entry.name}`);
          if (response.statusCode < 400) accepted.push(entry.name);
        }
        expect(accepted, `${route.method} ${route.url} accepted a hostile body`).toEqual(
          ACCEPTED_AS_VALID[`${route.method} ${route.url}`] ?? [],
        );
        expect(
          await tableRowCounts(testApp.database.db),
          `${route.method} ${route.url} wrote on refusal`,
        ).toEqual(before);
      }
    },
    TIMEOUT,
  );

  it(
    'answers bodies, queries and ids generated from each contract with a 4xx, never a 5xx, and writes nothing on refusal',
    async () => {
      for (const route of routes) {
        const before = await tableRowCounts(testApp.database.db);
        let accepted = 0;
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        await fc.assert(
          fc.asyncProperty(
            hasBody ? bodyFromContract(route.schema?.body) : fc.constant(undefined),
            bodyFromContract(route.schema?.querystring),
            hostileId,
            async (body, query, id) => {
              const search = new URLSearchParams();
              if (query && typeof query === 'object' && !Array.isArray(query)) {
                for (const [key, value] of Object.entries(query))
                  search.set(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
              }
              const response = await send({
                method: route.method as InjectOptions['method'],
                url: `${pathWith(route.url, id)}${search.size > 0 ? `?${search}` : ''}`,
                headers: { cookie: cookieFor(route.url) },
                ...(hasBody ? { payload: body as object } : {}),
              });
              expectNo5xx(response, `${route.method} ${route.url}`);
              if (response.statusCode < 400) accepted += 1;
            },
          ),
          { numRuns: 15, seed: 1515 },
        );
        if (accepted === 0) {
          expect(
            await tableRowCounts(testApp.database.db),
            `${route.method} ${route.url} wrote on refusal`,
          ).toEqual(before);
        }
      }
    },
    TIMEOUT * 2,
  );
});
