import type { PhraseSet } from '../../../shared/text/phrase-pattern';

/** True when the set's phrases are most of the message: "sim!", "não, obrigada", "fiz sim kkk". */
export function isMostlyOf(set: PhraseSet, prepared: string, maxOtherWords: number): boolean {
  if (!set.test(prepared)) return false;
  const rest = set
    .blank(prepared)
    .split(' ')
    .filter((word) => word !== '' && word !== '~');
  return rest.length <= maxOtherWords;
}
