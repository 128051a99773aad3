import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONSENT_VERSION } from '../shared/consent';
import { dataDirFromTemplate } from './testing/data-dir';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe';
import { startServerProcess, stopServerProcess, type ServerProcess } from './testing/server-process';

/**
 * The production bundle carries the Stripe and OpenAI SDKs inside it (ADR 038), and the journeys run it only on the
 * sandbox and the scripted Aria. This starts the bundle with both real implementations, against local stand-ins
 * for the two paid APIs, so a package that breaks once bundled fails here and not in production.
 */
const secondRunOnPostgres = process.env.TEST_DB === 'postgres';

/** An OpenAI-compatible chat endpoint that streams one fixed reply. */
function startFakeLlm(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'aria-test', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ content: 'Oi! Aqui é o modelo, pelo SDK empacotado.' }, null));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/v1` });
    }),
  );
}

describe.skipIf(secondRunOnPostgres)('the production bundle with Stripe and an OpenAI-compatible LLM', () => {
  let stripe: FakeStripe;
  let llm: { server: Server; url: string };
  let app: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    [stripe, llm, dataDir] = await Promise.all([
      startFakeStripe(),
      startFakeLlm(),
      dataDirFromTemplate('aria-bundle-'),
    ]);
    app = await startServerProcess({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      PLANS_FREE_TEST: 'true',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_bundle',
      STRIPE_WEBHOOK_SECRET: 'whsec_bundle',
      STRIPE_API_BASE_URL: stripe.url,
      ARIA_LLM_BASE_URL: llm.url,
      ARIA_LLM_MODEL: 'aria-test',
    });
  }, 60_000);

  afterAll(async () => {
    if (app) await stopServerProcess(app, 'SIGTERM');
    await stripe?.close();
    llm?.server.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a Stripe checkout session and streams the model’s reply in the chat', async () => {
    const headers = { 'content-type': 'application/json', origin: app.url };
    const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Pessoa Bundle',
        email: 'bundle@example.com',
        password: 'senha-segura-1',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const post = (url: string, body: object) =>
      fetch(`${app.url}${url}`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(body),
      });

    const checkout = await post('/api/plans/checkout', { planType: 'mensal' });
    expect(checkout.status).toBe(200);
    expect(((await checkout.json()) as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /v1/checkout/sessions',
    );

    expect((await post('/api/plans/free-activation', { planType: 'mensal' })).status).toBe(200);
    expect((await post('/api/account/consents/chat', { version: CHAT_CONSENT_VERSION })).status).toBe(200);
    const chat = await post('/api/aria/chat', { message: 'oi, tudo bem?' });
    expect(chat.status).toBe(200);
    expect(await chat.text()).toContain('Oi! Aqui é o modelo, pelo SDK empacotado.');
  });
});
