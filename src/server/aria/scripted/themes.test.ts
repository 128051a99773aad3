import { describe, expect, it } from 'vitest';
import { labelledCorpus } from '../../../../lab/distress/corpus';
import { compileAnyPhrase, keyCheck, prepare } from '../../../shared/text/phrase-pattern';
import { INTENT_CORPUS, THEME_CORPUS } from './corpus';
import { TECHNIQUES } from './exercise-scripts';
import { INTENTS } from './intents';
import { FEELINGS } from './replies';
import { THEMES } from './themes';

/** Every phrase list the scripted engine reads, by name. */
const LISTS: [string, readonly string[]][] = [
  ...THEMES.flatMap((theme): [string, readonly string[]][] => [
    [`theme ${theme.id}`, theme.patterns],
    ...(theme.situations ?? []).map((situation, index): [string, readonly string[]] => [
      `theme ${theme.id}, situation ${index}`,
      situation.patterns,
    ]),
  ]),
  ...Object.entries(INTENTS).map(([name, set]): [string, readonly string[]] => [
    `intent ${name}`,
    set.phrases,
  ]),
  ...FEELINGS.map(({ noun, patterns }): [string, readonly string[]] => [`feeling ${noun}`, patterns]),
  ...Object.values(TECHNIQUES).map((technique): [string, readonly string[]] => [
    `technique ${technique.id}`,
    technique.aliases,
  ]),
];

describe('scripted phrase lists and the shared key words', () => {
  it('never rule out a message where one of the list’s phrases occurs (issue 15)', () => {
    // detectTheme and every PhraseSet skip a list whose key words a message lacks; a key word chosen wrongly
    // would silently drop a theme or an intent.
    const texts = [
      ...labelledCorpus().filter((_, index) => index % 2 === 0),
      ...Object.values(THEME_CORPUS).flatMap(({ messages }) => messages.map((text) => ({ text }))),
      ...INTENT_CORPUS.map(({ message }) => ({ text: message })),
    ].map(({ text }) => prepare(text));
    expect(LISTS.length).toBeGreaterThan(40);
    let listsFound = 0;
    for (const [name, phrases] of LISTS) {
      const mayOccurIn = keyCheck(phrases);
      const regex = compileAnyPhrase(phrases);
      let found = 0;
      for (const text of texts) {
        if (!regex.test(text)) continue;
        found += 1;
        expect(mayOccurIn(text), `${name}: ${text}`).toBe(true);
      }
      if (found > 0) listsFound += 1;
    }
    // Nearly every list occurs in these messages, so the check above is not between two tests that never match.
    expect(listsFound).toBeGreaterThan(LISTS.length * 0.8);
  }, 120_000);
});
