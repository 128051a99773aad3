import { describe, expect, it } from 'vitest';
import { labelledCorpus } from '../../../../lab/distress/corpus';
import { longMessages, writersSet } from '../../../../lab/distress/evaluation-sets';
import { compileAnyPhrase, compilePhrase, PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import { SPEC_DISTRESS_PHRASES } from '../../../shared/text/spec-phrases';
import * as LEXICON from './lexicon';
import { blankIdioms } from './message-reading';

const LISTS = Object.entries(LEXICON as Record<string, unknown>).filter(
  (entry): entry is [string, readonly string[]] =>
    Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
);

function texts(): string[] {
  const { crisis, benign } = writersSet();
  return [...labelledCorpus().map(({ text }) => text), ...crisis, ...benign, ...longMessages().slice(0, 20)];
}

describe('PhraseSet on the lexicon', () => {
  it('tests, lists and blanks phrases exactly as the look-behind regexes do, for every lexicon list (issue 15)', () => {
    // `test` and `matches` read regexes that match the space before a phrase instead of looking behind for it,
    // and all three skip a text that lacks the words the phrases need; they must answer what `(?<= )phrase`
    // answers, on messages as read (prepared) and as blanked, one list after another on the same texts.
    expect(LISTS.length).toBeGreaterThan(20);
    // Every other message, so the thousands of per-phrase regexes run in seconds.
    const prepared = texts()
      .filter((_, index) => index % 2 === 0)
      .flatMap((text) => [prepare(text), blankIdioms(text)]);
    // Compared in plain code and reported together: an expect() per text and list cost most of the file's time.
    const mismatches: string[] = [];
    for (const [name, phrases] of [...LISTS, ['SPEC', SPEC_DISTRESS_PHRASES] as const]) {
      const set = new PhraseSet(phrases);
      const lookBehind = compileAnyPhrase(phrases);
      const lookBehindGlobal = compileAnyPhrase(phrases, 'g');
      const each = phrases.map((phrase) => ({ phrase, regex: compilePhrase(phrase) }));
      let found = 0;
      for (const text of prepared) {
        const expected = lookBehind.test(text);
        if (set.test(text) !== expected) mismatches.push(`${name} test: ${text}`);
        if (set.blank(text) !== text.replace(lookBehindGlobal, '~ '))
          mismatches.push(`${name} blank: ${text}`);
        if (!expected) continue;
        found += 1;
        const listed = each.filter(({ regex }) => regex.test(text)).map(({ phrase }) => phrase);
        const matched = set.matches(text);
        if (JSON.stringify(matched) !== JSON.stringify(listed))
          mismatches.push(`${name} matches: ${text}: ${matched.join(', ')} instead of ${listed.join(', ')}`);
      }
      // Every list occurs in the corpus, so the comparison above is not between two regexes that never match.
      if (found === 0) mismatches.push(`${name}: no text of the corpus has any of its phrases`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
