import { PhraseSet } from '../../../shared/text/phrase-pattern';
import type { ViolenceKind } from './kinds';
import type { RiskText } from './reader';
import { LAUGHTER } from '../laughter';
import {
  decodeModel,
  featuresOf,
  probability,
  rankKinds,
  type DecodedModel,
  type ViolenceModel,
} from './violence-classifier';
import MODEL_FILE from './violence-model.json';
import {
  ABUSE_JARGON,
  ABUSE_JARGON_OTHER,
  ACCIDENT_CONTEXT,
  ACTS_OF_VIOLENCE,
  ACROSS_CLAUSES,
  BENIGN_LOOK_ALIKES,
  CHILD,
  CHILD_VICTIM,
  CHILD_WEAK,
  CO_PLAYER,
  CONTROL,
  FAMILY_NOT_SEEN,
  LIVING_AWAY,
  SUPERIOR_AT_WORK,
  WORK_HUMILIATION,
  DISABILITY,
  ELDER,
  ELDER_CONTEXT,
  FAMILY_AGGRESSOR,
  KEPT_FROM_FAMILY,
  FICTION_CONTEXT,
  FICTION_TOPICS,
  FIRST_PERSON,
  HOME_AGGRESSOR,
  JOKE,
  JOKE_HYPERBOLE,
  NON_SEXUAL_COERCION,
  WORK_OR_SCHOOL_TASK,
  OTHER_CRISIS,
  OTHER_VICTIM,
  PAST_CHILDHOOD,
  PHYSICAL,
  PHYSICAL_SOFT,
  QUARREL_CONTEXT,
  RESOLVED_BUT,
  RESOLVED_PAST,
  SELF_AS_VICTIM,
  SELF_CRISIS,
  NOT_ONGOING,
  TOLD_TO_THE_WRITER,
  VIOLENCE_CUES,
  SEXUAL,
  SPORTS_CONTEXT,
  SPORTS_LOOK_ALIKES,
  STALKING,
  THREATS,
  WRITER_ADULT,
  WRITER_MINOR,
} from './violence-lexicon';

const LOOK_ALIKES = new PhraseSet(BENIGN_LOOK_ALIKES);
const SPORTS = new PhraseSet(SPORTS_CONTEXT);
const FICTION = new PhraseSet(FICTION_CONTEXT);
const SPORTS_WORDS = new PhraseSet(SPORTS_LOOK_ALIKES);
const FIRST_PERSON_SET = new PhraseSet(FIRST_PERSON);
const ACROSS = new PhraseSet(ACROSS_CLAUSES);
const JOKE_SET = new PhraseSet(JOKE);
const HOME = new PhraseSet(HOME_AGGRESSOR);
const PHYSICAL_SET = new PhraseSet(PHYSICAL);
const PHYSICAL_SOFT_SET = new PhraseSet(PHYSICAL_SOFT);
const OTHER_SET = new PhraseSet(OTHER_VICTIM);
const CHILD_SET = new PhraseSet(CHILD);
const CHILD_WEAK_SET = new PhraseSet(CHILD_WEAK);
const ELDER_SET = new PhraseSet(ELDER);
const CO_PLAYER_SET = new PhraseSet(CO_PLAYER);
const TOPICS = new PhraseSet(FICTION_TOPICS);
const JOKE_BLOWS = new PhraseSet(JOKE_HYPERBOLE);
const COERCION = new PhraseSet([...NON_SEXUAL_COERCION, ...WORK_OR_SCHOOL_TASK]);
const JARGON = new PhraseSet(ABUSE_JARGON);
const JARGON_OTHER = new PhraseSet(ABUSE_JARGON_OTHER);
const DISABLED = new PhraseSet(DISABILITY);
const ACCIDENT = new PhraseSet(ACCIDENT_CONTEXT);
const QUARREL = new PhraseSet(QUARREL_CONTEXT);
const CUES = new PhraseSet(VIOLENCE_CUES);
const RESOLVED = new PhraseSet(RESOLVED_PAST);
const NOT_OVER = new PhraseSet(RESOLVED_BUT);
const SELF_HURT = new PhraseSet(SELF_AS_VICTIM);
const TOLD = new PhraseSet(TOLD_TO_THE_WRITER);
const NOT_ONGOING_SET = new PhraseSet(NOT_ONGOING);
const ANOTHER_IN_CRISIS = new PhraseSet(OTHER_CRISIS);
const OWN_CRISIS = new PhraseSet(SELF_CRISIS);
const ACTS = new PhraseSet(ACTS_OF_VIOLENCE);

/** The writer's own kinds, each read from the clauses that are not about a film, a book or the news. */
const SEXUAL_SET = new PhraseSet(SEXUAL);
const FAMILY_NOT_SEEN_SET = new PhraseSet(FAMILY_NOT_SEEN);
const LIVING_AWAY_SET = new PhraseSet(LIVING_AWAY);
const SUPERIOR_AT_WORK_SET = new PhraseSet(SUPERIOR_AT_WORK);
const WORK_HUMILIATION_SET = new PhraseSet(WORK_HUMILIATION);
const SELF_SETS: [ViolenceKind, PhraseSet][] = [
  ['threats', new PhraseSet(THREATS)],
  ['stalking', new PhraseSet(STALKING)],
  ['control', new PhraseSet(CONTROL)],
];

/** Who the message is about, read from the whole message. */
const MINOR_WRITER = new PhraseSet(WRITER_MINOR);
const ADULT_WRITER = new PhraseSet(WRITER_ADULT);
const PAST = new PhraseSet(PAST_CHILDHOOD);
const CHILD_NAMED = new PhraseSet(CHILD_VICTIM);
const FAMILY = new PhraseSet(FAMILY_AGGRESSOR);
const KEPT_FROM = new PhraseSet(KEPT_FROM_FAMILY);
const ELDER_NAMED = new PhraseSet(ELDER_CONTEXT);
/** "meu irmão mais velho" is an older brother, not an elder (found walking the chat, dialogue round 4). */
const OLDER_RELATIVE = new PhraseSet([
  '(irmao|irma|primo|prima|filho|filha|sobrinho|sobrinha) mais (velho|velha)',
]);

function elderNamedIn(whole: string): boolean {
  return ELDER_NAMED.test(OLDER_RELATIVE.blank(whole));
}

/**
 * The kinds of violence a message tells of. Each clause is read after benign look-alikes are blanked, and a clause
 * about a film, a series or the news is skipped; the soft blows ("levei uma surra", "apanhei") do not count in a
 * message about a game or a sport. Who suffers it is read from the whole message: a child (the writer's age, a child
 * named, a parent or a carer hurting the writer), an elder or a disabled person, or someone else the writer speaks of.
 */
export function detectViolenceByRules(text: RiskText): ViolenceKind[] {
  const kinds = new Set<ViolenceKind>();
  const sports = SPORTS.test(text.prepared);
  const laughs = JOKE_SET.test(text.prepared) || LAUGHTER.test(text.raw);
  // In a message about a game or a sport, a blow is a blow only from someone at home who is not the one the writer
  // plays with, and never with a laugh.
  const blowsCount = !sports || (HOME.test(text.prepared) && !laughs && !CO_PLAYER_SET.test(text.prepared));
  const fiction = FICTION.test(text.prepared);
  let other = false;
  let childSign = false;
  let childWeak = false;
  let elderSign = false;
  const away = LIVING_AWAY_SET.test(text.prepared);
  const atWork = SUPERIOR_AT_WORK_SET.test(text.prepared) && !HOME.test(text.prepared);
  for (const clause of text.clauses) {
    let blanked = LOOK_ALIKES.blank(clause);
    if (away) blanked = FAMILY_NOT_SEEN_SET.blank(blanked);
    if (atWork) blanked = WORK_HUMILIATION_SET.blank(blanked);
    if (fiction && (FICTION.test(blanked) || !FIRST_PERSON_SET.test(blanked))) continue;
    // A film's or a study's topic named in the writer's own clause ("a parte da perseguição me deixou ansiosa").
    if (fiction) blanked = TOPICS.blank(blanked);
    if (sports) blanked = SPORTS_WORDS.blank(blanked);
    if (laughs) blanked = JOKE_BLOWS.blank(blanked);
    if ((blowsCount && PHYSICAL_SET.test(blanked)) || (!sports && PHYSICAL_SOFT_SET.test(blanked)))
      kinds.add('physical');
    if (SEXUAL_SET.test(COERCION.blank(blanked))) kinds.add('sexual');
    for (const [kind, set] of SELF_SETS) if (set.test(blanked)) kinds.add(kind);
    if (!laughs && !fiction && JARGON.test(blanked)) kinds.add('threats');
    if (!laughs && !fiction && !other && JARGON_OTHER.test(blanked)) other = true;
    if (!other && OTHER_SET.test(blanked)) other = true;
    if (!childSign && CHILD_SET.test(blanked)) childSign = true;
    if (!childWeak && CHILD_WEAK_SET.test(blanked)) childWeak = true;
    if (!elderSign && ELDER_SET.test(blanked)) elderSign = true;
  }
  if (!fiction && ACROSS.test(LOOK_ALIKES.blank(text.prepared))) kinds.add('sexual');
  const self = kinds.size > 0;
  if (!self && !other && !childSign && !childWeak && !elderSign) return [];

  const whole = text.prepared;
  const childNamed = CHILD_NAMED.test(whole);
  const minor = MINOR_WRITER.test(whole);
  const adult = !minor && ADULT_WRITER.test(whole);
  const familyHurtsMe = self && !adult && FAMILY.test(KEPT_FROM.blank(whole)) && !PAST.test(whole);
  const elderNamed = elderNamedIn(whole);
  const disabled = DISABLED.test(whole);
  // A child's sign of neglect ("ninguém leva no médico") told of an elder, with no child in the message, is the elder's.
  const elderNeglect = childSign && elderNamed && !childNamed && !minor && !DISABLED.test(whole);
  const child =
    (childSign && !elderNeglect) ||
    (childWeak && (childNamed || minor || familyHurtsMe)) ||
    (minor && (self || other)) ||
    (childNamed && other) ||
    familyHurtsMe;
  // A disabled child is both kinds: a child named with a disability, or the elder kind's signs with a child named.
  const elder =
    (elderNamed && (self || other || elderSign || childWeak || elderNeglect)) || (child && disabled);
  const disabledChild = elder && disabled && childNamed && !adult;
  if (childWeak && !child && !elder && !self && !other) return [];
  if (!self && !other && !child && !elder) return [];
  if (child || disabledChild) kinds.add('child');
  if (elder) kinds.add('elder');
  if (other) kinds.add('someone-else');
  return [...kinds];
}

/** Decoded on first use, so the training script can read the phrase lists before any weights exist. */
let decoded: DecodedModel | undefined;
function committedModel(): DecodedModel {
  decoded ??= decodeModel(MODEL_FILE as ViolenceModel);
  return decoded;
}

/**
 * The kinds of violence a message tells of: the phrase lists' reading (detectViolenceByRules), and the classifier
 * (violence-classifier.ts) where the lists are silent. When the classifier alone flags a message, its kind is the
 * kind model's first choice. When the lists read a message, the kind models may add one kind they are sure of
 * (a threat the lists read as a blow only, a child the lists did not see), never take one away.
 */
export function detectViolence(text: RiskText): ViolenceKind[] {
  const cues = victimCues(text);
  if (cues.resolved) return [];
  const rules = detectViolenceByRules(text);
  return combine(rules, featuresOf(text), cues);
}

/**
 * A calm account of someone else's violence that ended ("minha vizinha apanhava do marido, se separou e hoje está
 * bem"): no one to protect now, and the writer is not the one hurt. Neither half reads it: the classifier cannot
 * tell tense and resolution from the words of the violence itself.
 */
export function resolvedPastOfOther(text: RiskText): boolean {
  const whole = text.prepared;
  if (!RESOLVED.test(whole) || MINOR_WRITER.test(whole)) return false;
  return !NOT_OVER.test(NOT_ONGOING_SET.blank(whole)) && !SELF_HURT.test(TOLD.blank(whole));
}

/**
 * A grown-up writes about their own child, grandchild or pupil ("minha filha de 12 tá grávida"): the answer speaks to
 * that adult, with the child's lines, not to a child (round 7 walk: a mother got "Conte para um adulto em quem você
 * confia").
 */
const CHILD_OF_WRITER = new PhraseSet([
  '(minha|meu) (filha|filho|filhinha|filhinho|neta|neto|enteada|enteado|sobrinha|sobrinho|aluna|aluno|afilhada|afilhado)',
]);

export function writesForAChild(text: RiskText): boolean {
  return CHILD_OF_WRITER.test(text.prepared) && !MINOR_WRITER.test(text.prepared);
}

/**
 * The writer tells of someone else's violence and not of being hurt ("escuto minha vizinha apanhando do marido"): the
 * answer speaks to a witness, not to a victim (found walking the chat).
 */
export function writerIsWitness(text: RiskText): boolean {
  return !SELF_HURT.test(TOLD.blank(text.prepared));
}

/**
 * What the message says of who suffers (a child or an elder named, the writer a minor, family hurting them, a
 * disabled child), and whether the classifier must be surer: a benign context (a game, a film or the news, laughter,
 * an accident, an ordinary quarrel, an idiom the lists blanked) or no word of harm, fear or control at all.
 */
export interface VictimCues {
  child: boolean;
  elder: boolean;
  disabledChild?: boolean;
  benign?: boolean;
  /** Someone else's violence that ended (resolvedPastOfOther): neither half reads it. */
  resolved?: boolean;
  /**
   * Someone else's wish to die, with no act of violence named and not the writer's own: the classifier alone does
   * not read it as violence (it leans on "medo", "o que eu faço" that a worried helper shares with a witness).
   */
  otherCrisis?: boolean;
}

export function victimCues(text: RiskText): VictimCues {
  const whole = text.prepared;
  const child = CHILD_NAMED.test(whole) || MINOR_WRITER.test(whole) || FAMILY.test(whole);
  return {
    child,
    elder: elderNamedIn(whole),
    disabledChild: CHILD_NAMED.test(whole) && DISABLED.test(whole),
    benign: benignContext(text) || !CUES.test(whole),
    resolved: resolvedPastOfOther(text),
    otherCrisis: ANOTHER_IN_CRISIS.test(whole) && !ACTS.test(whole) && !OWN_CRISIS.test(whole),
  };
}

/** A game, a film or the news, laughter, an accident, an ordinary quarrel, or an idiom the lists blanked. */
export function benignContext(text: RiskText): boolean {
  const whole = text.prepared;
  return (
    SPORTS.test(whole) ||
    FICTION.test(whole) ||
    JOKE_SET.test(whole) ||
    LAUGHTER.test(text.raw) ||
    ACCIDENT.test(whole) ||
    QUARREL.test(whole) ||
    LOOK_ALIKES.blank(whole).includes('~')
  );
}

/**
 * The two halves joined; exported for the training script's leave-one-writer-out figures. A kind the classifier
 * picks on its own must have its victim in the message: no child read without a child, a minor writer or family
 * named, no elder without an elder or a disability named (the kind models lean on words like "medo" or "quieta"
 * that both share with adults' messages).
 */
export function combine(
  rules: ViolenceKind[],
  features: readonly number[],
  cues: VictimCues,
  model: DecodedModel = committedModel(),
): ViolenceKind[] {
  const detected = probability(model.detect, features);
  // The kind models only name the kind of something read: a message the lists and the detection model both pass
  // over (most of them) never needs their ranking, one model per kind.
  const kindsRead =
    !cues.resolved &&
    (rules.length > 0 ||
      (!cues.otherCrisis && detected >= (cues.benign ? model.contextThreshold : model.threshold)));
  return combineScores(rules, detected, kindsRead ? rankKinds(model, features) : [], cues, model);
}

/** The thresholds combine() reads. */
export type Thresholds = Pick<DecodedModel, 'threshold' | 'contextThreshold' | 'kindThreshold'>;

/** combine() once the models have spoken: the detection probability and the kinds ranked, highest first. */
export function combineScores(
  rules: ViolenceKind[],
  detected: number,
  ranked: readonly [ViolenceKind, number][],
  cues: VictimCues,
  thresholds: Thresholds,
): ViolenceKind[] {
  if (cues.resolved) return [];
  const allowed = ([kind]: [ViolenceKind, number]) =>
    (kind !== 'child' || cues.child) && (kind !== 'elder' || cues.elder);
  if (rules.length === 0) {
    if (cues.otherCrisis) return [];
    if (detected < (cues.benign ? thresholds.contextThreshold : thresholds.threshold)) return [];
    const kind = ranked.find(allowed)?.[0] ?? 'physical';
    // A disabled child is both kinds, as the lists read it.
    if (cues.disabledChild && (kind === 'child' || kind === 'elder')) return ['child', 'elder'];
    return [kind];
  }
  const top = ranked.find(allowed);
  if (top && top[1] >= thresholds.kindThreshold && !rules.includes(top[0])) return [...rules, top[0]];
  return rules;
}
