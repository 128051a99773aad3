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
import * as sets from './urgent-phrase-sets';

/**
 * Urgent states (issue 30), read from the whole message with its clauses kept apart: each clause is blanked of
 * benign look-alikes, ends with the word "zfim" (so a phrase can say "at the end of a clause": "tenho 15" and no
 * more) and a "~" no phrase crosses. Phrases match within a clause; the rules below combine signs across the
 * message (a weapon in one clause, the target's routine in another).
 */

function countSigns(sets: readonly PhraseSet[], text: string): number {
  let count = 0;
  for (const one of sets) if (one.test(text)) count += 1;
  return count;
}

/** The message as one string: clauses blanked of look-alikes, each ended by "zfim ~" so no phrase crosses. */
export function readable(text: RiskText): string {
  let joined = ' ';
  for (const clause of text.clauses) joined += `${sets.LOOK_ALIKES.blank(clause).trim()} zfim ~ `;
  return joined;
}

/**
 * The parts of a plan a message shows, or 0 without the act itself: a kitchen knife carried (blanked as a look-alike)
 * counts as the act. A day, a routine and a decision alone are someone ending a relationship.
 */
function planSigns(text: string, prepared: string): number {
  const signs = countSigns(sets.PLAN_SIGNS, text);
  if (sets.PLAN_SIGNS[1]!.test(text)) return signs;
  return sets.HARM_CARRIED.test(prepared) || sets.PLAN_KITCHEN_WEAPON.test(prepared) ? signs + 1 : 0;
}

function harmOthers(text: string, raw: string, prepared: string): boolean {
  const means = sets.HARM_MEANS.test(text) || sets.HARM_CARRIED.test(prepared);
  const strong = sets.HARM_STRONG.test(text);
  const intent = sets.HARM_INTENT.test(text);
  if (means && (strong || intent)) return true;
  const joking =
    (sets.JOKE.test(text) || sets.JOKE_EMOJI.test(raw) || sets.HARM_TRIVIAL.test(text)) &&
    !sets.JOKE_DENIED.test(prepared);
  if (strong) return !joking;
  if (!joking && sets.HARM_RAGE_WEAPON.test(prepared)) return true;
  // One strong sign: a plan's step, or a weapon at hand with someone aimed at.
  if (!joking && sets.HARM_ONE_SIGN.test(text)) return true;
  if (!joking && sets.HARM_THOUGHTS.test(text)) return true;
  // A weapon at hand and someone aimed at, unless the weapon is a sport's or the wrong is taken to the law.
  if (
    !joking &&
    means &&
    sets.HARM_TARGET.test(text) &&
    !sets.HARM_LAWFUL.test(text) &&
    !sets.HARM_TOOL_USE.test(text)
  )
    return true;
  // A harm done in secret (a dose changed, something put in the food) that no one will notice.
  if (!joking && sets.HARM_COVERT.test(text) && sets.HARM_CONCEAL.test(text) && sets.HARM_TARGET.test(text))
    return true;
  // What the writer will do to someone ("eu empurro ele", "aplico nele") and that no one will see.
  if (!joking && sets.HARM_ACT.test(text) && sets.HARM_CONCEAL.test(text)) return true;
  // The target's home found and the writer on the way, in so many words.
  if (!joking && sets.HARM_LOCATED.test(text) && sets.HARM_GOING.test(text) && !sets.HARM_LAWFUL.test(text))
    return true;
  // Someone asked or paid to do it, with a sign of a plan (paid, a day set) or of finality.
  if (!joking && sets.HARM_HIRED.test(text) && (intent || sets.HARM_FINAL.test(text))) return true;
  // A fire set, with its means at hand, not a barbecue's.
  if (!joking && sets.FIRE_SET.test(text) && sets.FIRE_MEANS.test(text) && !sets.FIRE_BENIGN.test(text))
    return true;
  // Round 9: a plan in its parts, however worded: a person aimed at, a harm to a body (or to a brake) or a weapon taken
  // up, and two of a day set, the target's routine known, the story for afterwards or the decision said.
  // A hunt or a lawsuit voids it unless the act is on a body (a fishing trip is no alibi for a push into the sea).
  const lawful = sets.HARM_LAWFUL.test(text) && !sets.PLAN_SIGNS[1]!.test(text);
  if (!joking && !lawful && sets.HARM_TARGET.test(text) && planSigns(text, prepared) >= 3) return true;
  // No weapon named and no decisive phrase: killing or revenge spoken of, with two signs of a plan.
  return intent && !joking && sets.HARM_TOPIC.test(text) && sets.HARM_INTENT.matches(text).length >= 2;
}

/** Followed on a social network ("o cara do aplicativo me seguiu no instagram"): no one in the street. */
const FOLLOWED_ONLINE = new PhraseSet([
  '(me )?(seguiu|segue|seguindo|comecou a seguir|comecou a me seguir) (no|na|nas|nos) (insta|instagram|tiktok|twitter|x|face|facebook|rede|redes|perfil|zap|whats)',
]);

function psychosis(text: string): boolean {
  return (
    sets.PSYCHOSIS_STRONG.test(text) ||
    (sets.PSYCHOSIS_ONE_SIGN.test(FOLLOWED_ONLINE.blank(text)) && !sets.JOKE.test(text)) ||
    (sets.PSYCHOSIS_ORG.test(text) && sets.PSYCHOSIS_WATCHED.test(text) && !sets.JOKE.test(text)) ||
    (sets.CAPGRAS_REPLACED.test(text) && sets.CAPGRAS_LIKENESS.test(text)) ||
    // Round 9: any perception of the writer's that others do not share, or that outlives its source.
    (sets.PERCEIVE.test(text) && sets.PERCEPTION_UNSHARED.test(text) && !sets.JOKE.test(text)) ||
    (sets.PLOT_AGAINST_ME.test(text) && !sets.JOKE.test(text))
  );
}

function eatingDisorder(text: string, prepared: string): boolean {
  if (sets.EATING_OBLIGED.test(text) && !sets.JOKE.test(text)) return true;
  // Round 9: eating hidden from whoever asks, a purge repeated, a fast counted in days: each with one more sign.
  if (sets.EATING_HIDDEN_ASKED.test(text) || sets.EATING_LONG_FAST.test(text)) return true;
  const purge = sets.EATING_SIGNS[5]!.test(text);
  if (sets.EATING_HIDDEN.test(prepared) && (purge || countSigns(sets.EATING_SIGNS, text) >= 1)) return true;
  if (purge && sets.EATING_REPEATED.test(text) && sets.EATING_AFTER_MEAL.test(text)) return true;
  return (
    sets.EATING_STRONG.test(text) ||
    sets.EATING_ONE_SIGN.test(text) ||
    countSigns(sets.EATING_SIGNS, text) >= 2
  );
}

function intoxication(text: string): boolean {
  if (sets.INTOX_STRONG.test(text)) return true;
  const notNow = sets.INTOX_NOT_NOW.test(text);
  if (sets.INTOX_ONE_SIGN.test(text) && !notNow) return true;
  // Unable to stop, with a drug or a drink named anywhere in the message.
  if (!notNow && sets.INTOX_CANT_STOP.test(text) && sets.INTOX_SUBSTANCE.test(text)) return true;
  if (!sets.INTOX_TAKEN.test(text) || notNow) return false;
  if (sets.INTOX_EFFECT.test(text) || sets.INTOX_DRIVE.test(text)) return true;
  // A substance taken and the body in an attack now (a bad trip, a stimulant's racing heart): both answers hold.
  const symptoms = countSigns(sets.PANIC_SYMPTOMS, text);
  const past = sets.PANIC_PAST.test(text) && !sets.PANIC_NOW_EXPLICIT.test(text);
  return !past && (symptoms >= 2 || (symptoms === 1 && sets.PANIC_NOW.test(text)));
}

function perinatal(text: string): boolean {
  // Low mood counts around a birth; an intrusive image of harm also with a young child in one's care.
  const birth = sets.BIRTH.test(text);
  if (birth && sets.PERINATAL_LOW.test(text)) return true;
  if (sets.PERINATAL_ONE_SIGN.test(text)) return true;
  // A knife or a window seen and the child thought of, unwanted: it makes the writer ill, they want it to stop.
  if (sets.PERINATAL_OBJECT.test(text) && sets.PERINATAL_DISTRESS.test(text)) return true;
  return (birth || sets.CHILD.test(text)) && sets.PERINATAL_INTRUSIVE.test(text);
}

function panic(text: string): boolean {
  const past = sets.PANIC_PAST.test(text) && !sets.PANIC_NOW_EXPLICIT.test(text);
  if (past) return false;
  if (sets.PANIC_STRONG.test(text)) return true;
  if (sets.PANIC_LASTING.test(text) && !sets.PANIC_NOW_EXPLICIT.test(text)) return false;
  // A heart racing at the gym or for a crush, with no dread of dying or going mad.
  if (sets.PANIC_EXERTION.test(text) && !sets.PANIC_SYMPTOMS[2]!.test(text)) return false;
  const symptoms = countSigns(sets.PANIC_SYMPTOMS, text);
  return symptoms >= 2 || (symptoms === 1 && attackSign(text) && sets.PANIC_NOW.test(text));
}

/**
 * An attack told by one sign needs the sign that makes it one: air that does not come, or the dread of dying,
 * fainting or losing control. A racing heart, sweaty hands or trembling alone, even now, are the anxiety a person
 * asks to breathe through ("tô tremendo, saí agora de uma reunião"; the dialogue corpus's writers label them
 * ordinary); an attack told by its body has two signs or more.
 */
function attackSign(text: string): boolean {
  return sets.PANIC_SYMPTOMS[1]!.test(text) || sets.PANIC_SYMPTOMS[2]!.test(text);
}

function minor(text: string): boolean {
  if (sets.NOT_YET_ADULT.test(text)) return true;
  return (sets.MINOR_STRONG.test(text) || sets.MINOR_ONE_SIGN.test(text)) && !sets.ADULT_SELF.test(text);
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
  return { read, prepared: text.prepared, raw: text.raw, fiction: sets.FICTION.test(read) };
}

const FEELING_NOT_PANIC = new PhraseSet([
  '(tremendo|tremo|tremi|tremia|treme) (de|d) (raiva|odio|nervoso de raiva|ciume|frio)',
  '(coracao|peito) (esta |ta |fica |fico com o )?(apertado|apertadinho|partido) (de|d) (saudade|tristeza|dor|pena)',
  // "tô com o coração apertado hoje": sadness in the body's words (round 6 development).
  '(to|estou|tou|fiquei|fico|ando) com (o )?(coracao|peito) (apertado|apertadinho|partido|pequenininho|na mao)',
]);

const ORDINARY_MEDICINE = new PhraseSet([
  '(@tomar|tomei|tomo)? (um|uma|o|a|meu|minha)? (remedio|comprimido|dipirona|paracetamol|dorflex|buscopan|neosaldina|tylenol|ibuprofeno|antialergico|cha) (pra|para|de) (dor|dor de cabeca|cabeca|febre|gripe|colica|enxaqueca|garganta|estomago|pressao|alergia|azia|resfriado|tosse|dor nas costas)',
]);

const ANTICIPATED_EVENT = new PhraseSet([
  '(amanha|depois de amanha|semana que vem|sexta|segunda|mais tarde|hoje a tarde|hoje a noite|daqui a pouco) (tem|e|vai ser|eu tenho)? (a |o |uma |um |minha |meu )?(prova|provas|entrevista|vestibular|enem|audiencia|cirurgia|reuniao|apresentacao|viagem|casamento|formatura|exame|resultado|defesa|concurso|consulta|julgamento|operacao)',
  '(prova|provas|entrevista|vestibular|enem|audiencia|cirurgia|reuniao|apresentacao|exame|resultado|defesa|concurso|julgamento|operacao) (de|da|do)? (amanha|depois de amanha|semana que vem|mais tarde|daqui a pouco)',
]);

const MOCKED_FOR_WEIGHT = new PhraseSet([
  '(zoa|zoam|zoaram|zoando|chama|chamam|chamaram|xinga|xingam|xingaram|ri|riem|riram|fala|falam|falou|disse|dizem|disseram) (de |que |q )?(eu )?(sou |to |estou |era )?(gord*|baleia|rolha|bola|obes*|cheinh*|fofinh*)',
  '(porque|pq|por que|por ser|por eu ser) (eu )?(sou |to |estou )?(gord*|obes*|cheinh*)',
]);
const FOOD_OR_WEIGHING = new PhraseSet([
  '(@comer|comi|comida|refeica*|almoc*|jant*|lanche|vomit*|balanca|me peso|pesar|peso|dieta|jejum|laxante*|diuretic*|caloria*|fome|barra de cereal|agua|@engolir|emagrec*|secar|academia)',
]);

/** What the perinatal kind needs besides a baby: a thought, a fear of oneself, a feeling about the baby, a harm. */
const PERINATAL_SIGN = new PhraseSet([
  '(pensamento*|penso|pensei|pensando|imagin*|ideia*|impulso*|vontade|medo|cena|cenas|visao|visoes|passa pela cabeca|vem na cabeca|veio na cabeca)',
  '(nao sinto|sinto nada|amor|amar|odeio|odiar|raiva|arrepend*|rejeit*|estranh*|vazi*|monstro|horrivel|pessima|culpa|nao e meu|nao e minha|nao mere*|sumir|sumisse|fugir|nao existisse|melhor sem)',
  '(machuc*|sacud*|@jogar|derrub*|@soltar|@afogar|sufoc*|travesseiro|faca|sacada|janela|escada|cair|apertar|bater|grit*)',
  '(choro o dia|choro toda|eu choro|to chorando|triste|tristeza|desanim*|depress*|baby blues|ansios*|desesper*)',
  '(na mente|nao levanto|nao tomo banho|nao quero ver ninguem|nem consigo|capaz de|sou capaz|tesoura|trancad*|parada olhando)',
  'nao consigo (cuidar|pegar|olhar|amamentar|segurar|nada|fazer nada|ficar com|sentir)',
]);

/** Per kind (URGENT_KINDS order), whether the classifier may read it here. */
export function classifierAllowed(reading: UrgentReading): boolean[] {
  const { read, fiction } = reading;
  const allowed = sets.TOPICS.map((topic) => topic.test(read));
  // "tremendo de raiva do meu chefe" and "coração apertado de saudade" opened the panic gate: anger and longing, said
  // in words a panic attack shares (found walking the chat, dialogue round 4). A parent who "não fala comigo" is a
  // look-alike, blanked before any of this reads.
  if (allowed[5] && !sets.TOPICS[5]!.test(FEELING_NOT_PANIC.blank(read))) allowed[5] = false;
  // "vou tomar um remédio pra dor de cabeça e deitar": a medicine for an ailment, with nothing else taken or taken
  // in quantity, is no intoxication for the classifier to read (found walking the chat, dialogue round 4).
  if (allowed[3] && ORDINARY_MEDICINE.test(read) && !sets.TOPICS[3]!.test(ORDINARY_MEDICINE.blank(read)))
    allowed[3] = false;
  // A kitchen knife carried away is blanked as a look-alike; the gate opens for it (the classifier reads the rest).
  if (sets.HARM_CARRIED.test(reading.prepared)) allowed[0] = true;
  // The kinds of a plan that name no weapon and no killing open the gate too.
  if (sets.HARM_PLAN_KINDS.some((kind) => kind.test(read))) allowed[0] = true;
  if (fiction || (sets.HARM_TRIVIAL.test(read) && !sets.HARM_MEANS.test(read))) allowed[0] = false;
  // A shooting club, a hunt, a lawsuit: the classifier would read "vai pagar caro" or a rifle as a threat.
  const armed = sets.HARM_MEANS.test(read) || sets.HARM_CARRIED.test(reading.prepared);
  if (sets.HARM_LAWFUL.test(read) && !armed && !sets.HARM_STRONG.test(read) && !sets.HARM_ONE_SIGN.test(read))
    allowed[0] = false;
  // A hammer bought to hang pictures, with no plan told.
  if (
    sets.HARM_TOOL_USE.test(read) &&
    !sets.HARM_STRONG.test(read) &&
    !sets.HARM_ONE_SIGN.test(read) &&
    !sets.HARM_INTENT.test(read)
  )
    allowed[0] = false;
  // "Vou me matar" with no one else aimed at: the crisis detector's, not a harm to others.
  if (sets.HARM_SELF.test(read) && !sets.HARM_TARGET.test(read)) allowed[0] = false;
  // A barbecue lit with alcohol.
  if (
    sets.FIRE_BENIGN.test(read) &&
    (sets.FIRE_SET.test(read) || sets.FIRE_MEANS.test(read)) &&
    !sets.HARM_MEANS.test(read)
  )
    allowed[0] = false;
  if (fiction || sets.PSYCHOSIS_REAL_SOURCE.test(read)) allowed[1] = false;
  if (sets.INTOX_NOT_NOW.test(read)) allowed[3] = false;
  const panicPast =
    (sets.PANIC_PAST.test(read) || (sets.PANIC_LASTING.test(read) && !sets.PANIC_STRONG.test(read))) &&
    !sets.PANIC_NOW_EXPLICIT.test(read);
  if (panicPast || (sets.PANIC_EXERTION.test(read) && !sets.PANIC_SYMPTOMS[2]!.test(read)))
    allowed[5] = false;
  // A racing heart before something to come is worry about it, not an attack now: "amanhã tem a prova da ufrgs e meu
  // coração tá a mil", "n consigo parar de pensar na entrevista de amanhã, coração tá a mil" (round 6 development).
  // With breathlessness or dread, or the attack named, the classifier still reads it.
  if (
    allowed[5] &&
    ANTICIPATED_EVENT.test(read) &&
    !sets.PANIC_STRONG.test(read) &&
    !sets.PANIC_SYMPTOMS[1]!.test(read) &&
    !sets.PANIC_SYMPTOMS[2]!.test(read)
  )
    allowed[5] = false;
  // A baby who will not stop crying and a mother worn out, with no thought about the baby, no low mood after the
  // birth and nothing unreal: a hard night, not intrusive thoughts ("a bebê não para de chorar e eu tô morta de
  // cansaço": round 8 probes).
  if (allowed[4] && !PERINATAL_SIGN.test(read)) allowed[4] = false;
  // Called fat by others with nothing said about food or weighing: mockery, not an eating disorder ("os meninos da
  // minha sala me zoam porque eu sou gorda" got the eating-disorder reply: round 8 walk).
  if (allowed[2] && MOCKED_FOR_WEIGHT.test(read) && !FOOD_OR_WEIGHING.test(read)) allowed[2] = false;
  // Vomiting from a stomach bug or spoiled food.
  if (sets.FOOD_ILLNESS.test(reading.prepared)) allowed[2] = false;
  if ((sets.ADULT_SELF.test(read) || sets.OTHER_PERSON_AGE.test(read)) && !sets.NOT_YET_ADULT.test(read))
    allowed[6] = false;
  return allowed;
}

/**
 * The phrase lists' partial signs, given to the classifier as features: a substance taken, a symptom of an attack,
 * a meal skipped, a weapon at hand. Each says little alone; the models learn which of them go together with the
 * words around them. Order is part of the weights file (URGENT_FEATURE_VERSION). A weapon bought and a person named
 * are left out: alone they flagged "comprei um martelo pra pendurar os quadros".
 */
const SIGN_SETS: readonly PhraseSet[] = [
  sets.HARM_INTENT,
  sets.HARM_COVERT,
  sets.HARM_CONCEAL,
  sets.PSYCHOSIS_ORG,
  sets.PSYCHOSIS_WATCHED,
  sets.CAPGRAS_REPLACED,
  sets.CAPGRAS_LIKENESS,
  ...sets.EATING_SIGNS,
  sets.INTOX_TAKEN,
  sets.INTOX_EFFECT,
  sets.INTOX_DRIVE,
  sets.INTOX_NOT_NOW,
  sets.INTOX_SUBSTANCE,
  sets.INTOX_CANT_STOP,
  sets.BIRTH,
  sets.CHILD,
  sets.PERINATAL_INTRUSIVE,
  sets.PERINATAL_LOW,
  ...sets.PANIC_SYMPTOMS,
  sets.PANIC_NOW,
  sets.PANIC_PAST,
  sets.PANIC_EXERTION,
  sets.JOKE,
  sets.HARM_TRIVIAL,
  sets.ADULT_SELF,
  sets.OTHER_PERSON_AGE,
  sets.PSYCHOSIS_REAL_SOURCE,
  // Round 4: the kinds of a harm planned that name no weapon (finality said, an act told, a harm paid, a home found).
  sets.HARM_FINAL,
  sets.HARM_ACT,
  sets.HARM_HIRED,
  sets.HARM_LOCATED,
  sets.HARM_LAWFUL,
  // Round 9: the parts of a plan, a perception not shared, a plot, eating hidden (PLAN_WHEN alone is any day).
  sets.PLAN_SIGNS[1]!,
  sets.PLAN_SIGNS[2]!,
  sets.PLAN_SIGNS[3]!,
  sets.PERCEPTION_UNSHARED,
  sets.PLOT_AGAINST_ME,
  sets.EATING_HIDDEN_ASKED,
  sets.EATING_LONG_FAST,
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
  const isPerinatal = perinatal(read) && !sets.HARM_THOUGHTS.test(read);
  // A parent's unwanted image of harming the baby is not an intent to harm: it has its own answer.
  // A harm others do to the writer ("veneno na minha comida") is read as psychosis or left alone, not as the writer's.
  const againstOthers = sets.HARM_AIMED_AT_WRITER.blank(read);
  if (
    !isPerinatal &&
    !fiction &&
    harmOthers(againstOthers, reading.raw, sets.HARM_AIMED_AT_WRITER.blank(reading.prepared))
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
