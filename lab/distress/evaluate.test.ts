import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeDistress, detectDistress } from '../../src/server/aria/crisis/detector';
import { encodeModel, train } from '../../src/server/aria/crisis/classifier';
import { BENIGN_CORPUS, CRISIS_CORPUS, labelledCorpus } from './corpus';
import {
  checkSet,
  crossValidate,
  type DistressEvaluation,
  measureLatency,
  TARGET_FALSE_ALARM_RATE,
  TARGET_RECALL,
} from './evaluate';
import { INDEPENDENT_SETS, writersSet } from './evaluation-sets';
import committedModel from '../../src/server/aria/crisis/model.json';

/**
 * Floors on sets written by people who never saw the lexicon or the corpus and never read while tuning, set under
 * the figures measured when they were set, so the test catches a regression without claiming more than was
 * measured. TEST_SET (60 + 60; one message is 1.7 points): 95.0% recall, 6.7% false alarms. The six evaluation
 * writers' batches (864 + 864, ADR 019): 98.0% recall, 4.6% false alarms.
 */
const TEST_SET_RECALL_FLOOR = 0.9;
const TEST_SET_FALSE_ALARM_CEILING = 0.1;
const WRITERS_RECALL_FLOOR = 0.96;
const WRITERS_FALSE_ALARM_CEILING = 0.06;

describe('crisis detector, cross-validated on the labelled corpus', () => {
  // One cross-validation (five trainings) for the whole file: it also gives the threshold the weights use.
  let evaluation: DistressEvaluation;
  beforeAll(() => {
    evaluation = crossValidate(5);
  });

  it('holds at least 400 crisis and 400 benign messages, 40 or more in every category, no duplicates', () => {
    const corpus = labelledCorpus();
    expect(corpus.filter(({ crisis }) => crisis).length).toBeGreaterThanOrEqual(400);
    expect(corpus.filter(({ crisis }) => !crisis).length).toBeGreaterThanOrEqual(400);
    for (const texts of [...Object.values(CRISIS_CORPUS), ...Object.values(BENIGN_CORPUS)]) {
      expect(texts.length).toBeGreaterThanOrEqual(40);
    }
    expect(new Set(corpus.map(({ text }) => text)).size).toBe(corpus.length);
  });

  it('meets the recall and false-alarm targets in 5-fold cross-validation', () => {
    expect(evaluation.recall).toBeGreaterThanOrEqual(TARGET_RECALL);
    expect(evaluation.falseAlarmRate).toBeLessThanOrEqual(TARGET_FALSE_ALARM_RATE);
    // Every crisis category is caught, not just the total.
    for (const row of evaluation.categories.filter(({ crisis }) => crisis)) {
      expect(row.flagged / row.total).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('ships the weights and the threshold that training on the corpus produces (npm run train:distress)', () => {
    expect(encodeModel(train(labelledCorpus()), evaluation.threshold)).toEqual(committedModel);
  });

  it('keeps its recall and false alarms on TEST_SET, a set it was never tuned on', () => {
    const test = checkSet(INDEPENDENT_SETS.test);
    expect(test.recall).toBeGreaterThanOrEqual(TEST_SET_RECALL_FLOOR);
    expect(test.falseAlarmRate).toBeLessThanOrEqual(TEST_SET_FALSE_ALARM_CEILING);
  });

  it("keeps its recall and false alarms on the evaluation writers' batches, never read while tuning", () => {
    const writers = checkSet(writersSet());
    expect(writers.crisisTotal).toBe(864);
    expect(writers.recall).toBeGreaterThanOrEqual(WRITERS_RECALL_FLOOR);
    expect(writers.falseAlarmRate).toBeLessThanOrEqual(WRITERS_FALSE_ALARM_CEILING);
  });

  it('reads a message in under a millisecond, up to the maximum length (p99)', () => {
    const latency = measureLatency();
    expect(latency.longest).toBe(2000);
    expect(latency.p99).toBeLessThan(1);
  });
});

describe('the misses reported in issue 13', () => {
  it.each([
    'desejo morrer',
    'queria nunca mais acordar',
    'só queria que tudo acabe',
    'vou me despedir de todo mundo',
    'amanhã eu não vou estar mais aqui',
    'já planejei como',
    'comprei remédio pra tomar tudo de uma vez',
    'minha vida não tem sentido nenhum',
    'não tenho mais forças pra continuar',
  ])('flags "%s"', (text) => {
    expect(detectDistress(text)).toBe(true);
  });

  it('tells which half of the detector flagged a message', () => {
    expect(analyzeDistress('já planejei como').categories).toContain('plan');
    expect(analyzeDistress('vou me despedir de todo mundo').categories).toContain('farewell');
  });
});
