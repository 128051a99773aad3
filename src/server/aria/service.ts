import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeText } from '../../shared/text/normalize';
import type { AriaChatInput, AriaStreamEvent } from '../../shared/contracts/aria';
import { ARIA_HISTORY_CONTENT_MAX_LENGTH } from '../../shared/contracts/aria';
import { getPlan, type PlanId } from '../../shared/plans';
import { careParagraph, crisisReply, meansQuestionReply, someoneElseReply, SAFE_REPLY } from './care-texts';
import { readAct } from './dialogue/acts';
import { deriveDialogueState } from './dialogue/derive';
import { judgeInConversation } from './dialogue/risk-gate';
import { nextState, planTurn, type TurnPlan } from './dialogue/manager';
import { crisisGoodbye, followBody, followTail, reminderFor, settledReply } from './dialogue/protocol';
import { quickRepliesFor } from './dialogue/quick-replies';
import type { DialogueState } from './dialogue/state';
import { decodeDialogueState, encodeDialogueState } from './dialogue/state-token';
import { chunkText, EngineFailure, type AriaEngine, type AriaEngineInput } from './engine';
import { findUnsafeContent, type UnsafeReason } from './output-filter';
import { panicFollowUp, riskReply } from './risk/risk-texts';
import { assessRisk, redactDistress, violenceNamedIn, type RiskAssessment } from './safety';
import { hashText } from './scripted/variation';

export interface AriaEngines {
  /** Answers every message the safety layer lets through. */
  primary: AriaEngine;
  /** Answers when the primary fails or writes something unsafe; the scripted engine. */
  fallback: AriaEngine;
}

/** The person leaving: work stops. */
export interface Leaving {
  readonly aborted: boolean;
  /** For an engine that passes it on (fetch); it may be made on first read (see the chat route). */
  readonly signal: AbortSignal;
}

export interface AriaChatContext {
  planType: PlanId | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  leaving?: Leaving;
  /** Whose conversation: the signed dialogue state is bound to this id (state-token.ts). */
  ownerId?: string;
  /** Sees each turn's decision: the dialogue evaluation (lab/dialogue) judges it. Never given message text. */
  observeTurn?: (plan: TurnPlan) => void;
}

export interface AriaServiceOptions {
  /** Signs the dialogue state the browser carries between messages. */
  stateSecret: string;
}

/** What a reply leaves for the next message: the signed dialogue state and the quick replies to show. */
export interface TurnResult {
  state: string;
  quickReplies: string[];
}

export type AriaReply = { response: string } & TurnResult;

/** The dialogue manager's decision for this message, and the safety reading it was made from. */
interface TurnContext {
  plan: TurnPlan;
  risk: RiskAssessment;
}

type Delta = { delta: string };

/**
 * How a reply begins: already complete (a fixed care reply, or a composing engine's reply checked whole; null
 * when the person left first), or to be streamed from the primary engine.
 */
type Start =
  | { complete: true; text: string | null; turn: TurnContext }
  | {
      complete: false;
      engineInput: AriaEngineInput;
      risk: RiskAssessment;
      discountPercent: number;
      turn: TurnContext;
    };

/** Characters of complete sentences gathered before they are checked and released together. */
const RELEASE_BATCH = 160;

/** Characters of already-checked text re-read with each new sentence, so a phrase across a boundary is seen. */
const FILTER_MARGIN = 200;

/** Subscribers get 30% off consultations; the annual plan 50% (docs/product.md, Booking a consultation). */
function discountFor(planType: PlanId | null): number {
  return planType ? getPlan(planType).consultationDiscountPercent : 30;
}

/** The end of the last complete sentence, so text is released to the person one sentence at a time. */
function sentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?…:\n](?=\s)/g)) end = match.index + 1;
  return end;
}

/**
 * The seed and Aria's last message, which only the fixed replies read: worked out when one is sent, not for every
 * message an engine answers.
 */
function fixedSeed(input: AriaChatInput): [seed: number, lastAssistant: string | null] {
  return [
    hashText(normalizeText(input.message)) + input.history.length,
    [...input.history].reverse().find((item) => item.role === 'assistant')?.content ?? null,
  ];
}

/** A variant of a fixed reply that differs from Aria's last message, so a repeated crisis does not read canned. */
function fixedVariant(
  write: (variant: number) => string,
  seed: number,
  lastAssistant: string | null,
): string {
  for (let offset = 0; offset < 4; offset += 1) {
    const text = write(seed + offset);
    if (text !== lastAssistant) return text;
  }
  return write(seed);
}

type ComposingEngine = AriaEngine & Required<Pick<AriaEngine, 'compose'>>;

/** Distinct composed replies whose verdict is kept: some hundreds cover most first replies (see checkedWhole). */
const COMPOSED_VERDICTS_LIMIT = 4096;

function composes(engine: AriaEngine): engine is ComposingEngine {
  return engine.compose !== undefined;
}

/** The reply cut to what the next request's history accepts, at a sentence end when there is one. */
function withinHistoryLimit(text: string): string {
  if (text.length <= ARIA_HISTORY_CONTENT_MAX_LENGTH) return text;
  return text.slice(
    0,
    sentenceEnd(text.slice(0, ARIA_HISTORY_CONTENT_MAX_LENGTH)) || ARIA_HISTORY_CONTENT_MAX_LENGTH,
  );
}

/** Logs why an engine gave nothing usable and answers null, or just null when the person left. */
function engineFailed(engine: AriaEngine, error: unknown, context: AriaChatContext): null {
  if (context.leaving?.aborted) return null;
  const failure = error instanceof EngineFailure ? error : new EngineFailure('provider');
  // Reason and status only: the message, the history and the model's words never reach the logs.
  context.log.warn(
    { event: 'aria.engine_failed', engine: engine.kind, reason: failure.reason, status: failure.status },
    'aria engine gave no usable reply; answering with the fallback',
  );
  return null;
}

export function createAriaService(
  engines: AriaEngines,
  options: AriaServiceOptions = { stateSecret: randomBytes(32).toString('hex') },
) {
  /**
   * The output filter's verdict on each composed reply it has read. A composing engine (the scripted one) writes
   * only from its own fixed texts, so the same replies recur across people: 3,361 different messages of the
   * detector's corpus get 550 different first replies. Reading each once per process took a fifth of a scripted
   * reply's time under load (issue 15); a reply not seen before is read in full, as ever.
   */
  const composedVerdicts = new Map<string, UnsafeReason | null>();

  function verdictOnComposed(text: string): UnsafeReason | null {
    let verdict = composedVerdicts.get(text);
    if (verdict === undefined) {
      verdict = findUnsafeContent(text);
      if (composedVerdicts.size >= COMPOSED_VERDICTS_LIMIT)
        composedVerdicts.delete(composedVerdicts.keys().next().value!);
      composedVerdicts.set(text, verdict);
    }
    return verdict;
  }

  /**
   * A composing engine's whole reply, checked by the output filter over all of it: the same final check the
   * streamed path makes before its last release. The streamed path's earlier checks of sentence batches exist
   * only because it releases text before the reply is complete; here nothing leaves before the whole is checked.
   * Null when the engine failed or wrote something unsafe, as `filtered` answers.
   */
  function checkedWhole(
    engine: ComposingEngine,
    input: AriaEngineInput,
    context: AriaChatContext,
  ): string | null {
    try {
      const text = withinHistoryLimit(engine.compose(input));
      if (context.leaving?.aborted) return null;
      if (text.trim() === '') throw new EngineFailure('empty');
      if (verdictOnComposed(text)) throw new EngineFailure('unsafe');
      return text;
    } catch (error) {
      return engineFailed(engine, error, context);
    }
  }

  /**
   * Streams one engine's reply through the output filter. Text is held back until a sentence ends and is
   * checked, with everything before it, before it is released; anything unsafe stops the engine. Returns the
   * whole reply, or null when the engine failed or wrote something unsafe.
   */
  async function* filtered(
    engine: AriaEngine,
    input: AriaEngineInput,
    context: AriaChatContext,
  ): AsyncGenerator<Delta, string | null> {
    let text = '';
    let released = 0;
    try {
      for await (const piece of engine.reply(input)) {
        text += piece;
        if (text.length > ARIA_HISTORY_CONTENT_MAX_LENGTH) {
          // The reply comes back in the next request's history, which accepts this much.
          text = withinHistoryLimit(text);
          break;
        }
        const end = sentenceEnd(text);
        // The first sentence leaves at once; later ones in batches, since each release costs a filter pass.
        if (end > released && (released === 0 || end - released >= RELEASE_BATCH)) {
          // Unsafe phrases span a few words, so the new sentences plus a margin before them are enough here;
          // the whole reply is checked once more at the end.
          if (findUnsafeContent(text.slice(Math.max(0, released - FILTER_MARGIN), end))) {
            throw new EngineFailure('unsafe');
          }
          yield { delta: text.slice(released, end) };
          released = end;
        }
      }
      if (context.leaving?.aborted) return null;
      if (text.trim() === '') throw new EngineFailure('empty');
      const unsafe = findUnsafeContent(text);
      if (unsafe) throw new EngineFailure('unsafe');
      if (released < text.length) yield { delta: text.slice(released) };
      return text;
    } catch (error) {
      return engineFailed(engine, error, context);
    }
  }

  /** The fallback's reply in full, or the fixed safe reply if even that fails. */
  async function fallbackText(input: AriaEngineInput, context: AriaChatContext): Promise<string> {
    const pieces = filtered(engines.fallback, input, context);
    for (;;) {
      const next = await pieces.next();
      if (next.done) return next.value ?? SAFE_REPLY;
    }
  }

  /** The state this message continues: the signed one the browser sent back, else the history's. */
  function stateOf(input: AriaChatInput, context: AriaChatContext): DialogueState {
    const owner = context.ownerId ?? 'anonymous';
    const signed = input.state ? decodeDialogueState(input.state, options.stateSecret, owner) : null;
    return signed ?? deriveDialogueState(input.history);
  }

  function finish(text: string, { plan, risk }: TurnContext, context: AriaChatContext): TurnResult {
    const state = nextState(plan, risk, text);
    return {
      state: encodeDialogueState(state, options.stateSecret, context.ownerId ?? 'anonymous'),
      quickReplies: quickRepliesFor(state, plan),
    };
  }

  async function* fixed(
    text: string,
    turn: TurnContext,
    context: AriaChatContext,
  ): AsyncGenerator<AriaStreamEvent> {
    for (const piece of chunkText(text)) yield { delta: piece };
    yield { done: true, response: text, ...finish(text, turn, context) };
  }

  /**
   * What follows an engine's reply, if anything: the protocol's tail while a crisis is open; the care paragraph (ADR 019)
   * for a message the browser or the server flagged; the one-line reminder for the few replies after a crisis settled.
   */
  function additionFor(
    input: AriaChatInput,
    turn: TurnContext,
    discountPercent: number,
    context: AriaChatContext,
  ): string | null {
    const { plan, risk } = turn;
    if (plan.safety.kind === 'follow') return followTail(plan.safety, plan) || null;
    if (input.hasSensitiveContent || risk.sensitive) {
      context.log.info(
        { event: 'aria.crisis', trigger: risk.sensitive ? 'spec-phrase' : 'client-flag' },
        'aria crisis',
      );
      return careParagraph(discountPercent);
    }
    return reminderFor(plan);
  }

  function withAddition(reply: string, addition: string | null): string {
    return addition ? `${reply}\n\n${addition}` : reply;
  }

  /** The safety layer's own reply to a message that is a crisis, a danger or a panic step: no engine is called. */
  function safetyReply(
    input: AriaChatInput,
    risk: RiskAssessment,
    discountPercent: number,
    context: AriaChatContext,
  ): string {
    // Counts only (docs/care.md, What is logged): which path was taken, never what was written.
    if (risk.kind === 'risk') {
      context.log.info(
        { event: 'aria.risk', violence: risk.violence, urgent: risk.urgent, crisis: risk.crisis !== null },
        'aria risk answer',
      );
      return fixedVariant(
        (variant) =>
          riskReply({
            crisis: risk.crisis,
            violence: risk.violence,
            urgent: risk.urgent,
            discountPercent,
            variant,
          }),
        ...fixedSeed(input),
      );
    }
    if (risk.kind === 'panic-step') {
      context.log.info({ event: 'aria.risk', urgent: ['panic'], step: risk.previous + 1 }, 'aria panic step');
      return panicFollowUp(risk.previous);
    }
    if (risk.kind === 'someone-else') {
      context.log.info(
        { event: 'aria.someone_else' },
        'aria guidance for someone worried about another person',
      );
      return fixedVariant(someoneElseReply, ...fixedSeed(input));
    }
    if (risk.kind === 'means-question') {
      context.log.info({ event: 'aria.means_question' }, 'aria means question declined');
      return fixedVariant(meansQuestionReply, ...fixedSeed(input));
    }
    context.log.info(
      {
        event: 'aria.crisis',
        trigger: 'detector',
        categories: risk.kind === 'crisis' ? risk.categories : [],
      },
      'aria crisis',
    );
    return fixedVariant(
      (v) => crisisReply(risk.kind === 'crisis' ? risk.categories : ['suicidal'], discountPercent, v),
      ...fixedSeed(input),
    );
  }

  /**
   * The safety layer and the dialogue manager before any engine: a crisis or a danger gets the fixed reply, the turns
   * after it the protocol's (issue 22), and no engine is called for either; otherwise the manager's plan goes to the
   * engine, and a composing engine's reply is checked whole, with no streaming machinery.
   */
  function start(input: AriaChatInput, context: AriaChatContext): Start {
    const discountPercent = discountFor(context.planType);
    const state = stateOf(input, context);
    const act = readAct(input.message);
    const risk = judgeInConversation(assessRisk(input.message, input.history), input.message, state, act);
    const plan = planTurn({ message: input.message, state, risk, act });
    const turn: TurnContext = { plan, risk };
    context.observeTurn?.(plan);
    const { safety } = plan;

    if (safety.kind === 'fixed') {
      return { complete: true, text: safetyReply(input, risk, discountPercent, context), turn };
    }
    if (safety.kind === 'settled') {
      context.log.info({ event: 'aria.crisis', trigger: 'settled' }, 'aria crisis settled');
      return { complete: true, text: settledReply(plan), turn };
    }
    if (safety.kind === 'goodbye') return { complete: true, text: crisisGoodbye(plan), turn };
    if (safety.kind === 'follow') {
      context.log.info({ event: 'aria.crisis', trigger: 'follow-up', move: safety.move }, 'aria crisis');
      const body = followBody(safety, plan);
      if (body !== null) {
        return { complete: true, text: withAddition(body, followTail(safety, plan) || null), turn };
      }
    }

    let violenceNamed: boolean | undefined;
    const engineInput: AriaEngineInput = {
      message: input.message,
      history: redactDistress(input.history),
      discountPercent,
      dialogue: plan,
      // Read only when a reply could advise talking with a partner or a family (a relationship theme, the LLM's
      // prompt): most messages never pay for reading the history again.
      get violenceNamed() {
        return (violenceNamed ??= violenceNamedIn(input.message, input.history));
      },
      // Read only by an engine that streams: a reply composed in one synchronous go never makes the signal.
      get signal() {
        return context.leaving?.signal;
      },
    };
    const { primary, fallback } = engines;
    if (!composes(primary) || !composes(fallback)) {
      return { complete: false, engineInput, risk, discountPercent, turn };
    }
    let reply = checkedWhole(primary, engineInput, context);
    if (context.leaving?.aborted) return { complete: true, text: null, turn };
    reply ??= checkedWhole(fallback, engineInput, context) ?? SAFE_REPLY;
    return {
      complete: true,
      text: withAddition(reply, additionFor(input, turn, discountPercent, context)),
      turn,
    };
  }

  /** The primary engine's reply streamed through the output filter, the fallback's if it fails, then any addition. */
  async function* streamed(
    { engineInput, discountPercent, turn }: Extract<Start, { complete: false }>,
    input: AriaChatInput,
    context: AriaChatContext,
  ): AsyncGenerator<AriaStreamEvent> {
    const primary = filtered(engines.primary, engineInput, context);
    let released = false;
    let result: string | null;
    for (;;) {
      const next = await primary.next();
      if (next.done) {
        result = next.value;
        break;
      }
      released = true;
      yield next.value;
    }
    if (context.leaving?.aborted) return;
    if (result === null) {
      result = await fallbackText(engineInput, context);
      // Pieces already shown are superseded by `done.response` (see contracts/aria.ts); fresh ones stream.
      if (!released) for (const piece of chunkText(result)) yield { delta: piece };
    }
    const addition = additionFor(input, turn, discountPercent, context);
    if (addition) yield { delta: `\n\n${addition}` };
    const text = withAddition(result, addition);
    yield { done: true, response: text, ...finish(text, turn, context) };
  }

  return {
    /**
     * Aria's reply to one message, as stream events: text pieces, then the whole reply with the dialogue state to
     * send back. The safety layer runs before any engine (a crisis gets the fixed crisis reply and no engine is
     * called) and after it (an unsafe output is replaced by the scripted engine's reply).
     */
    async *chat(input: AriaChatInput, context: AriaChatContext): AsyncGenerator<AriaStreamEvent> {
      const begun = start(input, context);
      if (!begun.complete) {
        yield* streamed(begun, input, context);
        return;
      }
      if (begun.text !== null) yield* fixed(begun.text, begun.turn, context);
    },

    /**
     * The same reply as `chat`, whole, for a client that asked for JSON; null when the person left first. A
     * reply that is complete from the start skips every stream layer.
     */
    async respond(input: AriaChatInput, context: AriaChatContext): Promise<string | null> {
      return (await this.respondTurn(input, context))?.response ?? null;
    },

    /** `respond`, with the dialogue state to send back and the quick replies. */
    async respondTurn(input: AriaChatInput, context: AriaChatContext): Promise<AriaReply | null> {
      const begun = start(input, context);
      if (begun.complete) {
        return begun.text === null
          ? null
          : { response: begun.text, ...finish(begun.text, begun.turn, context) };
      }
      for await (const event of streamed(begun, input, context)) {
        if ('done' in event) {
          return {
            response: event.response,
            state: event.state ?? '',
            quickReplies: event.quickReplies ?? [],
          };
        }
      }
      return null;
    },
  };
}

export type AriaService = ReturnType<typeof createAriaService>;
