import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AriaChatInput, AriaStreamEvent } from '../../shared/contracts/aria';
import { getPlan, type PlanId } from '../../shared/plans';
import { careParagraph, SAFE_REPLY } from './care-texts';
import { readAct } from './dialogue/acts';
import { deriveDialogueState } from './dialogue/derive';
import { judgeInConversation } from './dialogue/risk-gate';
import { nextState, planTurn, type TurnPlan } from './dialogue/manager';
import { crisisGoodbye, followBody, followTail, reminderFor, settledReply } from './dialogue/protocol';
import { quickRepliesFor } from './dialogue/quick-replies';
import type { DialogueState } from './dialogue/state';
import { decodeDialogueState, encodeDialogueState } from './dialogue/state-token';
import { chunkText, type AriaEngine, type AriaEngineInput } from './engine';
import { composes, createReplyFilter, type Leaving } from './reply-filter';
import { assessRisk, redactDistress, violenceToldIn, type RiskAssessment } from './safety';
import { earlierReplies, safetyReply, unsaidVariant } from './safety-replies';
import { MINOR_NOTICE } from './risk/risk-texts';
import { readingTogether } from '../../shared/text/phrase-pattern';
import { DOUBLE_DOSE_NOTE, GENTLE_CHECKS } from './dialogue/protocol-texts';

export type { Leaving } from './reply-filter';

export interface AriaEngines {
  /** Answers every message the safety layer lets through. */
  primary: AriaEngine;
  /** Answers when the primary fails or writes something unsafe; the scripted engine. */
  fallback: AriaEngine;
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

/** Subscribers get 30% off consultations; the annual plan 50% (docs/product.md, Booking a consultation). */
function discountFor(planType: PlanId | null): number {
  return planType ? getPlan(planType).consultationDiscountPercent : 30;
}

export function createAriaService(
  engines: AriaEngines,
  options: AriaServiceOptions = { stateSecret: randomBytes(32).toString('hex') },
) {
  const { checkedWhole, filtered } = createReplyFilter();

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
    reply: string,
  ): string | null {
    const { plan, risk } = turn;
    const notice =
      risk.kind !== 'none'
        ? null
        : risk.minor && !earlierRepliesSaid(input, MINOR_NOTICE)
          ? MINOR_NOTICE
          : risk.uncertain && !earlierRepliesSaid(input, GENTLE_CHECKS[risk.uncertain])
            ? GENTLE_CHECKS[risk.uncertain]
            : risk.doubleDose
              ? DOUBLE_DOSE_NOTE
              : null;
    const joined = (addition: string | null) =>
      [addition, notice].filter((part): part is string => part !== null).join('\n\n') || null;
    if (plan.safety.kind === 'follow') return joined(followTail(plan.safety, plan, 0, reply) || null);
    if (input.hasSensitiveContent || risk.sensitive) {
      context.log.info(
        { event: 'aria.crisis', trigger: risk.sensitive ? 'spec-phrase' : 'client-flag' },
        'aria crisis',
      );
      return joined(careParagraph(discountPercent));
    }
    return joined(reminderFor(plan));
  }

  function earlierRepliesSaid(input: AriaChatInput, text: string): boolean {
    return [...earlierReplies(input)].some((reply) => reply.includes(text));
  }

  function withAddition(reply: string, addition: string | null): string {
    return addition ? `${reply}\n\n${addition}` : reply;
  }

  /**
   * The safety layer and the dialogue manager before any engine: a crisis or a danger gets the fixed reply, the turns
   * after it the protocol's (issue 22), and no engine is called for either; otherwise the manager's plan goes to the
   * engine, and a composing engine's reply is checked whole, with no streaming machinery.
   */
  function start(input: AriaChatInput, context: AriaChatContext): Start {
    return readingTogether(() => startReading(input, context));
  }

  function startReading(input: AriaChatInput, context: AriaChatContext): Start {
    const discountPercent = discountFor(context.planType);
    const state = stateOf(input, context);
    const act = readAct(input.message);
    const risk = judgeInConversation(
      assessRisk(input.message, input.history),
      input.message,
      state,
      act,
      input.history,
    );
    const plan = planTurn({ message: input.message, state, risk, act });
    const turn: TurnContext = { plan, risk };
    context.observeTurn?.(plan);
    const { safety } = plan;

    if (safety.kind === 'fixed') {
      return { complete: true, text: safetyReply(input, risk, discountPercent, context), turn };
    }
    if (safety.kind === 'settled') {
      context.log.info({ event: 'aria.crisis', trigger: 'settled' }, 'aria crisis settled');
      const text = unsaidVariant((variant) => settledReply(plan, variant), earlierReplies(input));
      return { complete: true, text, turn };
    }
    if (safety.kind === 'goodbye') {
      const text = unsaidVariant((variant) => crisisGoodbye(plan, variant), earlierReplies(input));
      return { complete: true, text, turn };
    }
    if (safety.kind === 'follow') {
      context.log.info({ event: 'aria.crisis', trigger: 'follow-up', move: safety.move }, 'aria crisis');
      if (followBody(safety, plan) !== null) {
        const text = unsaidVariant(
          (variant) =>
            withAddition(followBody(safety, plan, variant)!, followTail(safety, plan, variant) || null),
          earlierReplies(input),
        );
        return { complete: true, text, turn };
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
        return (violenceNamed ??=
          plan.before.crisis.families.includes('violence') ||
          (risk.kind === 'risk' && risk.violence.length > 0) ||
          violenceToldIn(input.message, input.history));
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
      text: withAddition(reply, additionFor(input, turn, discountPercent, context, reply)),
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
    const addition = additionFor(input, turn, discountPercent, context, result);
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
