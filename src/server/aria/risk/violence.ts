import { PhraseSet } from '../../../shared/aria/phrase-pattern';
import type { ViolenceKind } from './kinds';
import type { RiskText } from './reader';
import {
  BENIGN_LOOK_ALIKES,
  CHILD,
  CONTROL,
  ELDER,
  PHYSICAL,
  SEXUAL,
  SOMEONE_ELSE,
  STALKING,
  THREATS,
} from './violence-lexicon';

const LOOK_ALIKES = new PhraseSet(BENIGN_LOOK_ALIKES);

const KIND_SETS: [ViolenceKind, PhraseSet][] = [
  ['physical', new PhraseSet(PHYSICAL)],
  ['sexual', new PhraseSet(SEXUAL)],
  ['threats', new PhraseSet(THREATS)],
  ['stalking', new PhraseSet(STALKING)],
  ['control', new PhraseSet(CONTROL)],
  ['child', new PhraseSet(CHILD)],
  ['elder', new PhraseSet(ELDER)],
  ['someone-else', new PhraseSet(SOMEONE_ELSE)],
];

/** The kinds of violence a message tells of, clause by clause, after benign look-alikes are blanked. */
export function detectViolence(text: RiskText): ViolenceKind[] {
  const kinds = new Set<ViolenceKind>();
  for (const clause of text.clauses) {
    const blanked = LOOK_ALIKES.blank(clause);
    for (const [kind, set] of KIND_SETS) if (set.test(blanked)) kinds.add(kind);
  }
  return [...kinds];
}
