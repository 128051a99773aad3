import {
  ACTIVE_IDEATION,
  BURDEN,
  BURDEN_MORE,
  DISAPPEAR,
  FAREWELL,
  HELP_FOR_SOMEONE_ELSE,
  HOPELESS,
  HOPELESS_MORE,
  INTENT,
  LEMMA_BURDEN,
  LEMMA_HOPELESS,
  LEMMA_IDEATION,
  LEMMA_PLAN,
  LEMMA_SELF_HARM,
  LOW_MOOD,
  MEANS_AT_HAND,
  MEANS_CONTEXTUAL,
  MEANS_STRONG,
  NEGATIVE_CONTEXT,
  PASSIVE_IDEATION,
  PLACES_LEFT,
  PLAN_AND_PREPARATION,
  SELF_HARM,
  SELF_HARM_MORE,
  SPEC_DISTRESS_PHRASES,
  SUICIDAL,
} from './lexicon';
import { decodeModel, probabilityOf, type DistressModel } from './classifier';
import {
  blankForRules,
  blankText,
  mentionsOtherSubject,
  QUOTED,
  readMessage,
  relapseIntoHabit,
  type ReadMessage,
} from './message-reading';
import MODEL_FILE from './model.json';
import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';

export { SPEC_DISTRESS_PHRASES };

export type DistressCategory =
  | 'suicidal'
  | 'self-harm'
  | 'disappear'
  | 'burden'
  | 'hopeless'
  | 'means'
  | 'plan'
  | 'farewell'
  /** Flagged by the classifier alone: the phrase lists found nothing. */
  | 'classifier';

export interface DistressAnalysis {
  /** The message needs the crisis reply. */
  flagged: boolean;
  /**
   * The twelve phrases' rule (docs/care.md): one of them occurs, in any context, or the message is flagged. A
   * sensitive message that is not flagged ("em 2019 eu pensei em me matar, hoje estou bem", a song's lyrics) gets
   * the care paragraph with the crisis lines after an ordinary reply, not the fixed crisis reply (ADR 019).
   */
  sensitive: boolean;
  categories: DistressCategory[];
  /** An indirect means question (heights, pill counts), dangerous only with distress around it. */
  meansQuestion: boolean;
  /** Signs of a hard moment: a loss, sadness, despair. Never flags by itself. */
  hardMoment: boolean;
  /**
   * Not a crisis of the writer's, but words of crisis said of someone else, and a question of how to help ("meu
   * amigo disse que vai se matar, o que eu faço?"): the worried person gets guidance, not an ordinary reply.
   */
  someoneElseAtRisk: boolean;
}

const CATEGORY_SETS: [DistressCategory, PhraseSet][] = [
  ['suicidal', new PhraseSet(SUICIDAL)],
  ['self-harm', new PhraseSet(SELF_HARM)],
  ['disappear', new PhraseSet(DISAPPEAR)],
  ['burden', new PhraseSet(BURDEN)],
  ['hopeless', new PhraseSet(HOPELESS)],
  ['means', new PhraseSet(MEANS_STRONG)],
  ['suicidal', new PhraseSet([...PASSIVE_IDEATION, ...ACTIVE_IDEATION, ...INTENT])],
  ['self-harm', new PhraseSet(SELF_HARM_MORE)],
  ['hopeless', new PhraseSet(HOPELESS_MORE)],
  ['burden', new PhraseSet(BURDEN_MORE)],
  ['plan', new PhraseSet(PLAN_AND_PREPARATION)],
  ['farewell', new PhraseSet(FAREWELL)],
  ['suicidal', new PhraseSet(LEMMA_IDEATION)],
  ['plan', new PhraseSet(LEMMA_PLAN)],
  ['self-harm', new PhraseSet(LEMMA_SELF_HARM)],
  ['hopeless', new PhraseSet(LEMMA_HOPELESS)],
  ['burden', new PhraseSet(LEMMA_BURDEN)],
];
/**
 * Whether any category's phrases occur. One set at a time: a single regex of every phrase is larger than V8
 * optimises and scans a long message several times slower than the sets one after another.
 */
function anyCategoryIn(blanked: string): boolean {
  return CATEGORY_SETS.some(([, set]) => set.test(blanked));
}
const SPEC_SET = new PhraseSet(SPEC_DISTRESS_PHRASES);
/** Where one clause ends and another begins, in the text as typed (normalisation drops punctuation). */
const QUOTED_WORDS = new RegExp(QUOTED.source, 'gu');
const CLAUSE_BREAK = /[.,;!?\n]+|\s(?:mas|porem|só que|so que)\s/iu;
const MEANS_CONTEXTUAL_SET = new PhraseSet(MEANS_CONTEXTUAL);
const MEANS_AT_HAND_SET = new PhraseSet(MEANS_AT_HAND);
const NEGATIVE_CONTEXT_SET = new PhraseSet([...NEGATIVE_CONTEXT, ...LOW_MOOD]);
const LOW_MOOD_SET = new PhraseSet(LOW_MOOD);
const HELP_FOR_SOMEONE_ELSE_SET = new PhraseSet(HELP_FOR_SOMEONE_ELSE);
const PLACES_LEFT_SET = new PhraseSet(PLACES_LEFT);

/** The message as the classifier reads it: PLACES_LEFT blanked (lexicon.ts says why only here). */
function forClassifier(message: ReadMessage): ReadMessage {
  return PLACES_LEFT_SET.test(message.blanked)
    ? { ...message, blanked: PLACES_LEFT_SET.blank(message.blanked) }
    : message;
}

/** Low mood or loss of interest ("não tenho vontade de fazer nada"); never a flag by itself. */
export function isLowMood(text: string): boolean {
  return LOW_MOOD_SET.test(prepare(text));
}

const CLASSIFIER = decodeModel(MODEL_FILE as DistressModel);

/** The committed classifier's probability that a message is a crisis (see classifier.ts). */
export function crisisProbability(text: string): number {
  return probabilityOf(CLASSIFIER, forClassifier(readMessage(text)));
}

/** The phrase lists' categories for one message, without the classifier: the fixed half of the detector. */
export function ruleCategories(text: string): DistressCategory[] {
  return rulesOn(readMessage(text), text);
}

function rulesOn(message: ReadMessage, text: string): DistressCategory[] {
  const { otherSubject, pastContext, selfNow } = message;
  const blanked = blankForRules(text, message.blanked);
  if (!anyCategoryIn(blanked)) return [];
  if (selfNow || (!otherSubject && !pastContext)) return categoriesIn(blanked);
  if (pastContext) return [];
  // Someone else or a film is mentioned: only the clauses that do not mention them speak for the person, and
  // words in quotes are someone's words ("meu amigo mandou 'obrigado por tudo, adeus'").
  let spoken = '';
  for (const clause of text.replace(QUOTED_WORDS, ' ').split(CLAUSE_BREAK)) {
    const blankedClause = blankForRules(text, blankText(clause));
    if (!mentionsOtherSubject(blankedClause)) spoken += blankedClause;
  }
  // The clauses stay apart (two spaces between them), so no phrase spans two of them; one scan of them all
  // costs far less than one per clause.
  return categoriesIn(spoken);
}

function categoriesIn(blanked: string): DistressCategory[] {
  return CATEGORY_SETS.filter(([, set]) => set.test(blanked)).map(([category]) => category);
}

/** How sure the classifier alone must be of a crisis in a relapse into a habit (relapseIntoHabit). */
const RELAPSE_CLASSIFIER_SURE = 0.9;

function analyzeOne(text: string) {
  const message = readMessage(text);
  const categories = rulesOn(message, text);
  // The classifier catches what no list enumerates (other conjugations, plans, farewells, hopelessness without
  // a word about death); either half flags, since a miss costs far more than one careful reply.
  // Indirect means questions have their own path (flagged only with distress around them), so the classifier,
  // which has learnt that bridges and pills go with crisis, does not decide them alone.
  const meansQuestion = MEANS_CONTEXTUAL_SET.test(message.blanked);
  // Someone asking how to help a friend who wrote of dying has guidance of their own (someoneElseAtRisk below); the
  // classifier, which has learnt the friend's words, does not make the asker a crisis.
  const askingForSomeoneElse =
    message.otherSubject && !message.pastContext && HELP_FOR_SOMEONE_ELSE_SET.test(message.blanked);
  const threshold = relapseIntoHabit(text)
    ? Math.max(CLASSIFIER.threshold, RELAPSE_CLASSIFIER_SURE)
    : CLASSIFIER.threshold;
  if (
    categories.length === 0 &&
    !meansQuestion &&
    !askingForSomeoneElse &&
    probabilityOf(CLASSIFIER, forClassifier(message)) >= threshold
  ) {
    categories.push('classifier');
  }
  // The twelve phrases are a plain substring rule: they make a message sensitive in any context, even quoted from a
  // song; whether it is a crisis now is the two halves' call above.
  const specPhrase = SPEC_SET.test(message.idioms);
  const someoneElseAtRisk =
    categories.length === 0 &&
    message.otherSubject &&
    !message.pastContext &&
    HELP_FOR_SOMEONE_ELSE_SET.test(message.blanked) &&
    anyCategoryIn(message.blanked);
  return {
    categories,
    someoneElseAtRisk,
    meansQuestion,
    meansAtHand: MEANS_AT_HAND_SET.test(message.blanked),
    specPhrase,
    hardMoment: categories.length > 0 || specPhrase || NEGATIVE_CONTEXT_SET.test(message.blanked),
  };
}

/**
 * Reads one message for signs of crisis. `recentUserMessages` (the person's earlier messages in this
 * conversation) only matter for indirect means questions: "quais as pontes mais altas de SP?" is a crisis after
 * "perdi o emprego", and a travel question otherwise.
 */
export function analyzeDistress(text: string, recentUserMessages: readonly string[] = []): DistressAnalysis {
  const current = analyzeOne(text);
  const categories = [...current.categories];
  let flagged = categories.length > 0;
  if (!flagged && (current.meansQuestion || current.meansAtHand)) {
    const contextBefore = recentUserMessages.some((message) => analyzeOne(message).hardMoment);
    if (current.hardMoment || contextBefore) {
      flagged = true;
      categories.push('means');
    }
  }
  return {
    flagged,
    sensitive: flagged || current.specPhrase,
    categories,
    meansQuestion: current.meansQuestion,
    hardMoment: current.hardMoment,
    someoneElseAtRisk: !flagged && current.someoneElseAtRisk,
  };
}

/**
 * The twelve-phrase check (docs/care.md, The twelve phrases): true when a message carries one of the distress
 * phrases or their common variants, or is a crisis. The client uses it to set `hasSensitiveContent`; the server
 * runs it again on every message, whatever the flag says.
 */
export function detectDistress(text: string): boolean {
  return analyzeDistress(text).sensitive;
}

/**
 * Someone else's danger told, without asking how to help ("ele anda falando q ja viveu demais e q quer ir encontrar a
 * minha mae"): the conversation's later "o que eu faço?" asks for the guidance (risk-gate.ts).
 */
export function someoneElseInDanger(text: string): boolean {
  const message = readMessage(text);
  return message.otherSubject && !message.pastContext && anyCategoryIn(message.blanked);
}

/** Whether a message needs the crisis reply now: what `npm run eval:distress` measures. */
export function detectCrisis(text: string): boolean {
  return analyzeDistress(text).flagged;
}
