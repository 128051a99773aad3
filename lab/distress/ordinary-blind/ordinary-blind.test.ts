import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleCategories } from '../../../src/server/aria/crisis/detector';
import { readRiskText } from '../../../src/server/aria/risk/reader';
import { detectUrgentByRules, readUrgent } from '../../../src/server/aria/risk/urgent';
import { detectViolenceByRules } from '../../../src/server/aria/risk/violence';

/**
 * The 900 ordinary messages written blind for dialogue round 3 (brief.md beside them): none is a crisis, a violence
 * or an urgent state, so whatever a phrase list reads in them is a false alarm the person would meet as a fixed
 * danger reply. Never trained on (ADR 040: as the classifier's negatives they cost recall); the lists were
 * narrowed from what they read here, each change checked against the risk corpora's recall. The ceilings hold the
 * count as measured (2026-11-27), so a list widened by a later change fails here: the crisis lists read two
 * ("sempre acho q dessa vez vai dar certo", a fear of being "um peso" for one's children in old age), the violence
 * lists one ("ver as fotos dela com outra pessoa no Instagram me derrubou hoje": a look-alike reaching that far would
 * also blank "ele achou as fotos e me derrubou"), the urgent lists none.
 */
const messages: string[] = ['o1', 'o2', 'o3'].flatMap(
  (batch) => JSON.parse(readFileSync(new URL(`./${batch}.json`, import.meta.url), 'utf8')) as string[],
);

describe('the phrase lists on ordinary messages written blind', () => {
  it('holds 900 messages', () => {
    expect(messages).toHaveLength(900);
  });

  it('reads at most two as a crisis', () => {
    expect(messages.filter((message) => ruleCategories(message).length > 0).length).toBeLessThanOrEqual(2);
  });

  it('reads at most one as violence', () => {
    const read = messages.filter((message) => detectViolenceByRules(readRiskText(message)).length > 0);
    expect(read.length).toBeLessThanOrEqual(1);
  });

  it('reads none as an urgent state', () => {
    const read = messages.filter(
      (message) => detectUrgentByRules(readUrgent(readRiskText(message))).length > 0,
    );
    expect(read).toEqual([]);
  });
});
