import type { FastifyBaseLogger } from 'fastify';
import { normalizeText } from '../../shared/text/normalize';
import type { AriaChatInput } from '../../shared/contracts/aria';
import { crisisReply, meansQuestionReply, someoneElseReply } from './care-texts';
import { panicFollowUp, riskReply } from './risk/risk-texts';
import { readRiskText } from './risk/reader';
import { writerIsWitness, writesForAChild } from './risk/violence';
import type { RiskAssessment } from './safety';
import { hashText } from './scripted/variation';

/** Aria's earlier messages in the history the browser sent: a safety text already among them is not sent again. */
export function earlierReplies(input: AriaChatInput): ReadonlySet<string> {
  return new Set(input.history.filter((item) => item.role === 'assistant').map((item) => item.content));
}

/**
 * The first of a text's variants that none of Aria's earlier messages already said word for word: a second crisis
 * in one conversation gets the full reply again, and the protocol's turns come back to the same steps, but a text
 * sent twice reads canned to someone in pain.
 */
export function unsaidVariant(
  write: (variant: number) => string,
  earlier: ReadonlySet<string>,
  seed = 0,
): string {
  for (let offset = 0; offset < 6; offset += 1) {
    const text = write(seed + offset);
    if (!earlier.has(text)) return text;
  }
  return write(seed);
}

/** Where a fixed reply's variants start: worked out when one is sent, not for every message an engine answers. */
function fixedSeed(input: AriaChatInput): number {
  return hashText(normalizeText(input.message)) + input.history.length;
}

/** The safety layer's own reply to a message that is a crisis, a danger or a panic step: no engine is called. */
export function safetyReply(
  input: AriaChatInput,
  risk: RiskAssessment,
  discountPercent: number,
  context: { log: Pick<FastifyBaseLogger, 'info'> },
): string {
  // Counts only (docs/care.md, What is logged): which path was taken, never what was written.
  if (risk.kind === 'risk') {
    context.log.info(
      { event: 'aria.risk', violence: risk.violence, urgent: risk.urgent, crisis: risk.crisis !== null },
      'aria risk answer',
    );
    return unsaidVariant(
      (variant) =>
        riskReply({
          crisis: risk.crisis,
          violence: risk.violence,
          urgent: risk.urgent,
          discountPercent,
          variant,
          witness: risk.violence.includes('someone-else') && writerIsWitness(readRiskText(input.message)),
          forAChild: writesForAChild(readRiskText(input.message)),
        }),
      earlierReplies(input),
      fixedSeed(input),
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
    return unsaidVariant(someoneElseReply, earlierReplies(input), fixedSeed(input));
  }
  if (risk.kind === 'means-question') {
    context.log.info({ event: 'aria.means_question' }, 'aria means question declined');
    return unsaidVariant(meansQuestionReply, earlierReplies(input), fixedSeed(input));
  }
  context.log.info(
    {
      event: 'aria.crisis',
      trigger: 'detector',
      categories: risk.kind === 'crisis' ? risk.categories : [],
    },
    'aria crisis',
  );
  return unsaidVariant(
    (v) => crisisReply(risk.kind === 'crisis' ? risk.categories : ['suicidal'], discountPercent, v),
    earlierReplies(input),
    fixedSeed(input),
  );
}
