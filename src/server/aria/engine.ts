import type { AriaHistoryItem } from '../../shared/contracts/aria';
import type { TurnPlan } from './dialogue/manager';

export interface AriaEngineInput {
  /** The person's message, already validated and trimmed. */
  message: string;
  /** Earlier messages, oldest first, as the browser sent them. */
  history: readonly AriaHistoryItem[];
  /** The subscriber's consultation discount, quoted when Aria suggests a psychologist. */
  discountPercent: number;
  /**
   * Violence against the person (or someone they speak for) was named in this conversation: no advice to talk it
   * out with the other person, no couples' communication techniques (issue 29).
   */
  violenceNamed?: boolean;
  /**
   * The dialogue manager's decision for this message (issue 22): the exercise's move, whether an offer is welcome,
   * the crisis protocol's place, the person's name. Absent only when an engine is called outside the service.
   */
  dialogue?: TurnPlan;
  /** Aborted when the person leaves; an engine stops its work when it fires. */
  signal?: AbortSignal;
}

/** Anything that can write Aria's reply; the reply streams as text pieces that concatenate to the whole. */
export interface AriaEngine {
  readonly kind: 'scripted' | 'llm';
  reply(input: AriaEngineInput): AsyncIterable<string>;
  /**
   * The same reply as `reply`, whole, for an engine that writes it in one go: the service then checks it once and
   * sends it without streaming it through itself piece by piece (ADR 018).
   */
  compose?(input: AriaEngineInput): string;
}

/**
 * Cuts a finished text into word-aligned pieces of about `size` characters, so a reply written in one go still
 * streams like typing and the first piece leaves early. The pieces concatenate to the text exactly.
 */
export function chunkText(text: string, size = 48): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) {
    if (current.length > 0 && current.length + token.length > size) {
      pieces.push(current);
      current = '';
    }
    current += token;
  }
  if (current.length > 0) pieces.push(current);
  return pieces;
}

/** Why an engine gave no usable reply; logged without any message text. */
export class EngineFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'provider' | 'empty' | 'unsafe',
    readonly status?: number,
  ) {
    super(`Aria engine failed: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'EngineFailure';
  }
}
