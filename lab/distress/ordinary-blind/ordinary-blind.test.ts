import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleCategories } from '../../../src/server/aria/crisis/detector';
import { readRiskText } from '../../../src/server/aria/risk/reader';
import { detectUrgentByRules, readUrgent } from '../../../src/server/aria/risk/urgent';
import { detectViolenceByRules } from '../../../src/server/aria/risk/violence';

/**
 * The 3,000 ordinary messages written blind (brief.md beside them; o1–o3 for dialogue round 3, o4–o6 in new voices
 * for round 5, o7–o8 in round 6's: chronic illness and carers, emergency workers, Brazilians abroad and the rural
 * North, new parents, older people alone, people in recovery; o9–o10 in round 7's: LGBTQIA+ people and religious
 * communities, teenagers online, manual and informal workers in debt, migrants writing Portuguese as a second
 * language): none is a crisis, a violence or an urgent state, so whatever a phrase list reads in them is a false
 * alarm the person would meet as a fixed danger reply. Never trained on (ADR 040: as the crisis classifier's
 * negatives they cost recall); the lists were narrowed from what they read here, each change checked against the
 * risk corpora's recall. The ceilings hold the counts as measured (2026-11-27), so a list widened later fails here.
 * The crisis lists read five: "sempre acho q dessa vez vai dar certo", a fear of being "um peso" for one's children
 * in old age, twice "não aguento mais" of the heat, one of the twelve phrases docs/care.md flags in any context, and
 * "voltei a contar do zero depois da recaída de março" (a relapse with nothing said of what into: cutting too is
 * counted in days).
 * The violence lists read one: "ver as fotos dela com outra pessoa no Instagram me derrubou hoje" (a look-alike
 * reaching that far would also blank "ele achou as fotos e me derrubou"). The urgent lists read only writers under 18
 * ("tenho 16"), rightly: their reply adds where a teenager finds help.
 * Round 7's 600 were first read by the lists three times, each narrowed since: "lembra de mim?" asked of Aria (a
 * farewell's words), a wife who sends photos of the boy (a sexual list said any photo sent), a daughter who wants
 * her father to stop working (control).
 */
const messages: string[] = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9', 'o10'].flatMap(
  (batch) => JSON.parse(readFileSync(new URL(`./${batch}.json`, import.meta.url), 'utf8')) as string[],
);

describe('the phrase lists on ordinary messages written blind', () => {
  it('holds 3,000 messages', () => {
    expect(messages).toHaveLength(3000);
  });

  it('reads at most five as a crisis', () => {
    expect(messages.filter((message) => ruleCategories(message).length > 0).length).toBeLessThanOrEqual(5);
  });

  it('reads at most one as violence', () => {
    const read = messages.filter((message) => detectViolenceByRules(readRiskText(message)).length > 0);
    expect(read.length).toBeLessThanOrEqual(1);
  });

  it('reads no urgent state but the age of a writer under 18', () => {
    const read = messages
      .map((message) => detectUrgentByRules(readUrgent(readRiskText(message))))
      .filter((kinds) => kinds.length > 0);
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((kinds) => kinds.length === 1 && kinds[0] === 'minor')).toBe(true);
  });
});
