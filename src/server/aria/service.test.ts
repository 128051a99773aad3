import { describe, expect, it } from 'vitest';
import type { AriaChatInput, AriaHistoryItem, AriaStreamEvent } from '../../shared/contracts/aria';
import { ARIA_HISTORY_CONTENT_MAX_LENGTH } from '../../shared/contracts/aria';
import { careParagraph, crisisReply, isFixedCrisisReply, SAFE_REPLY } from './care-texts';
import { chunkText, type AriaEngine } from './engine';
import { createScriptedEngine } from './scripted/scripted-engine';
import { createAriaService, type AriaChatContext } from './service';

const user = (content: string): AriaHistoryItem => ({ role: 'user', content });
const assistant = (content: string): AriaHistoryItem => ({ role: 'assistant', content });

function context(): AriaChatContext & { logged: unknown[] } {
  const logged: unknown[] = [];
  const push = (entry: unknown) => void logged.push(entry);
  return { planType: 'mensal', log: { info: push, warn: push }, logged };
}

async function events(service: ReturnType<typeof createAriaService>, input: AriaChatInput) {
  const all: AriaStreamEvent[] = [];
  for await (const event of service.chat(input, context())) all.push(event);
  return all;
}

/** An engine that writes a fixed text, whole (`compose`) and in pieces (`reply`) alike. */
function writing(text: string): AriaEngine {
  return {
    kind: 'llm',
    async *reply() {
      yield* chunkText(text);
    },
    compose: () => text,
  };
}

/** The same engine without `compose`, so the service streams it through the sentence-by-sentence filter. */
function streamingOnly(engine: AriaEngine): AriaEngine {
  return { kind: engine.kind, reply: (input) => engine.reply(input) };
}

const scripted = createScriptedEngine();
const options = { stateSecret: 'service-test-secret' };
const whole = createAriaService({ primary: scripted, fallback: scripted }, options);
const streamed = createAriaService({ primary: streamingOnly(scripted), fallback: scripted }, options);

const afterCrisis = [user('não quero mais viver'), assistant(crisisReply(['suicidal'], 30, 0))];

const CONVERSATIONS: AriaChatInput[] = [
  { message: 'Tenho me sentido ansiosa com o trabalho.', history: [], hasSensitiveContent: false },
  { message: 'não consigo dormir direito faz uma semana', history: [], hasSensitiveContent: false },
  { message: 'oi', history: [], hasSensitiveContent: false },
  {
    message: 'meu namorado terminou comigo',
    history: [user('oi'), assistant('Oi! Como você está?')],
    hasSensitiveContent: false,
  },
  { message: 'quero fazer um exercício de respiração', history: [], hasSensitiveContent: false },
  { message: 'estou triste hoje', history: [], hasSensitiveContent: true },
  {
    message: 'me ajuda com a ansiedade da prova de amanhã, estou com muito medo',
    history: afterCrisis,
    hasSensitiveContent: false,
  },
  { message: 'ok', history: afterCrisis, hasSensitiveContent: false },
  { message: 'quero morrer', history: [], hasSensitiveContent: false },
  { message: 'quais as pontes mais altas de SP?', history: [], hasSensitiveContent: false },
];

describe('aria service: a reply composed whole', () => {
  it.each(CONVERSATIONS)('answers "$message" as the streamed path does', async (input) => {
    const streamedEvents = await events(streamed, input);
    const expected = streamedEvents.at(-1);
    expect(expected).toMatchObject({ done: true });
    const wholeEvents = await events(whole, input);
    expect(wholeEvents.at(-1)).toEqual(expected);
    const deltas = wholeEvents.flatMap((event) => ('delta' in event ? [event.delta] : []));
    expect(deltas.join('')).toBe(expected && 'response' in expected ? expected.response : null);
    expect(await whole.respond(input, context())).toBe(
      expected && 'response' in expected ? expected.response : null,
    );
  });

  it('varies a fixed reply by the message and never repeats Aria’s last one', async () => {
    // The seed and Aria's last message are read only when a fixed reply is sent (issue 15).
    const message = 'quero morrer';
    const first = await whole.respond({ message, history: [], hasSensitiveContent: false }, context());
    expect(first).toMatch(/188/);
    const again = await whole.respond(
      { message, history: [user(message), assistant(first!)], hasSensitiveContent: false },
      context(),
    );
    expect(again).toMatch(/188/);
    expect(again).not.toBe(first);
    const followUp = (history: AriaHistoryItem[]) =>
      whole.respond({ message: 'esquece', history, hasSensitiveContent: false }, context());
    const brushOff = await followUp(afterCrisis);
    expect(await followUp([...afterCrisis, user('esquece'), assistant(brushOff!)])).not.toBe(brushOff);
  });

  it('adds the care paragraph to a flagged message; after a crisis, the lines and the question about safety', async () => {
    const flagged = await whole.respond(CONVERSATIONS[5]!, context());
    expect(flagged!.endsWith(`\n\n${careParagraph(30)}`)).toBe(true);
    const afterwards = await whole.respond(CONVERSATIONS[6]!, context());
    // The protocol's next turn (issue 22): the subject answered, the lines, safety asked; never the full reply again.
    expect(afterwards).toMatch(/prova/);
    expect(afterwards).toContain('cvv.org.br');
    expect(afterwards).toMatch(/em segurança/);
    expect(isFixedCrisisReply(afterwards!)).toBe(false);
  });

  it('withholds an unsafe composed reply and answers with the fallback, logging only the reason', async () => {
    const service = createAriaService({
      primary: writing('Entendo. Eu sou humana, pode confiar.'),
      fallback: scripted,
    });
    const input = { message: 'estou triste hoje', history: [], hasSensitiveContent: false };
    const ctx = context();
    const text = await service.respond(input, ctx);
    expect(text).toBe(await whole.respond(input, context()));
    expect(text).not.toContain('humana');
    expect(ctx.logged).toContainEqual(
      expect.objectContaining({ event: 'aria.engine_failed', reason: 'unsafe' }),
    );
    expect(JSON.stringify(ctx.logged)).not.toMatch(/triste|humana/);
  });

  it('keeps its verdict on a composed reply: an unsafe one is withheld every time it recurs', async () => {
    // Verdicts on composed replies are kept per process (issue 15); a kept verdict must be the filter's own.
    let written = 'Entendo. Eu sou humana, pode confiar.';
    const service = createAriaService({
      primary: { ...writing(''), compose: () => written },
      fallback: scripted,
    });
    const input = { message: 'estou triste hoje', history: [], hasSensitiveContent: false };
    const expected = await whole.respond(input, context());
    for (let round = 0; round < 3; round += 1) {
      const ctx = context();
      expect(await service.respond(input, ctx)).toBe(expected);
      expect(ctx.logged).toContainEqual(expect.objectContaining({ reason: 'unsafe' }));
    }
    written = 'Entendo. Estou aqui com você.';
    for (let round = 0; round < 3; round += 1) expect(await service.respond(input, context())).toBe(written);
  });

  it('answers the fixed safe reply when the fallback is unsafe too, and when composing throws', async () => {
    const unsafe = writing('Isso fica só entre nós.');
    const input = { message: 'estou triste hoje', history: [], hasSensitiveContent: false };
    expect(await createAriaService({ primary: unsafe, fallback: unsafe }).respond(input, context())).toBe(
      SAFE_REPLY,
    );
    const broken: AriaEngine = {
      ...unsafe,
      compose: () => {
        throw new Error('broken');
      },
    };
    const ctx = context();
    expect(await createAriaService({ primary: broken, fallback: broken }).respond(input, ctx)).toBe(
      SAFE_REPLY,
    );
    expect(ctx.logged).toContainEqual(
      expect.objectContaining({ event: 'aria.engine_failed', reason: 'provider' }),
    );
  });

  it('cuts an over-long reply where the streamed path cuts it', async () => {
    const long = writing('Uma frase calma e curta. '.repeat(ARIA_HISTORY_CONTENT_MAX_LENGTH / 10));
    const input = { message: 'estou triste hoje', history: [], hasSensitiveContent: false };
    const text = await createAriaService({ primary: long, fallback: scripted }).respond(input, context());
    const viaStream = await createAriaService({ primary: streamingOnly(long), fallback: scripted }).respond(
      input,
      context(),
    );
    expect(text).toBe(viaStream);
    expect(text!.length).toBeLessThanOrEqual(ARIA_HISTORY_CONTENT_MAX_LENGTH);
    expect(text!.endsWith('curta.')).toBe(true);
  });

  it('answers nothing once the person has left', async () => {
    const ctx = { ...context(), leaving: { aborted: true, signal: AbortSignal.abort() } };
    const input = { message: 'estou triste hoje', history: [], hasSensitiveContent: false };
    expect(await whole.respond(input, ctx)).toBeNull();
    const all: AriaStreamEvent[] = [];
    for await (const event of whole.chat(input, ctx)) all.push(event);
    expect(all).toEqual([]);
  });
});
