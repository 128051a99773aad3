import { describe, expect, it } from 'vitest';
import { analyzeDistress, detectDistress } from './distress';
import { CRISIS_THRESHOLD, encodeModel, train } from './distress-classifier';
import { BENIGN_CORPUS, CRISIS_CORPUS, labelledCorpus } from './distress-corpus';
import { crossValidate, TARGET_FALSE_ALARM_RATE, TARGET_RECALL } from './distress-eval';
import committedModel from './distress-model.json';

describe('crisis detector, cross-validated on the labelled corpus', () => {
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
    const result = crossValidate(5);
    expect(result.recall).toBeGreaterThanOrEqual(TARGET_RECALL);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(TARGET_FALSE_ALARM_RATE);
    // Every crisis category is caught, not just the total.
    for (const row of result.categories.filter(({ crisis }) => crisis)) {
      expect(row.flagged / row.total).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('ships the weights that training on the corpus produces (run npm run train:distress after editing it)', () => {
    expect(encodeModel(train(labelledCorpus()), CRISIS_THRESHOLD)).toEqual(committedModel);
  });

  it('reads a message in well under a millisecond', () => {
    const texts = labelledCorpus().map(({ text }) => text);
    const started = performance.now();
    for (const text of texts) detectDistress(text);
    expect((performance.now() - started) / texts.length).toBeLessThan(1);
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
