import type { FastifyBaseLogger } from 'fastify';
import { normalizeText } from '../../shared/text/normalize';
import type { AriaChatInput } from '../../shared/contracts/aria';
import { crisisReply, meansQuestionReply, someoneElseReply } from './care-texts';
import { panicFollowUp, riskReply } from './risk/risk-texts';
import type { RiskAssessment } from './safety';
import { hashText } from './scripted/variation';

/**
 * The seed and Aria's earlier messages in the history the browser sent, which only the fixed replies read: worked
 * out when one is sent, not for every message an engine answers.
 */
function fixedSeed(input: AriaChatInput): [seed: number, earlier: ReadonlySet<string>] {
  return [
    hashText(normalizeText(input.message)) + input.history.length,
    new Set(input.history.filter((item) => item.role === 'assistant').map((item) => item.content)),
  ];
}

/**
 * A variant of a fixed reply that none of Aria's earlier messages already said word for word: a second crisis in
 * one conversation gets the full reply again, but a text sent twice reads canned to someone in pain.
 */
function fixedVariant(
  write: (variant: number) => string,
  seed: number,
  earlier: ReadonlySet<string>,
): string {
  for (let offset = 0; offset < 6; offset += 1) {
    const text = write(seed + offset);
    if (!earlier.has(text)) return text;
  }
  return write(seed);
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
