import { PhraseSet } from '../../../shared/text/phrase-pattern';
import * as L from './urgent-lexicon';

/**
 * The urgent-state lexicon (urgent-lexicon.ts) compiled once into phrase sets. Both halves of urgent.ts read them:
 * the rules combine them into signs, and the classifier's gate and features reuse the same sets, so a phrase added
 * to the lexicon changes both at once.
 */

const set = (phrases: readonly string[]) => new PhraseSet(phrases);

export const LOOK_ALIKES = set(L.BENIGN_LOOK_ALIKES);

export const JOKE = set(L.JOKE);
export const JOKE_DENIED = set(L.JOKE_DENIED);
export const HARM_TRIVIAL = set(L.HARM_TRIVIAL);
export const HARM_AIMED_AT_WRITER = set(L.HARM_AIMED_AT_WRITER);
export const FICTION = set(L.FICTION);
/** Laughing and teasing emoji; the normalised text has lost them. */
export const JOKE_EMOJI =
  /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F648}\u{1F61C}\u{1F61D}\u{1F480}\u{1F639}]/u;
export const HARM_STRONG = set(L.HARM_STRONG);
export const HARM_MEANS = set(L.HARM_MEANS);
export const HARM_INTENT = set(L.HARM_INTENT);
export const HARM_TOPIC = set(L.HARM_TOPIC);

export const PSYCHOSIS_STRONG = set(L.PSYCHOSIS_STRONG);
export const PSYCHOSIS_ORG = set(L.PSYCHOSIS_ORG);
export const PSYCHOSIS_WATCHED = set(L.PSYCHOSIS_WATCHED);
export const CAPGRAS_REPLACED = set(L.CAPGRAS_REPLACED);
export const CAPGRAS_LIKENESS = set(L.CAPGRAS_LIKENESS);

export const EATING_STRONG = set(L.EATING_STRONG);
export const EATING_OBLIGED = set(L.EATING_OBLIGED);
export const EATING_SIGNS = [
  set(L.EATING_RESTRICT),
  set(L.EATING_PILLS),
  set(L.EATING_COMPENSATE),
  set(L.EATING_GUILT),
  set(L.EATING_BINGE),
  set(L.EATING_PURGE),
  set(L.EATING_BODY),
  set(L.EATING_IMAGE),
  set(L.EATING_SKIP),
];

export const INTOX_STRONG = set(L.INTOX_STRONG);
export const INTOX_TAKEN = set(L.INTOX_TAKEN);
export const INTOX_EFFECT = set(L.INTOX_EFFECT);
export const INTOX_DRIVE = set(L.INTOX_DRIVE);
export const INTOX_NOT_NOW = set(L.INTOX_NOT_NOW);

export const BIRTH = set(L.BIRTH);
export const CHILD = set(L.CHILD);
export const PERINATAL_INTRUSIVE = set(L.PERINATAL_INTRUSIVE);
export const PERINATAL_LOW = set(L.PERINATAL_LOW);
export const PERINATAL_OBJECT = set(L.PERINATAL_OBJECT);
export const PERINATAL_DISTRESS = set(L.PERINATAL_DISTRESS);

export const PANIC_STRONG = set(L.PANIC_STRONG);
export const PANIC_SYMPTOMS = [
  set(L.PANIC_HEART),
  set(L.PANIC_BREATH),
  set(L.PANIC_DREAD),
  set(L.PANIC_BODY),
];
export const PANIC_NOW = set(L.PANIC_NOW);
export const PANIC_PAST = set(L.PANIC_PAST);
export const PANIC_LASTING = set(L.PANIC_LASTING);
export const PANIC_EXERTION = set(L.PANIC_EXERTION);
export const PANIC_NOW_EXPLICIT = set([
  '(agora|agr|neste momento|nesse momento|agorinha)',
  '(ta|esta) acontecendo',
  '(essa|esta|agora) (ta|esta) (pior|piorando)',
  // Round 7: still shaking as the message is written, at night.
  '(ainda|to ainda|ainda to) (tremendo|sem ar|suando|sem conseguir respirar)',
]);

export const MINOR_STRONG = set(L.MINOR_STRONG);

export const HARM_ONE_SIGN = set(L.HARM_ONE_SIGN);
export const HARM_THOUGHTS = set(L.HARM_THOUGHTS_OF_ADULT);
export const HARM_COVERT = set(L.HARM_COVERT);
export const HARM_CARRIED = set(L.HARM_CARRIED);
export const HARM_ACT = set(L.HARM_ACT);
export const HARM_HIRED = set(L.HARM_HIRED);
export const HARM_FINAL = set(L.HARM_FINAL);
export const HARM_LAWFUL = set(L.HARM_LAWFUL);
export const HARM_LOCATED = set(L.HARM_LOCATED);
export const HARM_GOING = set(L.HARM_GOING);
export const HARM_SELF = set(L.HARM_SELF);
export const HARM_TOOL_USE = set(L.HARM_TOOL_USE);
export const HARM_CONCEAL = set(L.HARM_CONCEAL);
export const FIRE_SET = set(L.FIRE_SET);
export const FIRE_MEANS = set(L.FIRE_MEANS);
export const FIRE_BENIGN = set(L.FIRE_BENIGN);
export const INTOX_CANT_STOP = set(L.INTOX_CANT_STOP);
export const INTOX_SUBSTANCE = set(L.INTOX_SUBSTANCE);
export const PSYCHOSIS_REAL_SOURCE = set(L.PSYCHOSIS_REAL_SOURCE);
export const HARM_TARGET = set(L.HARM_TARGET);
export const PSYCHOSIS_ONE_SIGN = set(L.PSYCHOSIS_ONE_SIGN);
export const EATING_ONE_SIGN = set(L.EATING_ONE_SIGN);
export const INTOX_ONE_SIGN = set(L.INTOX_ONE_SIGN);
export const PERINATAL_ONE_SIGN = set(L.PERINATAL_ONE_SIGN);
export const MINOR_ONE_SIGN = set(L.MINOR_ONE_SIGN);
export const NOT_YET_ADULT = set(L.NOT_YET_ADULT);
export const FOOD_ILLNESS = set(L.FOOD_ILLNESS);
export const OTHER_PERSON_AGE = set(L.OTHER_PERSON_AGE);
export const PLAN_SIGNS = [set(L.PLAN_WHEN), set(L.PLAN_DEED), set(L.PLAN_ROUTINE), set(L.PLAN_COVER)];
export const PLAN_KITCHEN_WEAPON = set(L.PLAN_KITCHEN_WEAPON);
export const PERCEIVE = set(L.PERCEIVE);
export const PERCEPTION_UNSHARED = set(L.PERCEPTION_UNSHARED);
export const PLOT_AGAINST_ME = set(L.PLOT_AGAINST_ME);
export const EATING_HIDDEN_ASKED = set(L.EATING_HIDDEN_ASKED);
export const EATING_HIDDEN = set(L.EATING_HIDDEN);
export const EATING_AFTER_MEAL = set(L.EATING_AFTER_MEAL);
export const EATING_REPEATED = set(L.EATING_REPEATED);
export const EATING_LONG_FAST = set(L.EATING_LONG_FAST);

export const HARM_PLAN_KINDS = [HARM_FINAL, HARM_HIRED, HARM_STRONG, HARM_ONE_SIGN, HARM_THOUGHTS];

/** The classifier reads a kind only in a message on its topic, and not where the phrase lists' context voids it. */
export const TOPICS = [
  set(L.TOPIC_HARM),
  set(L.TOPIC_PSYCHOSIS),
  set(L.TOPIC_EATING),
  set(L.TOPIC_INTOX),
  set(L.TOPIC_PERINATAL),
  set(L.TOPIC_PANIC),
  set(L.TOPIC_MINOR),
];
export const ADULT_SELF = set(L.ADULT_SELF);
export const HARM_RAGE_WEAPON = set(L.HARM_RAGE_WEAPON);
