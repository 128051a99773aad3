import { PhraseSet } from '../../../shared/text/phrase-pattern';
import { URGENT_KINDS, type UrgentKind } from './kinds';
import type { RiskText } from './reader';
import {
  decodeUrgentModel,
  urgentFeatures,
  urgentProbabilities,
  type UrgentModel,
} from './urgent-classifier';
import MODEL_FILE from './urgent-model.json';
import * as L from './urgent-lexicon';

/**
 * Urgent states (issue 30), read from the whole message with its clauses kept apart: each clause is blanked of
 * benign look-alikes, ends with the word "zfim" (so a phrase can say "at the end of a clause": "tenho 15" and no
 * more) and a "~" no phrase crosses. Phrases match within a clause; the rules below combine signs across the
 * message (a weapon in one clause, the target's routine in another).
 */

const set = (phrases: readonly string[]) => new PhraseSet(phrases);

const LOOK_ALIKES = set(L.BENIGN_LOOK_ALIKES);

const JOKE = set(L.JOKE);
const JOKE_DENIED = set(L.JOKE_DENIED);
const HARM_TRIVIAL = set(L.HARM_TRIVIAL);
const HARM_AIMED_AT_WRITER = set(L.HARM_AIMED_AT_WRITER);
const FICTION = set(L.FICTION);
/** Laughing and teasing emoji; the normalised text has lost them. */
const JOKE_EMOJI = /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F648}\u{1F61C}\u{1F61D}\u{1F480}\u{1F639}]/u;
const HARM_STRONG = set(L.HARM_STRONG);
const HARM_MEANS = set(L.HARM_MEANS);
const HARM_INTENT = set(L.HARM_INTENT);
const HARM_TOPIC = set(L.HARM_TOPIC);

const PSYCHOSIS_STRONG = set(L.PSYCHOSIS_STRONG);
const PSYCHOSIS_ORG = set(L.PSYCHOSIS_ORG);
const PSYCHOSIS_WATCHED = set(L.PSYCHOSIS_WATCHED);
const CAPGRAS_REPLACED = set(L.CAPGRAS_REPLACED);
const CAPGRAS_LIKENESS = set(L.CAPGRAS_LIKENESS);

const EATING_STRONG = set(L.EATING_STRONG);
const EATING_OBLIGED = set(L.EATING_OBLIGED);
const EATING_SIGNS = [
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

const INTOX_STRONG = set(L.INTOX_STRONG);
const INTOX_TAKEN = set(L.INTOX_TAKEN);
const INTOX_EFFECT = set(L.INTOX_EFFECT);
const INTOX_DRIVE = set(L.INTOX_DRIVE);
const INTOX_NOT_NOW = set(L.INTOX_NOT_NOW);

const BIRTH = set(L.BIRTH);
const CHILD = set(L.CHILD);
const PERINATAL_INTRUSIVE = set(L.PERINATAL_INTRUSIVE);
const PERINATAL_LOW = set(L.PERINATAL_LOW);
const PERINATAL_OBJECT = set(L.PERINATAL_OBJECT);
const PERINATAL_DISTRESS = set(L.PERINATAL_DISTRESS);

const PANIC_STRONG = set(L.PANIC_STRONG);
const PANIC_SYMPTOMS = [set(L.PANIC_HEART), set(L.PANIC_BREATH), set(L.PANIC_DREAD), set(L.PANIC_BODY)];
const PANIC_NOW = set(L.PANIC_NOW);
const PANIC_PAST = set(L.PANIC_PAST);
const PANIC_EXERTION = set(L.PANIC_EXERTION);
const PANIC_NOW_EXPLICIT = set([
  '(agora|agr|neste momento|nesse momento|agorinha)',
  '(ta|esta) acontecendo',
  '(essa|esta|agora) (ta|esta) (pior|piorando)',
  // Round 7: still shaking as the message is written, at night.
  '(ainda|to ainda|ainda to) (tremendo|sem ar|suando|sem conseguir respirar)',
]);

const MINOR_STRONG = set(L.MINOR_STRONG);

const HARM_ONE_SIGN = set(L.HARM_ONE_SIGN);
const HARM_THOUGHTS = set(L.HARM_THOUGHTS_OF_ADULT);
const HARM_COVERT = set(L.HARM_COVERT);
const HARM_CARRIED = set(L.HARM_CARRIED);
const HARM_ACT = set(L.HARM_ACT);
const HARM_HIRED = set(L.HARM_HIRED);
const HARM_FINAL = set(L.HARM_FINAL);
const HARM_LAWFUL = set(L.HARM_LAWFUL);
const HARM_LOCATED = set(L.HARM_LOCATED);
const HARM_GOING = set(L.HARM_GOING);
const HARM_SELF = set(L.HARM_SELF);
const HARM_TOOL_USE = set(L.HARM_TOOL_USE);
const HARM_CONCEAL = set(L.HARM_CONCEAL);
const FIRE_SET = set(L.FIRE_SET);
const FIRE_MEANS = set(L.FIRE_MEANS);
const FIRE_BENIGN = set(L.FIRE_BENIGN);
const INTOX_CANT_STOP = set(L.INTOX_CANT_STOP);
const INTOX_SUBSTANCE = set(L.INTOX_SUBSTANCE);
const PSYCHOSIS_REAL_SOURCE = set(L.PSYCHOSIS_REAL_SOURCE);
const HARM_TARGET = set(L.HARM_TARGET);
const PSYCHOSIS_ONE_SIGN = set(L.PSYCHOSIS_ONE_SIGN);
const EATING_ONE_SIGN = set(L.EATING_ONE_SIGN);
const INTOX_ONE_SIGN = set(L.INTOX_ONE_SIGN);
const PERINATAL_ONE_SIGN = set(L.PERINATAL_ONE_SIGN);
const MINOR_ONE_SIGN = set(L.MINOR_ONE_SIGN);
const NOT_YET_ADULT = set(L.NOT_YET_ADULT);
const FOOD_ILLNESS = set(L.FOOD_ILLNESS);
const OTHER_PERSON_AGE = set(L.OTHER_PERSON_AGE);
const PLAN_SIGNS = [set(L.PLAN_WHEN), set(L.PLAN_DEED), set(L.PLAN_ROUTINE), set(L.PLAN_COVER)];
const PLAN_KITCHEN_WEAPON = set(L.PLAN_KITCHEN_WEAPON);
const PERCEIVE = set(L.PERCEIVE);
const PERCEPTION_UNSHARED = set(L.PERCEPTION_UNSHARED);
const PLOT_AGAINST_ME = set(L.PLOT_AGAINST_ME);
const EATING_HIDDEN_ASKED = set(L.EATING_HIDDEN_ASKED);
const EATING_HIDDEN = set(L.EATING_HIDDEN);
const EATING_AFTER_MEAL = set(L.EATING_AFTER_MEAL);
const EATING_REPEATED = set(L.EATING_REPEATED);
const EATING_LONG_FAST = set(L.EATING_LONG_FAST);

const HARM_PLAN_KINDS = [HARM_FINAL, HARM_HIRED, HARM_STRONG, HARM_ONE_SIGN, HARM_THOUGHTS];

/** The classifier reads a kind only in a message on its topic, and not where the phrase lists' context voids it. */
const TOPICS = [
  set(L.TOPIC_HARM),
  set(L.TOPIC_PSYCHOSIS),
  set(L.TOPIC_EATING),
  set(L.TOPIC_INTOX),
  set(L.TOPIC_PERINATAL),
  set(L.TOPIC_PANIC),
  set(L.TOPIC_MINOR),
];
const ADULT_SELF = set(L.ADULT_SELF);

function countSigns(sets: readonly PhraseSet[], text: string): number {
  let count = 0;
  for (const one of sets) if (one.test(text)) count += 1;
  return count;
}

/** The message as one string: clauses blanked of look-alikes, each ended by "zfim ~" so no phrase crosses. */
export function readable(text: RiskText): string {
  let joined = ' ';
  for (const clause of text.clauses) joined += `${LOOK_ALIKES.blank(clause).trim()} zfim ~ `;
  return joined;
}

/**
 * The parts of a plan a message shows, or 0 without the act itself: a kitchen knife carried (blanked as a look-alike)
 * counts as the act. A day, a routine and a decision alone are someone ending a relationship.
 */
function planSigns(text: string, prepared: string): number {
  const signs = countSigns(PLAN_SIGNS, text);
  if (PLAN_SIGNS[1]!.test(text)) return signs;
  return HARM_CARRIED.test(prepared) || PLAN_KITCHEN_WEAPON.test(prepared) ? signs + 1 : 0;
}

function harmOthers(text: string, raw: string, prepared: string): boolean {
  const means = HARM_MEANS.test(text) || HARM_CARRIED.test(prepared);
  const strong = HARM_STRONG.test(text);
  const intent = HARM_INTENT.test(text);
  if (means && (strong || intent)) return true;
  const joking =
    (JOKE.test(text) || JOKE_EMOJI.test(raw) || HARM_TRIVIAL.test(text)) && !JOKE_DENIED.test(prepared);
  if (strong) return !joking;
  // One strong sign: a plan's step, or a weapon at hand with someone aimed at.
  if (!joking && HARM_ONE_SIGN.test(text)) return true;
  if (!joking && HARM_THOUGHTS.test(text)) return true;
  // A weapon at hand and someone aimed at, unless the weapon is a sport's or the wrong is taken to the law.
  if (!joking && means && HARM_TARGET.test(text) && !HARM_LAWFUL.test(text) && !HARM_TOOL_USE.test(text))
    return true;
  // A harm done in secret (a dose changed, something put in the food) that no one will notice.
  if (!joking && HARM_COVERT.test(text) && HARM_CONCEAL.test(text) && HARM_TARGET.test(text)) return true;
  // What the writer will do to someone ("eu empurro ele", "aplico nele") and that no one will see.
  if (!joking && HARM_ACT.test(text) && HARM_CONCEAL.test(text)) return true;
  // The target's home found and the writer on the way, in so many words.
  if (!joking && HARM_LOCATED.test(text) && HARM_GOING.test(text) && !HARM_LAWFUL.test(text)) return true;
  // Someone asked or paid to do it, with a sign of a plan (paid, a day set) or of finality.
  if (!joking && HARM_HIRED.test(text) && (intent || HARM_FINAL.test(text))) return true;
  // A fire set, with its means at hand, not a barbecue's.
  if (!joking && FIRE_SET.test(text) && FIRE_MEANS.test(text) && !FIRE_BENIGN.test(text)) return true;
  // Round 9: a plan in its parts, however worded: a person aimed at, a harm to a body (or to a brake) or a weapon taken
  // up, and two of a day set, the target's routine known, the story for afterwards or the decision said.
  // A hunt or a lawsuit voids it unless the act is on a body (a fishing trip is no alibi for a push into the sea).
  const lawful = HARM_LAWFUL.test(text) && !PLAN_SIGNS[1]!.test(text);
  if (!joking && !lawful && HARM_TARGET.test(text) && planSigns(text, prepared) >= 3) return true;
  // No weapon named and no decisive phrase: killing or revenge spoken of, with two signs of a plan.
  return intent && !joking && HARM_TOPIC.test(text) && HARM_INTENT.matches(text).length >= 2;
}

function psychosis(text: string): boolean {
  return (
    PSYCHOSIS_STRONG.test(text) ||
    (PSYCHOSIS_ONE_SIGN.test(text) && !JOKE.test(text)) ||
    (PSYCHOSIS_ORG.test(text) && PSYCHOSIS_WATCHED.test(text) && !JOKE.test(text)) ||
    (CAPGRAS_REPLACED.test(text) && CAPGRAS_LIKENESS.test(text)) ||
    // Round 9: any perception of the writer's that others do not share, or that outlives its source.
    (PERCEIVE.test(text) && PERCEPTION_UNSHARED.test(text) && !JOKE.test(text)) ||
    (PLOT_AGAINST_ME.test(text) && !JOKE.test(text))
  );
}

function eatingDisorder(text: string, prepared: string): boolean {
  if (EATING_OBLIGED.test(text) && !JOKE.test(text)) return true;
  // Round 9: eating hidden from whoever asks, a purge repeated, a fast counted in days: each with one more sign.
  if (EATING_HIDDEN_ASKED.test(text) || EATING_LONG_FAST.test(text)) return true;
  const purge = EATING_SIGNS[5]!.test(text);
  if (EATING_HIDDEN.test(prepared) && (purge || countSigns(EATING_SIGNS, text) >= 1)) return true;
  if (purge && EATING_REPEATED.test(text) && EATING_AFTER_MEAL.test(text)) return true;
  return EATING_STRONG.test(text) || EATING_ONE_SIGN.test(text) || countSigns(EATING_SIGNS, text) >= 2;
}

function intoxication(text: string): boolean {
  if (INTOX_STRONG.test(text)) return true;
  const notNow = INTOX_NOT_NOW.test(text);
  if (INTOX_ONE_SIGN.test(text) && !notNow) return true;
  // Unable to stop, with a drug or a drink named anywhere in the message.
  if (!notNow && INTOX_CANT_STOP.test(text) && INTOX_SUBSTANCE.test(text)) return true;
  if (!INTOX_TAKEN.test(text) || notNow) return false;
  if (INTOX_EFFECT.test(text) || INTOX_DRIVE.test(text)) return true;
  // A substance taken and the body in an attack now (a bad trip, a stimulant's racing heart): both answers hold.
  const symptoms = countSigns(PANIC_SYMPTOMS, text);
  const past = PANIC_PAST.test(text) && !PANIC_NOW_EXPLICIT.test(text);
  return !past && (symptoms >= 2 || (symptoms === 1 && PANIC_NOW.test(text)));
}

function perinatal(text: string): boolean {
  // Low mood counts around a birth; an intrusive image of harm also with a young child in one's care.
  const birth = BIRTH.test(text);
  if (birth && PERINATAL_LOW.test(text)) return true;
  if (PERINATAL_ONE_SIGN.test(text)) return true;
  // A knife or a window seen and the child thought of, unwanted: it makes the writer ill, they want it to stop.
  if (PERINATAL_OBJECT.test(text) && PERINATAL_DISTRESS.test(text)) return true;
  return (birth || CHILD.test(text)) && PERINATAL_INTRUSIVE.test(text);
}

function panic(text: string): boolean {
  const past = PANIC_PAST.test(text) && !PANIC_NOW_EXPLICIT.test(text);
  if (past) return false;
  if (PANIC_STRONG.test(text)) return true;
  // A heart racing at the gym or for a crush, with no dread of dying or going mad.
  if (PANIC_EXERTION.test(text) && !PANIC_SYMPTOMS[2]!.test(text)) return false;
  const symptoms = countSigns(PANIC_SYMPTOMS, text);
  return symptoms >= 2 || (symptoms === 1 && PANIC_NOW.test(text));
}

function minor(text: string): boolean {
  if (NOT_YET_ADULT.test(text)) return true;
  return (MINOR_STRONG.test(text) || MINOR_ONE_SIGN.test(text)) && !ADULT_SELF.test(text);
}

const MODEL = decodeUrgentModel(MODEL_FILE as UrgentModel);
const NO_SCORES = URGENT_KINDS.map(() => 0);

/** What both halves read: the clauses joined, and whether a film or the news is told of. */
export interface UrgentReading {
  read: string;
  /** The whole message normalised, look-alikes kept. */
  prepared: string;
  raw: string;
  fiction: boolean;
}

export function readUrgent(text: RiskText): UrgentReading {
  const read = readable(text);
  return { read, prepared: text.prepared, raw: text.raw, fiction: FICTION.test(read) };
}

/** Per kind (URGENT_KINDS order), whether the classifier may read it here. */
export function classifierAllowed(reading: UrgentReading): boolean[] {
  const { read, fiction } = reading;
  const allowed = TOPICS.map((topic) => topic.test(read));
  // A kitchen knife carried away is blanked as a look-alike; the gate opens for it (the classifier reads the rest).
  if (HARM_CARRIED.test(reading.prepared)) allowed[0] = true;
  // The kinds of a plan that name no weapon and no killing open the gate too.
  if (HARM_PLAN_KINDS.some((kind) => kind.test(read))) allowed[0] = true;
  if (fiction || (HARM_TRIVIAL.test(read) && !HARM_MEANS.test(read))) allowed[0] = false;
  // A shooting club, a hunt, a lawsuit: the classifier would read "vai pagar caro" or a rifle as a threat.
  const armed = HARM_MEANS.test(read) || HARM_CARRIED.test(reading.prepared);
  if (HARM_LAWFUL.test(read) && !armed && !HARM_STRONG.test(read) && !HARM_ONE_SIGN.test(read))
    allowed[0] = false;
  // A hammer bought to hang pictures, with no plan told.
  if (
    HARM_TOOL_USE.test(read) &&
    !HARM_STRONG.test(read) &&
    !HARM_ONE_SIGN.test(read) &&
    !HARM_INTENT.test(read)
  )
    allowed[0] = false;
  // "Vou me matar" with no one else aimed at: the crisis detector's, not a harm to others.
  if (HARM_SELF.test(read) && !HARM_TARGET.test(read)) allowed[0] = false;
  // A barbecue lit with alcohol.
  if (FIRE_BENIGN.test(read) && (FIRE_SET.test(read) || FIRE_MEANS.test(read)) && !HARM_MEANS.test(read))
    allowed[0] = false;
  if (fiction || PSYCHOSIS_REAL_SOURCE.test(read)) allowed[1] = false;
  if (INTOX_NOT_NOW.test(read)) allowed[3] = false;
  const panicPast = PANIC_PAST.test(read) && !PANIC_NOW_EXPLICIT.test(read);
  if (panicPast || (PANIC_EXERTION.test(read) && !PANIC_SYMPTOMS[2]!.test(read))) allowed[5] = false;
  // Vomiting from a stomach bug or spoiled food.
  if (FOOD_ILLNESS.test(reading.prepared)) allowed[2] = false;
  if ((ADULT_SELF.test(read) || OTHER_PERSON_AGE.test(read)) && !NOT_YET_ADULT.test(read)) allowed[6] = false;
  return allowed;
}

/**
 * The phrase lists' partial signs, given to the classifier as features: a substance taken, a symptom of an attack,
 * a meal skipped, a weapon at hand. Each says little alone; the models learn which of them go together with the
 * words around them. Order is part of the weights file (URGENT_FEATURE_VERSION). A weapon bought and a person named
 * are left out: alone they flagged "comprei um martelo pra pendurar os quadros".
 */
const SIGN_SETS: readonly PhraseSet[] = [
  HARM_INTENT,
  HARM_COVERT,
  HARM_CONCEAL,
  PSYCHOSIS_ORG,
  PSYCHOSIS_WATCHED,
  CAPGRAS_REPLACED,
  CAPGRAS_LIKENESS,
  ...EATING_SIGNS,
  INTOX_TAKEN,
  INTOX_EFFECT,
  INTOX_DRIVE,
  INTOX_NOT_NOW,
  INTOX_SUBSTANCE,
  INTOX_CANT_STOP,
  BIRTH,
  CHILD,
  PERINATAL_INTRUSIVE,
  PERINATAL_LOW,
  ...PANIC_SYMPTOMS,
  PANIC_NOW,
  PANIC_PAST,
  PANIC_EXERTION,
  JOKE,
  HARM_TRIVIAL,
  ADULT_SELF,
  OTHER_PERSON_AGE,
  PSYCHOSIS_REAL_SOURCE,
  // Round 4: the kinds of a harm planned that name no weapon (finality said, an act told, a harm paid, a home found).
  HARM_FINAL,
  HARM_ACT,
  HARM_HIRED,
  HARM_LOCATED,
  HARM_LAWFUL,
  // Round 9: the parts of a plan, a perception not shared, a plot, eating hidden (PLAN_WHEN alone is any day).
  PLAN_SIGNS[1]!,
  PLAN_SIGNS[2]!,
  PLAN_SIGNS[3]!,
  PERCEPTION_UNSHARED,
  PLOT_AGAINST_ME,
  EATING_HIDDEN_ASKED,
  EATING_LONG_FAST,
];

/** The indices of the partial signs a reading shows. */
export function urgentSigns(read: string): number[] {
  const signs: number[] = [];
  SIGN_SETS.forEach((sign, index) => {
    if (sign.test(read)) signs.push(index);
  });
  return signs;
}

/** The classifier's features of a reading: its words and character n-grams, and the lists' partial signs. */
export function urgentReadingFeatures(reading: UrgentReading): number[] {
  return urgentFeatures(reading.read, reading.raw, reading.fiction, urgentSigns(reading.read));
}

/** The phrase lists' half. */
export function detectUrgentByRules(reading: UrgentReading): UrgentKind[] {
  const { read, fiction } = reading;
  const kinds: UrgentKind[] = [];
  const isPerinatal = perinatal(read) && !HARM_THOUGHTS.test(read);
  // A parent's unwanted image of harming the baby is not an intent to harm: it has its own answer.
  // A harm others do to the writer ("veneno na minha comida") is read as psychosis or left alone, not as the writer's.
  const againstOthers = HARM_AIMED_AT_WRITER.blank(read);
  if (
    !isPerinatal &&
    !fiction &&
    harmOthers(againstOthers, reading.raw, HARM_AIMED_AT_WRITER.blank(reading.prepared))
  )
    kinds.push('harm-others');
  // A film's plot or the news is no one's state.
  if (!fiction && psychosis(read)) kinds.push('psychosis');
  if (eatingDisorder(read, reading.prepared)) kinds.push('eating-disorder');
  if (intoxication(read)) kinds.push('intoxication');
  if (isPerinatal) kinds.push('perinatal');
  if (panic(read)) kinds.push('panic');
  if (minor(read)) kinds.push('minor');
  return kinds;
}

/** The classifier's probabilities, in URGENT_KINDS order. */
export function urgentScores(reading: UrgentReading, weights = MODEL): number[] {
  return urgentProbabilities(weights, urgentReadingFeatures(reading));
}

/** Both halves joined: a kind either half reads; the classifier's with its thresholds. */
export function combineUrgent(
  rules: readonly UrgentKind[],
  scores: readonly number[],
  thresholds: readonly number[],
  allowed: readonly boolean[],
): UrgentKind[] {
  const kinds = new Set<UrgentKind>(rules);
  URGENT_KINDS.forEach((kind, index) => {
    if (allowed[index] && scores[index]! >= thresholds[index]!) kinds.add(kind);
  });
  // The intrusive image of harming one's baby has its own answer, not harm to others.
  if (kinds.has('perinatal') && !rules.includes('harm-others')) kinds.delete('harm-others');
  // So do psychotic experiences, voices that command harm among them (SAMU 192): the answer to a harm planned leads
  // only where the lists read the writer's own intent, not from the classifier's words of poison or knives.
  if (kinds.has('psychosis') && !rules.includes('harm-others')) kinds.delete('harm-others');
  return URGENT_KINDS.filter((kind) => kinds.has(kind));
}

/** The urgent states a message tells of; several may apply. */
export function detectUrgent(text: RiskText): UrgentKind[] {
  const reading = readUrgent(text);
  const allowed = classifierAllowed(reading);
  const scores = allowed.some(Boolean) ? urgentScores(reading) : NO_SCORES;
  return combineUrgent(detectUrgentByRules(reading), scores, MODEL.thresholds, allowed);
}
