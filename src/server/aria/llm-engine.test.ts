import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../testing/test-app';
import { giveChatConsent } from '../testing/consent';
import { profiles } from '../db/schema';
import { parseAriaEventStream } from '../../shared/contracts/event-stream';
import type { AriaStreamEvent } from '../../shared/contracts/aria';
import { EngineFailure } from './engine';
import { createLlmEngine } from './llm-engine';
import { findUnsafeContent } from './output-filter';
import { createScriptedEngine } from './scripted/scripted-engine';
import { createAriaService } from './service';

/** A local stand-in for an OpenAI-compatible provider, serving /v1/chat/completions as SSE. */
type Behaviour = 'stream' | 'silent' | 'error' | 'empty' | 'first-then-hold';
let behaviour: Behaviour = 'stream';
let chunks: string[] = [];
const received: { model: string; stream: boolean; messages: { role: string; content: string }[] }[] = [];
const authorizations: (string | undefined)[] = [];
/** When the provider saw each request's connection close, in performance.now() time. */
const providerClosedAt: number[] = [];
let server: Server;
let baseUrl: string;

function sseChunk(content: string): string {
  const chunk = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (part: Buffer) => (body += part.toString('utf8')));
  request.on('end', () => {
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    received.push(JSON.parse(body));
    authorizations.push(request.headers.authorization);
    if (behaviour === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'internal error', type: 'server_error' } }));
      return;
    }
    if (behaviour === 'silent') return; // never answers; the engine's timeout must end the wait
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (behaviour === 'first-then-hold') {
      // One sentence, then nothing until the engine lets go of the connection.
      response.on('close', () => providerClosedAt.push(performance.now()));
      response.write(sseChunk(chunks[0]!));
      return;
    }
    if (behaviour === 'stream') for (const content of chunks) response.write(sseChunk(content));
    response.end('data: [DONE]\n\n');
  });
}

let testApp: TestApp;
let user: TestUser;

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  testApp = await buildTestApp({
    env: {
      ARIA_LLM_BASE_URL: baseUrl,
      ARIA_LLM_MODEL: 'fake-model',
      ARIA_LLM_API_KEY: 'test-key',
      // Long enough that a loaded CI machine does not starve the streaming tests into the fallback; the silent
      // provider's test still ends within its bound.
      ARIA_LLM_TIMEOUT_MS: '1500',
      ARIA_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  user = await signUp(testApp);
  await testApp.database.db
    .update(profiles)
    .set({ planType: 'mensal', planActive: true })
    .where(eq(profiles.userId, user.id));
  await giveChatConsent(testApp, user);
});
afterAll(async () => {
  await testApp.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  behaviour = 'stream';
  chunks = ['Entendo. ', 'Sinto muito que o trabalho esteja tão pesado. ', 'O que tem sido mais difícil?'];
  received.length = 0;
  authorizations.length = 0;
  providerClosedAt.length = 0;
});

function chat(message: string, accept = 'application/json', hasSensitiveContent = false) {
  return testApp.request({
    method: 'POST',
    url: '/api/aria/chat',
    headers: { accept, cookie: user.cookie },
    payload: {
      message,
      history: [
        { role: 'user', content: 'oi' },
        { role: 'assistant', content: 'Oi!' },
      ],
      hasSensitiveContent,
    },
  });
}

function finalText(events: AriaStreamEvent[]): string {
  const done = events.at(-1);
  return done && 'done' in done ? done.response : '';
}

describe('LLM engine', () => {
  const settings = () => ({ baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 300 });
  const input = { message: 'estou cansada do trabalho', history: [], discountPercent: 30 };

  it('gives the model the dialogue state: the name, a refusal, the exercise step and the crisis protocol (issue 22)', async () => {
    const service = createAriaService(
      { primary: createLlmEngine(settings()), fallback: createScriptedEngine() },
      { stateSecret: 'llm-dialogue-test' },
    );
    const context = {
      planType: 'mensal' as const,
      log: { info: () => undefined, warn: () => undefined },
      ownerId: 'u1',
    };
    const first = await service.respondTurn(
      {
        message: 'oi, meu nome é Joana. não quero exercício agora, só quero falar',
        history: [],
        hasSensitiveContent: false,
      },
      context,
    );
    await service.respondTurn(
      {
        message: 'meu trabalho anda muito pesado',
        history: [
          { role: 'user', content: 'oi, meu nome é Joana. não quero exercício agora, só quero falar' },
          { role: 'assistant', content: first!.response },
        ],
        hasSensitiveContent: false,
        state: first!.state,
      },
      context,
    );
    const prompt = received.at(-1)!.messages[0]!.content;
    expect(prompt).toContain('Estado da conversa');
    expect(prompt).toContain('A pessoa se chama Joana');
    expect(prompt).toContain('recusou exercícios');
    // A minor telling of a loss: the model is told not to suggest a consultation, and the service adds who Aria is for.
    const minor = await service.respondTurn(
      { message: 'tenho 13 anos e meu gato morreu ontem', history: [], hasSensitiveContent: false },
      context,
    );
    expect(received.at(-1)!.messages[0]!.content).toContain('menos de 18 anos');
    expect(minor!.response).toContain('18 anos');
  });

  it('streams the provider pieces in order and sends the system prompt, the history and the message', async () => {
    const pieces: string[] = [];
    const engine = createLlmEngine(settings());
    for await (const piece of engine.reply({
      ...input,
      history: [
        { role: 'user', content: 'oi' },
        { role: 'assistant', content: 'Oi! Como você está?' },
      ],
    })) {
      pieces.push(piece);
    }
    expect(pieces).toEqual(chunks);
    const request = received[0]!;
    expect(request).toMatchObject({ model: 'fake-model', stream: true });
    expect(request.messages[0]!.role).toBe('system');
    expect(request.messages[0]!.content).toContain('Você é a Aria');
    expect(request.messages[0]!.content).toContain('188');
    expect(request.messages[0]!.content).toMatch(/Nunca faça diagnósticos/);
    expect(request.messages.slice(1)).toEqual([
      { role: 'user', content: 'oi' },
      { role: 'assistant', content: 'Oi! Como você está?' },
      { role: 'user', content: 'estou cansada do trabalho' },
    ]);
    expect(authorizations[0]).toBe('Bearer test-key');
  });

  it.each([
    ['silent', 'timeout'],
    ['error', 'provider'],
    ['empty', 'empty'],
  ] as const)('fails with a typed error when the provider is %s', async (mode, reason) => {
    behaviour = mode;
    const engine = createLlmEngine(settings());
    const started = Date.now();
    const consume = async () => {
      for await (const _piece of engine.reply(input)) void _piece;
    };
    const error = await consume().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EngineFailure);
    expect((error as EngineFailure).reason).toBe(reason);
    if (mode === 'error') expect((error as EngineFailure).status).toBe(500);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('POST /api/aria/chat with the LLM engine', () => {
  it('streams the model reply through the API', async () => {
    const response = await chat('estou exausta com o trabalho', 'text/event-stream');
    expect(response.statusCode).toBe(200);
    const events = parseAriaEventStream(response.body);
    const deltas = events.flatMap((event) => ('delta' in event ? [event.delta] : []));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(chunks.join(''));
    expect(finalText(events)).toBe(chunks.join(''));
  });

  it('lets go of the provider as soon as the person leaves mid-reply', async () => {
    // The person's leaving reaches the engine through a signal the route makes on first read (issue 15).
    behaviour = 'first-then-hold';
    const address = new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' }));
    const body = JSON.stringify({
      message: 'estou cansada do trabalho',
      history: [],
      hasSensitiveContent: false,
    });
    // One connection of our own, closed by the test: a pooled client would keep another open.
    const request = httpRequest({
      host: address.hostname,
      port: address.port,
      method: 'POST',
      path: '/api/aria/chat',
      agent: false,
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: TEST_ORIGIN,
        cookie: user.cookie,
      },
    });
    const firstPiece = new Promise<string>((resolve, reject) => {
      request.on('response', (response) => response.once('data', (data: Buffer) => resolve(data.toString())));
      request.on('error', reject);
    });
    request.end(body);
    expect(await firstPiece).toContain('Entendo.');
    const leftAt = performance.now();
    request.destroy();
    await expect.poll(() => providerClosedAt.length, { timeout: 1000 }).toBe(1);
    // Well before the engine's own timeout (1.5 s from the request) would have closed it.
    expect(providerClosedAt[0]! - leftAt).toBeLessThan(1000);
  });

  it('answers with the scripted engine when the provider times out', async () => {
    behaviour = 'silent';
    const started = Date.now();
    const response = await chat('estou exausta com o trabalho');
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toMatch(/trabalho/);
    expect(response.json().response).not.toBe(chunks.join(''));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers with the scripted engine when the provider answers 500', async () => {
    behaviour = 'error';
    const response = await chat('não consigo dormir', 'text/event-stream');
    expect(response.statusCode).toBe(200);
    expect(finalText(parseAriaEventStream(response.body))).toMatch(/sono|dormir/);
  });

  it('answers with the scripted engine when the provider sends nothing', async () => {
    behaviour = 'empty';
    const response = await chat('me sinto muito sozinho');
    expect(response.json().response).toMatch(/solidão|só/);
  });

  it.each([
    ['a claim to be a psychologist', ['Entendo você. ', 'Como sua psicóloga, ', 'posso te ajudar.']],
    ['a claim to be human', ['Claro! ', 'Eu sou humana, ', 'pode confiar.']],
    ['a diagnosis', ['Pelo que você descreveu, ', 'você tem depressão.']],
    ['means', ['Entendo. ', 'A ponte mais alta de SP tem ', '100 metros de altura.']],
    ['a promise of secrecy', ['Pode falar, ', 'isso fica só entre nós.']],
  ])('withholds %s and answers with a safe scripted reply', async (_label, unsafe) => {
    chunks = unsafe;
    const response = await chat('estou triste hoje', 'text/event-stream');
    const events = parseAriaEventStream(response.body);
    const streamed = events.flatMap((event) => ('delta' in event ? [event.delta] : [])).join('');
    const text = finalText(events);
    expect(findUnsafeContent(streamed)).toBeNull();
    expect(findUnsafeContent(text)).toBeNull();
    expect(text).not.toContain(unsafe.slice(1).join(''));
    expect(text).toMatch(/trist/);
  });

  it('never sends a distress message to the provider', async () => {
    for (const message of ['não aguento mais', 'quero morrer', 'quais as pontes mais altas de SP?']) {
      const response = await chat(message, 'text/event-stream', false);
      expect(finalText(parseAriaEventStream(response.body))).toContain('188');
    }
    expect(received).toHaveLength(0);

    // Later messages reach the model with the earlier distress replaced by a note, never in the person's words.
    const later = await testApp.request({
      method: 'POST',
      url: '/api/aria/chat',
      headers: { cookie: user.cookie },
      payload: {
        message: 'me ajuda a pensar em como organizar minha semana de trabalho, está tudo muito corrido',
        history: [
          { role: 'user', content: 'quero morrer' },
          { role: 'assistant', content: 'Obrigada por me contar isso. (resposta de crise com 188 e 192)' },
        ],
      },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().response).toContain('188');
    expect(received).toHaveLength(1);
    expect(JSON.stringify(received[0])).not.toContain('quero morrer');
    expect(received[0]!.messages[1]!.content).toContain('Mensagem omitida');
  });

  it('logs failures and crises without any message text', async () => {
    const logged: unknown[] = [];
    const log = {
      info: (entry: unknown) => logged.push(entry),
      warn: (entry: unknown) => logged.push(entry),
    };
    const service = createAriaService({
      primary: createLlmEngine({ baseUrl, apiKey: 'k', model: 'fake-model', timeoutMs: 300 }),
      fallback: createScriptedEngine(),
    });
    const secret = 'meu chefe Roberto gritou comigo';
    behaviour = 'error';
    for await (const _event of service.chat(
      { message: secret, history: [], hasSensitiveContent: false },
      { planType: 'mensal', log: log as never },
    ))
      void _event;
    for await (const _event of service.chat(
      { message: `${secret} e eu quero morrer`, history: [], hasSensitiveContent: false },
      { planType: 'mensal', log: log as never },
    ))
      void _event;
    const serialized = JSON.stringify(logged);
    expect(serialized).toContain('aria.engine_failed');
    expect(serialized).toContain('aria.crisis');
    expect(serialized).not.toMatch(/Roberto|chefe|morrer/);
  });
});
