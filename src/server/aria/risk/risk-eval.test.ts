import { describe, expect, it } from 'vitest';
import { evaluate, loadBatches, TARGETS } from '../../../../lab/risk/evaluate';

/**
 * The figures `npm run eval:violence` and `npm run eval:urgent` print on the evaluation-only batches (written blind,
 * never read), held as floors so a change to a lexicon or a model that loses them fails. The issues' targets
 * (TARGETS) are not all met by the detectors as shipped: see lab/risk/README.md. A floor is raised, never lowered,
 * when a new round measures better on new batches.
 */
const FLOORS = {
  violence: { recall: 0.94, falseAlarms: 0.02 },
  urgent: { lowestCategoryRecall: 0.88, falseAlarms: 0.02 },
};

describe('risk families on the evaluation-only batches', () => {
  it('violence: recall and false alarms at their floors', () => {
    const batches = loadBatches('violence', 'eval');
    expect(batches.length).toBeGreaterThanOrEqual(3);
    const result = evaluate('violence', batches);
    expect(result.recall).toBeGreaterThanOrEqual(FLOORS.violence.recall);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(FLOORS.violence.falseAlarms);
    expect(FLOORS.violence.falseAlarms).toBeLessThanOrEqual(TARGETS.violence.falseAlarms);
  });

  it('urgent states: every category’s recall and the false alarms at their floors', () => {
    const batches = loadBatches('urgent', 'eval');
    expect(batches.length).toBeGreaterThanOrEqual(3);
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
