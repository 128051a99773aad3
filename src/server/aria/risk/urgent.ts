import { PhraseSet } from '../../../shared/aria/phrase-pattern';
import type { UrgentKind } from './kinds';
import type { RiskText } from './reader';
import {
  BENIGN_LOOK_ALIKES,
  EATING_DISORDER,
  HARM_OTHERS,
  INTOXICATION,
  MINOR,
  PANIC,
  PERINATAL,
  PSYCHOSIS,
} from './urgent-lexicon';

const LOOK_ALIKES = new PhraseSet(BENIGN_LOOK_ALIKES);

const KIND_SETS: [UrgentKind, PhraseSet][] = [
  ['harm-others', new PhraseSet(HARM_OTHERS)],
  ['psychosis', new PhraseSet(PSYCHOSIS)],
  ['eating-disorder', new PhraseSet(EATING_DISORDER)],
  ['intoxication', new PhraseSet(INTOXICATION)],
  ['perinatal', new PhraseSet(PERINATAL)],
  ['panic', new PhraseSet(PANIC)],
  ['minor', new PhraseSet(MINOR)],
];

/** The urgent states a message tells of, clause by clause, after benign look-alikes are blanked. */
export function detectUrgent(text: RiskText): UrgentKind[] {
  const kinds = new Set<UrgentKind>();
  for (const clause of text.clauses) {
    const blanked = LOOK_ALIKES.blank(clause);
    for (const [kind, set] of KIND_SETS) if (set.test(blanked)) kinds.add(kind);
  }
  return [...kinds];
}
