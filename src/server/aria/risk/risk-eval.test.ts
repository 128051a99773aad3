import { describe, expect, it } from 'vitest';
import { evaluate, loadBatches, TARGETS } from '../../../../lab/risk/evaluate';

/**
 * The figures `npm run eval:violence` and `npm run eval:urgent` print on the evaluation-only batches (written blind,
 * never read): held here, so a change to a lexicon that loses them fails.
 */
describe('risk families on the evaluation-only batches', () => {
  it('violence: recall and false alarms within the targets', () => {
    const batches = loadBatches('violence', 'eval');
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const result = evaluate('violence', batches);
    expect(result.recall).toBeGreaterThanOrEqual(TARGETS.violence.recall);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(TARGETS.violence.falseAlarms);
  });

  it('urgent states: every category’s recall and the false alarms within the targets', () => {
    const batches = loadBatches('urgent', 'eval');
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const result = evaluate('urgent', batches);
    for (const category of result.categories) {
      expect(category.detected / category.total, category.category).toBeGreaterThanOrEqual(
        TARGETS.urgent.recall,
      );
    }
    expect(result.falseAlarmRate).toBeLessThanOrEqual(TARGETS.urgent.falseAlarms);
  });
});
