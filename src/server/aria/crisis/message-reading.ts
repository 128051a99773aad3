import {
  DENIALS,
  HYPERBOLE_IN_JEST,
  IDIOMS,
  NAMED_WEARINESS,
  OTHER_SUBJECT,
  PAST_CONTEXT,
  PAST_MARKER,
  RECOVERED_NOW,
  RELAPSE,
  RELAPSE_INTO_HABIT,
  RULES_LOOK_ALIKES,
  SELF_NOW,
  SERIOUS_DESPITE_LAUGHTER,
} from './lexicon';
import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import { LAUGHTER } from '../laughter';

/**
 * How the crisis detector reads a message, once, for both its halves: the rules (detector.ts) and the classifier
 * (classifier.ts) take the same blanked text and context markers from here, so neither calls into the other.
 */

const BLANKED = new PhraseSet([...IDIOMS, ...DENIALS]);
const IN_JEST = new PhraseSet(HYPERBOLE_IN_JEST);
const WEARINESS = new PhraseSet(NAMED_WEARINESS);
const SERIOUS = new PhraseSet(SERIOUS_DESPITE_LAUGHTER);
const OTHER_SUBJECT_SET = new PhraseSet(OTHER_SUBJECT);
const PAST_CONTEXT_SET = new PhraseSet(PAST_CONTEXT);
const PAST_MARKER_SET = new PhraseSet(PAST_MARKER);
const RECOVERED_NOW_SET = new PhraseSet(RECOVERED_NOW);
const SELF_NOW_SET = new PhraseSet(SELF_NOW);
const RELAPSE_SET = new PhraseSet(RELAPSE);
const RELAPSE_INTO_HABIT_SET = new PhraseSet(RELAPSE_INTO_HABIT);
const RULES_LOOK_ALIKES_SET = new PhraseSet(RULES_LOOK_ALIKES);

/**
 * A message read once for both halves of the detector: normalised, with idioms and denials blanked ("morrendo de
 * rir" teaches nothing about dying), and the lexicon's context markers (someone else, a film, a crisis long
 * past; a present first person).
 */
export interface ReadMessage {
  /** blankIdioms' form: what the twelve-phrase rule reads, kept so the message is not read a second time for it. */
  idioms: string;
  /** normalizeText's form with idioms and denials replaced by "~", padded with a space on each side. */
  blanked: string;
  /** Someone else, a book, a film or the news is mentioned (OTHER_SUBJECT). */
  otherSubject: boolean;
  /** A crisis long past (PAST_CONTEXT, or PAST_MARKER with RECOVERED_NOW). */
  pastContext: boolean;
  /** A present first person (SELF_NOW). */
  selfNow: boolean;
}

/**
 * normalizeText's form, padded, with idioms and denials blanked, and the hyperboles people joke with ("perdi a
 * ranqueada, quero morrer kkkk") when the message laughs and nothing in it says it is serious. People who laugh
 * in crisis nearly always say so ("tô rindo de nervoso", "kkk sério", "não é piada"); the ones who do not are
 * left to the classifier, and the twelve phrases still make the message sensitive (care paragraph and crisis
 * lines, see detector.ts).
 */
export function blankText(text: string): string {
  return blankJokes(text, blankIdioms(text));
}

/** blankText's second step, on the text with its idioms blanked: weariness with something named, and jokes. */
function blankJokes(text: string, idioms: string): string {
  const named = WEARINESS.blank(idioms);
  return LAUGHTER.test(text) && !SERIOUS.test(prepare(text)) ? IN_JEST.blank(named) : named;
}

/**
 * A wish to die said laughing and not said to be serious ("kkkkk vou me jogar da janela se tiver mais uma prova"):
 * the hyperbole blankJokes sets aside. A conversation may take it back as meant a few messages later (risk-gate.ts).
 */
export function jokedAboutDying(text: string): boolean {
  if (!LAUGHTER.test(text)) return false;
  const prepared = prepare(text);
  return !SERIOUS.test(prepared) && IN_JEST.test(prepared);
}

/** Words in quotes, straight or curly: someone's words, or one's own reported. */
export const QUOTED = /["“«'‘][^"”»'’\n]{2,300}["”»'’]/u;
const QUOTED_ALL = new RegExp(QUOTED.source, 'gu');

/** Where a clause ends in the text as typed; normalisation drops the punctuation. */
const CLAUSE_PUNCTUATION = /[.,;!?\n]+/;

/**
 * Idioms and denials blanked, never jokes: what the twelve phrases' substring rule reads. Clause by clause, so neither
 * spans two: "Não. Vou me matar." holds no denial, "ela não, eu quero morrer" no "não quero morrer".
 */
export function blankIdioms(text: string): string {
  if (!CLAUSE_PUNCTUATION.test(text)) return BLANKED.blank(prepare(text));
  let joined = ' ';
  for (const clause of text.split(CLAUSE_PUNCTUATION)) {
    const blanked = BLANKED.blank(prepare(clause)).trim();
    if (blanked) joined += `${blanked} `;
  }
  return joined;
}

/**
 * A blanked text (or clause of `text`) for the phrase lists: RULES_LOOK_ALIKES blanked, and "recaí" where the message
 * names drinking, drugs or betting (RELAPSE_INTO_HABIT). For the lists only: the classifier learnt from the words as
 * they are.
 */
export function blankForRules(text: string, blanked: string): string {
  const lookAlikes = RULES_LOOK_ALIKES_SET.blank(blanked);
  if (!RELAPSE_SET.test(lookAlikes)) return lookAlikes;
  return RELAPSE_INTO_HABIT_SET.test(prepare(text)) ? RELAPSE_SET.blank(lookAlikes) : lookAlikes;
}

/**
 * A relapse into drinking, drugs or betting told ("recaí ontem depois de 4 meses limpo": round 9 walk, read by the
 * classifier alone at 0.54, which learnt "recaí" from self-harm): the classifier alone needs to be sure there
 * (detector.ts).
 */
export function relapseIntoHabit(text: string): boolean {
  const prepared = prepare(text);
  return RELAPSE_SET.test(prepared) && RELAPSE_INTO_HABIT_SET.test(prepared);
}

/** True when a blanked text mentions someone else, a book, a film or the news. */
export function mentionsOtherSubject(blanked: string): boolean {
  return OTHER_SUBJECT_SET.test(blanked);
}

export function readMessage(text: string): ReadMessage {
  const idioms = blankIdioms(text);
  const blanked = blankJokes(text, idioms);
  return {
    idioms,
    blanked,
    otherSubject: OTHER_SUBJECT_SET.test(blanked),
    pastContext:
      PAST_CONTEXT_SET.test(blanked) || (PAST_MARKER_SET.test(blanked) && RECOVERED_NOW_SET.test(blanked)),
    // Someone's quoted words ("ele mandou 'vou me matar'") are not the person speaking now.
    selfNow: SELF_NOW_SET.test(QUOTED.test(text) ? blankText(text.replace(QUOTED_ALL, ' ')) : blanked),
  };
}
