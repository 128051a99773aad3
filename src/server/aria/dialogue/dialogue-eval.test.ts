import { describe, expect, it } from 'vitest';
import { loadConversations } from '../../../../lab/dialogue/corpus';
import { evaluate } from '../../../../lab/dialogue/evaluate';

/**
 * Holds the dialogue figures where they stand (lab/dialogue/README.md), so a change that loses ground fails. These are
 * floors against regression, not the target (95% of turns right, no grave error on the evaluation-only
 * batches), which the dialogue manager does not reach yet: most grave errors are the risk layer answering an
 * ordinary turn of a conversation as a danger.
 */
describe('dialogue evaluation (issue 22)', () => {
  it('holds its figures on the development and the evaluation-only conversations', async () => {
    const dev = await evaluate(loadConversations('dev'));
    const held = await evaluate(loadConversations('eval'));
    expect(dev.turns).toBeGreaterThanOrEqual(10000);
    expect(held.turns).toBeGreaterThanOrEqual(1000);
    expect(dev.right / dev.turns).toBeGreaterThanOrEqual(0.82);
    expect(dev.grave.length).toBeLessThanOrEqual(81);
    expect(held.right / held.turns).toBeGreaterThanOrEqual(0.678);
    expect(held.grave.length).toBeLessThanOrEqual(28);
  }, 120_000);
});
