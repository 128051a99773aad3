import type { FastifyBaseLogger } from 'fastify';
import { ARIA_HISTORY_CONTENT_MAX_LENGTH } from '../../shared/contracts/aria';
import { EngineFailure, type AriaEngine, type AriaEngineInput } from './engine';
import { findUnsafeContent, type UnsafeReason } from './output-filter';

/** The person leaving: work stops. */
export interface Leaving {
  readonly aborted: boolean;
  /** For an engine that passes it on (fetch); it may be made on first read (see the chat route). */
  readonly signal: AbortSignal;
}

/** What the filter reads of a chat's context: whether the person left, and where to log a failed engine. */
interface FilterContext {
  leaving?: Leaving;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Delta = { delta: string };

/** Characters of complete sentences gathered before they are checked and released together. */
const RELEASE_BATCH = 160;

/** Characters of already-checked text re-read with each new sentence, so a phrase across a boundary is seen. */
const FILTER_MARGIN = 200;
/** The end of the last complete sentence, so text is released to the person one sentence at a time. */
function sentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?…:\n](?=\s)/g)) end = match.index + 1;
  return end;
}

export type ComposingEngine = AriaEngine & Required<Pick<AriaEngine, 'compose'>>;

/** Distinct composed replies whose verdict is kept: some hundreds cover most first replies (see checkedWhole). */
const COMPOSED_VERDICTS_LIMIT = 4096;

export function composes(engine: AriaEngine): engine is ComposingEngine {
  return engine.compose !== undefined;
}

/** The reply cut to what the next request's history accepts, at a sentence end when there is one. */
export function withinHistoryLimit(text: string): string {
  if (text.length <= ARIA_HISTORY_CONTENT_MAX_LENGTH) return text;
  return text.slice(
    0,
    sentenceEnd(text.slice(0, ARIA_HISTORY_CONTENT_MAX_LENGTH)) || ARIA_HISTORY_CONTENT_MAX_LENGTH,
  );
}

/** Logs why an engine gave nothing usable and answers null, or just null when the person left. */
function engineFailed(engine: AriaEngine, error: unknown, context: FilterContext): null {
  if (context.leaving?.aborted) return null;
  const failure = error instanceof EngineFailure ? error : new EngineFailure('provider');
  // Reason and status only: the message, the history and the model's words never reach the logs.
  context.log.warn(
    { event: 'aria.engine_failed', engine: engine.kind, reason: failure.reason, status: failure.status },
    'aria engine gave no usable reply; answering with the fallback',
  );
  return null;
}

/** The output filter over an engine's reply, streamed or whole: nothing unsafe reaches the person. */
export function createReplyFilter() {
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
    context: FilterContext,
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
    context: FilterContext,
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

  return { checkedWhole, filtered };
}
