import { describe, expect, it } from 'vitest';
import { evaluate, loadBatches, TARGETS } from '../../../../lab/risk/evaluate';

/**
 * The figures `npm run eval:violence` and `npm run eval:urgent` print on the evaluation-only batches (written blind,
 * never read), held as floors so a change to a lexicon or a model that loses them fails. The issues' targets
 * (TARGETS) are not met by the detectors as shipped: see lab/risk/README.md. The floors are those of the current
 * evaluation batches (round 5: vs, vt and uu, uv); when a round's batches join the development set, the new batches'
 * first measurement sets them again.
 */
const FLOORS = {
  violence: { recall: 0.92, falseAlarms: 0.065 },
  urgent: { lowestCategoryRecall: 0.85, falseAlarms: 0.03 },
};

describe('risk families on the evaluation-only batches', () => {
  it('violence: recall and false alarms at their floors', () => {
    const batches = loadBatches('violence', 'eval');
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const result = evaluate('violence', batches);
    expect(result.recall).toBeGreaterThanOrEqual(FLOORS.violence.recall);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(FLOORS.violence.falseAlarms);
    expect(TARGETS.violence.recall).toBeGreaterThan(FLOORS.violence.recall);
  });

  it('urgent states: every category’s recall and the false alarms at their floors', () => {
    const batches = loadBatches('urgent', 'eval');
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const result = evaluate('urgent', batches);
    for (const category of result.categories) {
      expect(category.detected / category.total, category.category).toBeGreaterThanOrEqual(
        FLOORS.urgent.lowestCategoryRecall,
      );
    }
    expect(result.falseAlarmRate).toBeLessThanOrEqual(FLOORS.urgent.falseAlarms);
    expect(FLOORS.urgent.falseAlarms).toBeLessThanOrEqual(TARGETS.urgent.falseAlarms);
  });
});
