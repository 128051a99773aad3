import { describe, expect, it } from 'vitest';
import { evaluate, loadBatches, TARGETS, type Family } from '../../../../lab/risk/evaluate';

/**
 * The figures `npm run eval:violence` and `npm run eval:urgent` print, held as floors so a change to a lexicon or a
 * model that loses them fails (lab/risk/README.md).
 *
 * DEV_FLOORS hold the development batches, which the lexicons and the models were tuned on: they guard against
 * regression, not a measure of what an unseen writer meets (that is leave-one-writer-out, `-- --cross`, and the
 * evaluation-only batches).
 */
const DEV_FLOORS = {
  // Round 7 on 20 writers: 100.0% recall, 0.3% false alarms.
  violence: { recall: 0.997, falseAlarms: 0.004 },
  // Round 9 on 26 writers: 100.0% in every category, 0.4% false alarms (13 of 2,912).
  urgent: { lowestCategoryRecall: 0.995, falseAlarms: 0.005 },
};

/**
 * EVAL_FLOORS hold the evaluation-only batches (`eval-*.json`, written blind, never read): set once, from their first
 * measurement, when a round's new batches arrive. Until then there are none, and the test of them is skipped only
 * while no evaluation batch exists.
 */
const EVAL_FLOORS: {
  violence: { recall: number; falseAlarms: number } | null;
  urgent: { lowestCategoryRecall: number; falseAlarms: number } | null;
} = {
  // vy, vz (written blind for round 7; measured on 2026-11-27 with round 6, 94.8% recall and 5.4% false alarms, then
  // with round 7, fitted without them, as shipped): 95.2% recall, 4.0% false alarms. The targets are met.
  violence: { recall: 0.952, falseAlarms: 0.041 },
  // u9a, u9b (written blind while round 9 was fitted; measured on 2026-11-27 with round 8, then with round 9 as
  // shipped): every category 92.9% or more (intoxication and perinatal 92.9%), false alarms 2.2%. The targets
  // are met; the round before's batches, u8a and u8b, had left four categories under them.
  urgent: { lowestCategoryRecall: 0.928, falseAlarms: 0.023 },
};

const hasEval = (family: Family) => loadBatches(family, 'eval').length > 0;

describe('risk families on the development batches', () => {
  it('violence: recall and false alarms at their floors', () => {
    const result = evaluate('violence', loadBatches('violence', 'dev'));
    expect(result.recall).toBeGreaterThanOrEqual(DEV_FLOORS.violence.recall);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(DEV_FLOORS.violence.falseAlarms);
  });

  it('urgent states: every category’s recall and the false alarms at their floors', () => {
    const result = evaluate('urgent', loadBatches('urgent', 'dev'));
    for (const category of result.categories) {
      expect(category.detected / category.total, category.category).toBeGreaterThanOrEqual(
        DEV_FLOORS.urgent.lowestCategoryRecall,
      );
    }
    expect(result.falseAlarmRate).toBeLessThanOrEqual(DEV_FLOORS.urgent.falseAlarms);
  });
});

describe('risk families on the evaluation-only batches', () => {
  it.skipIf(!hasEval('violence'))('violence: recall and false alarms at their floors', () => {
    const floors = EVAL_FLOORS.violence;
    expect(
      floors,
      'evaluation batches exist: set EVAL_FLOORS.violence from their first measurement',
    ).not.toBeNull();
    const result = evaluate('violence', loadBatches('violence', 'eval'));
    expect(result.recall).toBeGreaterThanOrEqual(floors!.recall);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(floors!.falseAlarms);
    expect(floors!.falseAlarms).toBeLessThanOrEqual(TARGETS.violence.falseAlarms);
    // Issue 29's targets, met by vy, vz: a floor may not be lowered below them.
    expect(floors!.recall).toBeGreaterThanOrEqual(TARGETS.violence.recall);
  });

  it.skipIf(!hasEval('urgent'))(
    'urgent states: every category’s recall and the false alarms at their floors',
    () => {
      const floors = EVAL_FLOORS.urgent;
      expect(
        floors,
        'evaluation batches exist: set EVAL_FLOORS.urgent from their first measurement',
      ).not.toBeNull();
      const result = evaluate('urgent', loadBatches('urgent', 'eval'));
      for (const category of result.categories) {
        expect(category.detected / category.total, category.category).toBeGreaterThanOrEqual(
          floors!.lowestCategoryRecall,
        );
      }
      expect(result.falseAlarmRate).toBeLessThanOrEqual(floors!.falseAlarms);
      expect(floors!.falseAlarms).toBeLessThanOrEqual(TARGETS.urgent.falseAlarms);
      // Issue 30's target per category, met by u9a, u9b: a floor may not be lowered below it.
      expect(floors!.lowestCategoryRecall).toBeGreaterThanOrEqual(TARGETS.urgent.recall);
    },
  );
});
