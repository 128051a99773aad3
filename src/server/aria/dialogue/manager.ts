import type { DistressCategory } from '../crisis/detector';
import { isGreetingOnly } from '../scripted/themes';
import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import type { RiskAssessment } from '../safety';
import { readRiskText } from '../risk/reader';
import { detectUrgentByRules, readUrgent } from '../risk/urgent';
import { detectViolenceByRules } from '../risk/violence';
import { ACT_SETS, type DialogueAct, type InfoTopic } from './act-lexicon';
import { readAct, type ActReading } from './acts';
import { isMostlyOf } from './act-signs';
import { asksAboutReporting, asksHowItWorks, crisisTurn, nextCrisis, type SafetyMove } from './crisis-turns';
import { exerciseTurn, nextExercise, SLEEP_ARRIVING, type ExerciseMove } from './exercise-turns';
import { forHelper, type DialogueState, type RiskFamily, type Topic } from './state';
import { readTopicDetailed, type TopicReading } from './topics';

export type { ExerciseMove } from './exercise-turns';
export type { FollowMove, SafetyMove } from './crisis-turns';

/**
 * The dialogue manager (issue 22): from the state the conversation left, the message and the safety layer's
 * reading, it decides what this reply must do — the crisis protocol's move, the exercise's move, whether an offer is
 * welcome — and, once the reply is written, the state the conversation goes on with. Engines write the words; this
 * decides the turn, the same for every engine.
 */

export interface TurnPlan {
  act: DialogueAct;
  info: InfoTopic | null;
  safety: SafetyMove;
  exercise: ExerciseMove;
  /** Whether the reply may offer an exercise: not after a refusal, not during one, not in an open crisis. */
  mayOffer: boolean;
  topic: Topic | null;
  name: string | null;
  /** This message gives the name ("ops, é Tiago sem h"), even one already known. */
  nameGiven: boolean;
  /** The person asked whether Aria knows their name. */
  askedName: boolean;
  /** A question about the lines that asks how to report (the lines that take reports answer first). */
  aboutReporting: boolean;
  /** A question about the lines that asks how they work rather than whether they can be used. */
  howItWorks: boolean;
  /** The families whose one-line reminder ends this reply (a few replies after a crisis settled). */
  reminder: RiskFamily[] | null;
  /**
   * The person said they are under 18 (now, or Aria already told them who the service is for): no paid consultation
   * is suggested, since one needs a guardian's authorisation (docs/care.md, Minors).
   */
  writerIsMinor: boolean;
  /**
   * This turn's danger was read by the classifiers alone, none of the phrase lists: a protocol it opens is tentative
   * (crisis-turns.ts, standsDown).
   */
  readByClassifiersAlone: boolean;
  /** The state before this message. */
  before: DialogueState;
}

const ASKED_NAME = new PhraseSet([
  '(lembra|sabe|lembrou|esqueceu|guardou|aprendeu|gravou) (do|o)? meu (nome|apelido)',
  '(fala|diz|diga|fale) (o )?meu nome',
  '(sabe|lembra) quem (ta|esta|e que esta|que ta) falando',
  '(como|qual) (e|era) (o )?meu nome',
  'me chamar pelo (meu )?(nome|apelido)',
  '(lembra|sabe|lembrou|esqueceu) como (eu )?(pedi|falei|disse) (pra|para) (ser chamad*|me chamar|te chamar|voce me chamar)',
  'qual (e )?(o )?meu nome',
  'como (eu )?me chamo',
  // "como você me chamou mesmo?" (round 8 walk).
  '(como|do que) (voce|vc) me (chamou|chama|chamava)',
  'voce lembra (quem eu sou|de mim)',
  '(lembra|sabe|lembrou|esqueceu) (como|do que) (eu )?(gosto|prefiro|pedi|quero) (de )?ser chamad*',
  // Asked in other words by the development writers (round 9): "vc lembra como eu falei que e meu nome?", "E o meu
  // nome, voce guardou certinho como se escreve?", "como vc vai me chamar daqui pra frente?".
  '(lembra|sabe|guardou|gravou|anotou) como (eu )?(falei|disse|escrevi) (que )?(e |eh )?(o )?(meu nome|me chamo)',
  '(o )?meu nome * (voce|vc|tu|a senhora)? (guardou|lembra|sabe|gravou|anotou)',
  'como (voce|vc|tu|a senhora) (vai|vai me|ia) (me )?chamar',
  '(como|qual) (e|eh) mesmo (o )?meu nome',
]);

/**
 * "meu nome é Ana", "me chamo Ana", "pode me chamar de Ana", "aqui é a Ana", "aqui é a dona Marlene", and a
 * correction of the spelling ("ops, é Tiago sem h", "aliás, é Tiago").
 */
const NAME_PATTERNS = [
  // The name the person asks to be called wins over the one on their papers ("meu nome é Francisco, mas pode me
  // chamar de Chico"), and a nickname everyone uses when they ask for it ("todo mundo me chama de dona Mundinha,
  // pode me chamar assim"; dialogue round 4).
  /\bme cham(?:a|am|e|em)\s+de\s+((?:dona\s+|seu\s+|tia\s+|tio\s+)?[\p{L}][\p{L}'-]{1,30}),?\s+pode me chamar assim/iu,
  // The name everyone uses, told after the one on the papers ("meu nome é Maria Aparecida mas todo mundo me chama de
  // Cida"; round 5 development, w13).
  // Only after a name is told: "todo mundo me chama de burra" is no name.
  /\bnome\b[^.!?]{0,40}?\b(?:todo mundo|o pessoal|geral|minha fam[ií]lia|meus amigos|a galera|l[aá] em casa)\s+me\s+chama(?:m)?\s+de\s+(?:(?:dona|seu|tia|tio)\s+)?([\p{L}][\p{L}'-]{1,30})/iu,
  // An honorific asked for is kept out of the name, as in "aqui é a dona Marlene" ("pode me chamar de Dona Cida").
  /\bpode me chamar (?:só |so )?de\s+(?:(?:dona|seu|tia|tio)\s+)?([\p{L}][\p{L}'-]{1,30})/iu,
  // The whole message asks for it ("eae, me chama de Beto": round 8 walk); "todo mundo me chama de burra" is no name.
  /^(?:(?:oi+|ol[aá]|eae|eai|opa|e a[ií])[,!.]?\s+)?me cham(?:a|e)\s+(?:s[oó]\s+)?de\s+(?:(?:dona|seu|tia|tio)\s+)?([\p{L}][\p{L}'-]{1,30})\s*[.!]*$/iu,
  /\bmas (?:pode )?me cham(?:a|e|ar)\s+de\s+(?:(?:dona|seu|tia|tio)\s+)?([\p{L}][\p{L}'-]{1,30})/iu,
  /\bmeu nome (?:é|e|eh)\s+([\p{L}][\p{L}'-]{1,30})/iu,
  // Round 9 walks: the name as migrants give it (Spanish, French, Haitian Creole, the Portuguese of Angola), in Libras
  // order, and "quem fala é".
  /\b(?:me llamo|mi nombre es|mwen rele|je m['’ ]?appelle|chamo-me|chamo me|pode chamar-me(?: de)?)\s+([\p{L}][\p{L}'-]{1,30})/iu,
  /\b(?:eu|meu) nome\s+([\p{Lu}][\p{L}'-]{1,30})/u,
  /^(?:oi+,?\s+)?eu nome\s+([\p{L}][\p{L}'-]{1,30})/iu,
  /\bquem fala (?:é|e|eh)\s+(?:a |o )?([\p{L}][\p{L}'-]{1,30})/iu,
  // The name preferred ("na verdade prefiro Cai, é como meus amigos me chamam"), capitalised: "prefiro conversar" is
  // no name. And "pode chamar de dico", without the "me".
  /\bprefiro\s+(?:que me chamem de\s+|ser chamad[oa] de\s+)?([\p{Lu}][\p{Ll}'-]{1,30})\b/u,
  /\bpode chamar de\s+(?:(?:dona|seu|tia|tio)\s+)?([\p{L}][\p{L}'-]{1,30})/iu,
  // "eae, caio aqui" in lower case, after a greeting.
  /^(?:oi+|ol[aá]|eae|eai|e a[ií]|opa|salve)[,!.]?\s+([\p{L}][\p{L}'-]{1,30})\s+aqui\b/iu,
  /\bme chamo\s+([\p{L}][\p{L}'-]{1,30})/iu,
  // "Letícia aqui, 19 anos": a capitalised name that opens the message and signs it.
  /^(?:oi+,?\s+|ol[aá],?\s+)?([\p{Lu}][\p{Ll}'-]{1,30})\s+aqui\s*[,.!;]/u,
  /\b(?:aqui (?:é|e|eh)|sou|fala)\s+(?:a |o )?dona\s+([\p{L}][\p{L}'-]{1,30})/iu,
  /\b(?:[Aa]qui (?:é|e|eh)|[Ss]ou|[Ff]ala)\s+(?:a |o )?(?:[Ss]eu|[Ss]r\.?|[Ss]ra\.?|[Dd]r\.?|[Dd]ra\.?)\s+([\p{Lu}][\p{L}'-]{1,30})/u,
  /\b(?:aqui (?:é|e|eh)|sou)\s+(?:a|o)\s+([\p{Lu}][\p{L}'-]{1,30})/u,
  /\b(?:ops|opa|corrigindo|ali[áa]s)\b[^.!?]{0,12}?(?<!\p{L})(?:é|e|eh)\s+([\p{Lu}][\p{L}'-]{1,30})/u,
  /(?<!\p{L})(?:é|e|eh)\s+([\p{Lu}][\p{L}'-]{1,30})\s+(?:sem|com)\s+\p{L}(?=\s*(?:$|[,.!?;]))/u,
  // Typed in lower case, as most people type (dialogue round 4): a spelling told ("eh kauan, com n no final", "é
  // kayky com y e dois k"), "aqui é o joca", "sou o kaique", "oi, eh o caique", "com k kkk kaique".
  /(?<!\p{L})(?:é|e|eh)\s+([\p{L}][\p{L}'-]{1,30}),?\s+(?:sem|com)\s+(?:dois\s+|duas\s+|2\s+)?\p{L}(?=\s*(?:$|[,.!?;]|\s+(?:no|e|nao|n)\b))/iu,
  /\b(?:aqui (?:é|e|eh)|sou)\s+(?:a|o)\s+([\p{L}][\p{L}'-]{1,30})(?=\s*(?:$|[,.!?;]|\s+(?:mas|aqui)\b))/iu,
  /(?:^|[,.!?]\s*)(?:oi+,?\s+|ol[aá],?\s+|eae,?\s+)?(?:é|eh)\s+(?:o|a)\s+([\p{L}][\p{L}'-]{1,30})\s*[.!]*$/iu,
  /^(?:é\s+|e\s+|eh\s+)?com\s+\p{L}(?:\s+e\s+\p{L})?[\s,]+(?:k{2,}\s+)?([\p{L}][\p{L}'-]{2,30})(?=\s*(?:$|,))/iu,
];
const NOT_NAMES = new Set([
  // Aria's own name, said in a greeting ("oi aria aqui é a dona Marlene").
  'aria',
  'nao',
  'sim',
  'so',
  'to',
  'tou',
  'estou',
  'voltei',
  'ainda',
  'de',
  'oi',
  'ola',
  'hoje',
  'ontem',
  'agora',
  'eu',
  'ta',
  'tudo',
  'bom',
  'boa',
  'ai',
  'gente',
  'mano',
  'opa',
  'pior',
  'melhor',
  'unica',
  'unico',
  'mesma',
  'mesmo',
  'culpada',
  'culpado',
  'mae',
  'pai',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'sabado',
  'domingo',
  'tipo',
  'filha',
  'filho',
  'dona',
  'cara',
  'mais',
  'menos',
  'primeira',
  'primeiro',
  'ultima',
  'ultimo',
  'errado',
  'errada',
  'certo',
  'certa',
  'isso',
  'assim',
  'verdade',
  'serio',
  'jeito',
]);

/**
 * A name signed at the end of a thank-you or a goodbye, as older people close a message ("DEUS ABENÇOE A SENHORA.
 * JOSEFA", "VOU NA ESCOLA AMANHÃ FALAR COM A DIRETORA. OBRIGADA. LÚCIA": round 9 development, people of 60–85).
 */
const SIGNATURE = /[.!?,\n]\s*([\p{Lu}][\p{L}'-]{2,30})\s*[.!]*$/u;
const SIGNATURE_NOT_NAMES = new Set([
  'obrigada',
  'obrigado',
  'amem',
  'tchau',
  'beijos',
  'beijo',
  'abracos',
  'abraco',
  'deus',
  'valeu',
  'grata',
  'grato',
  'noite',
  'tarde',
  'amanha',
  'sempre',
  'aria',
  'senhora',
  'senhor',
]);

function signedName(message: string): string | null {
  const found = SIGNATURE.exec(message.trim())?.[1];
  if (!found) return null;
  const prepared = prepare(message);
  if (!ACT_SETS.thanks.test(prepared) && !ACT_SETS.goodbye.test(prepared)) return null;
  const plain = plainName(found);
  if (NOT_NAMES.has(plain) || SIGNATURE_NOT_NAMES.has(plain)) return null;
  return asWritten(found);
}

/** A word as the lists of words that are no names hold it: no accents, lower case. */
function plainName(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A name as people write it on papers: "Jean-Baptiste", "Josefa", whatever the case it was typed in. */
function asWritten(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|-)(\p{L})/gu, (_, start: string, letter: string) => start + letter.toUpperCase());
}

/**
 * An honorific and a name typed in capitals ("BOA TARDE. SOU O SEU ARMANDO DE CAXIAS, TENHO 78 ANOS": round 10 walk, an
 * older man new to the phone): the patterns above need a capital to tell a name from a word, which capitals do not tell.
 */
const HONORIFIC_IN_CAPITALS =
  /\b(?:AQUI (?:É|E|EH)|SOU|FALA)\s+(?:[AO]\s+)?(?:SEU|SR\.?|SRA\.?|DONA)\s+(\p{Lu}[\p{Lu}'-]{1,30})\b/u;

function typedInCapitals(message: string): boolean {
  return /\p{Lu}{3}/u.test(message) && !/\p{Ll}/u.test(message);
}

export function nameIn(message: string): string | null {
  const signed = signedName(message);
  if (signed) return signed;
  const inCapitals = typedInCapitals(message) ? HONORIFIC_IN_CAPITALS.exec(message)?.[1] : undefined;
  if (inCapitals && !NOT_NAMES.has(plainName(inCapitals))) return asWritten(inCapitals);
  for (const pattern of NAME_PATTERNS) {
    const found = pattern.exec(message)?.[1];
    if (!found) continue;
    if (NOT_NAMES.has(plainName(found))) continue;
    return asWritten(found);
  }
  return null;
}

/**
 * Subjects a conversation is about: a loss, a breakup, exams, loneliness. They outlast the feelings, and the family
 * or the work, that come up inside them ("os filhos quase não ligam" in a talk about loneliness).
 */
const LIFE_EVENTS: ReadonlySet<Topic> = new Set([
  'solidao',
  'luto',
  'luto-pet',
  'termino',
  'conflito-casal',
  'desemprego',
  'escola-bullying',
  'provas',
]);

/**
 * After a loss, "minha irmã acha que eu tô fria" is still about the loss, not about the family: a feeling, or the
 * family around the event, keeps the conversation on the event; another event changes it.
 */
const KIN = new PhraseSet([
  '(minha|meu) (mae|pai|vo|avo|marido|esposa|esposo|irma|irmao|tia|tio|filho|filha|velho|velha|sogra|sogro|padrinho|madrinha)',
]);
const DIED = new PhraseSet(['(morreu|faleceu|se foi|partiu|falecid*|me criou|perdi (ele|ela))']);

function personMourned(prepared: string): boolean {
  return PERSON_MOURNED.test(prepared) || (KIN.test(prepared) && DIED.test(prepared));
}

const PERSON_MOURNED = new PhraseSet([
  '(mae|pai|vo|avo|avos|marido|esposa|esposo|irma|irmao|tia|tio|filho|filha|velho|velha|sogra|sogro|padrinho|madrinha) * (morreu|faleceu|se foi|partiu|de novo|tb|tambem)',
  '(morreu|faleceu|se foi|partiu|perdi|perdendo|saudade|falta) (da|do|de)? (minha|meu)? (mae|pai|vo|avo|marido|esposa|irma|irmao|tia|tio|filho|filha)',
]);

function stickySubject(reading: TopicReading | null, subject: Topic | null, prepared: string): Topic | null {
  // After a pet's death, its burial and what others say of it ("enterrei ele no quintal", "era só um cachorro") read
  // as a loss: still the pet's (dialogue round 4, eleven development turns). A person's death named beside it ("ele
  // foi presente da minha mãe, que faleceu em 2010", "sinto que tô perdendo minha mãe de novo") is that person's loss.
  if (subject === 'luto-pet' && personMourned(prepared)) return 'luto';
  if (!reading) return null;
  if (subject === 'luto-pet' && reading.topic === 'luto') return subject;
  if (subject && LIFE_EVENTS.has(subject) && (reading.weak || !LIFE_EVENTS.has(reading.topic)))
    return subject;
  // A partner named in passing ("meu marido concorda comigo") is no fight: a talk about the family, work or
  // anything else stays where it was.
  if (subject && reading.weak && reading.topic === 'conflito-casal') return subject;
  return reading.topic;
}

const DOSE_WORDS = new PhraseSet([
  'tomo',
  'tomar',
  'tomei',
  'dose',
  'horario',
  'dobro',
  'comprimido*',
  'remedio*',
]);

/**
 * The first message is no goodbye: "boa noite" opens a conversation as often as it ends one ("mana boa noite" got
 * the goodnight: found walking round 8's voices).
 */
function openingGreeting(act: ActReading, prepared: string, state: DialogueState): ActReading {
  // "como é meu nome mesmo que eu te falei?" asks for the name, not how to do something (it got a how-to: round 8
  // walk).
  if ((act.act === 'howto' || act.act === 'info') && ASKED_NAME.test(prepared))
    return { act: 'chat', info: null };
  if (act.act !== 'goodbye' || state.turns > 0) return act;
  // "boa noite, sou a Ingrid" opens the conversation too (round 8 walk): a greeting first, and no leave taken.
  const greetsFirst = DAY_GREETING_FIRST.test(prepared) && !LEAVE_TAKEN.test(prepared);
  return isGreetingOnly(prepared) || greetsFirst ? { act: 'chat', info: null } : act;
}

const DAY_GREETING_FIRST = /^ (?:(?:oi|ola|eai|eae|opa) )?(?:bom dia|boa tarde|boa noite) /;
const LEAVE_TAKEN = new PhraseSet([
  '(tchau|ate (amanha|mais|logo|a proxima|breve)|vou (dormir|deitar|nessa|indo|sair)|fui|durma bem|dorme bem|descansa|fica com deus|fique com deus|beijos|bjs)',
]);

/**
 * A follow-up question is read with the one before it: "e dura quanto tempo?" after a question about consultations is
 * about consultations, "e amanhã tomo normal?" after one about a medicine is about the medicine (ADR 029: never a dose).
 */
function continuingQuestion(
  act: ActReading,
  message: string,
  prepared: string,
  state: DialogueState,
): ActReading {
  // Right after a technique's how-to, a question is about it ("e quantas vezes eu repito?", "escrevo por quanto
  // tempo?"), unless it asks about the service or a medicine.
  if (
    state.explained &&
    message.includes('?') &&
    (act.act === 'confused' || act.act === 'disclosure' || (act.act === 'info' && act.info === 'other'))
  )
    return { act: 'howto', info: null };
  if (!state.info) return act;
  if (act.act === 'info' && act.info === 'other') return { act: 'info', info: state.info };
  if (state.info === 'medication' && message.includes('?') && DOSE_WORDS.test(prepared))
    return { act: 'info', info: 'medication' };
  return act;
}

/**
 * The act as the exercise's move shows it: a message that took an offer up accepted it, one that answered a step
 * completed it ("vi a janela, o copo e meu gato"), and a short "tenho que ir, tchau" or "chega, outro dia" that ended
 * the exercise said goodbye or stop (exercise-turns.ts). The reply answers it so, not as a new story.
 */
function actOfTheMove(
  act: ActReading,
  exercise: ExerciseMove,
  state: DialogueState,
  prepared: string,
): ActReading {
  // Sleep arriving ends the exercise with a goodnight, whatever the act reader made of it.
  if (exercise.kind === 'stop' && SLEEP_ARRIVING.test(prepared)) return { act: 'goodbye', info: null };
  const tells = act.act === 'disclosure' || act.act === 'chat' || act.act === 'correction';
  if (!tells) return act;
  if (exercise.kind === 'stop' && act.act !== 'correction')
    return { act: ACT_SETS.goodbye.test(prepared) ? 'goodbye' : 'stop', info: null };
  if (exercise.kind === 'start' && state.offer !== null) return { act: 'accept', info: null };
  if (exercise.kind === 'declined' && state.offer !== null) return { act: 'refuse', info: null };
  if (exercise.kind === 'advance' || exercise.kind === 'finish') return { act: 'complete', info: null };
  return act;
}

export interface PlanInput {
  message: string;
  state: DialogueState;
  risk: RiskAssessment;
  /** Given when already read (the evaluation reads it once); read here otherwise. */
  act?: ActReading;
}

export function planTurn(input: PlanInput): TurnPlan {
  const { message, state, risk } = input;
  const prepared = prepare(message);
  const read = openingGreeting(
    continuingQuestion(input.act ?? readAct(message), message, prepared, state),
    prepared,
    state,
  );
  // Inside a helper's protocol the subject is the other person's safety: "o pai tá no trabalho" says where someone is,
  // and answered as work stress it drowned the helper's lines (found walking the closing note's conversations).
  const helping = state.crisis.phase === 'open' && forHelper(state.crisis.families);
  // A greeting and whom it is said to ("BOA TARDE MINHA FILHA") brings no subject.
  const topic =
    helping || isGreetingOnly(prepared)
      ? null
      : stickySubject(readTopicDetailed(prepared), state.subject, prepared);
  const safety = crisisTurn(state, prepared, read, risk);
  const inCrisis = safety.kind === 'fixed' || safety.kind === 'follow';
  const exercise: ExerciseMove = inCrisis
    ? copingAskedInCrisis(safety, state, prepared, read, message)
    : exerciseTurn(state, prepared, read, topic, message);
  const act = actOfTheMove(read, exercise, state, prepared);
  const busyWithExercise =
    exercise.kind === 'start' ||
    exercise.kind === 'advance' ||
    exercise.kind === 'reexplain' ||
    exercise.kind === 'resume' ||
    exercise.kind === 'pause' ||
    exercise.kind === 'content';
  const refused =
    exercise.kind === 'declined' ||
    (state.refusedExercises && exercise.kind !== 'start' && exercise.kind !== 'menu');
  const reminder =
    safety.kind === 'none' && state.crisis.phase === 'settled' && state.crisis.remindersLeft > 0
      ? state.crisis.families
      : null;
  const given = nameIn(message);
  return {
    act: act.act,
    info: act.info,
    safety,
    exercise,
    // An offer the person let pass, talking on, is a soft no: not another one at once.
    mayOffer:
      !refused &&
      !busyWithExercise &&
      !inCrisis &&
      safety.kind !== 'settled' &&
      act.act === 'disclosure' &&
      state.offer === null,
    topic,
    name: given ?? state.name,
    nameGiven: given !== null,
    askedName: ASKED_NAME.test(prepared),
    aboutReporting: asksAboutReporting(prepared),
    howItWorks: asksHowItWorks(prepared),
    reminder,
    writerIsMinor: risk.kind === 'none' && risk.minor === true,
    readByClassifiersAlone: safety.kind === 'fixed' && readByClassifiersAlone(risk, message),
    before: state,
  };
}

/**
 * A breathing or grounding exercise asked for by the person inside the crisis protocol ("quero respirar um pouco, me
 * ajuda?" after a wheelchair user said she does not think of dying: round 9 walk, answered with "me conta mais"): it is
 * what helps, the safety plan's own second step, and it is given, with the protocol's lines after it. Only when asked:
 * the protocol never offers one, and the full reply never gives one.
 */
const COPING_EXERCISES: ReadonlySet<string> = new Set([
  'respiracao-478',
  'respiracao-quadrada',
  'aterramento',
]);

function copingAskedInCrisis(
  safety: SafetyMove,
  state: DialogueState,
  prepared: string,
  read: ActReading,
  message: string,
): ExerciseMove {
  if (safety.kind !== 'follow' || safety.move !== 'answer') return { kind: 'none' };
  // The protocol has no offer on the table, so a yes-shaped message ("quero respirar um pouco, me ajuda?", which the act
  // model retrained in round 10 reads as accepting) asks for the exercise as a how-to does.
  const asking: ActReading = read.act === 'accept' ? { ...read, act: 'howto' } : read;
  const asked = exerciseTurn({ ...state, offer: null }, prepared, asking, null, message);
  return (asked.kind === 'start' || asked.kind === 'content') && COPING_EXERCISES.has(asked.technique)
    ? asked
    : { kind: 'none' };
}

function readByClassifiersAlone(risk: RiskAssessment, message: string): boolean {
  const classifierOnly = (categories: readonly DistressCategory[] | null) =>
    categories === null || categories.every((category) => category === 'classifier');
  if (risk.kind === 'crisis') return classifierOnly(risk.categories);
  if (risk.kind !== 'risk' || !classifierOnly(risk.crisis)) return false;
  const text = readRiskText(message);
  return detectViolenceByRules(text).length === 0 && detectUrgentByRules(readUrgent(text)).length === 0;
}

/** The state after the reply: what the plan did, and any offer or step the reply itself made (read from its text). */
export function nextState(plan: TurnPlan, risk: RiskAssessment, reply: string): DialogueState {
  const before = plan.before;
  const crisis = nextCrisis(plan, risk);
  const { exercise, offer } = nextExercise(plan, reply);
  const move = plan.exercise;
  return {
    offer,
    lastOffered:
      offer && offer !== 'menu'
        ? offer
        : before.offer && before.offer !== 'menu'
          ? before.offer
          : before.lastOffered,
    passedOffer:
      offer === null && move.kind === 'none' && plan.act === 'disclosure' && before.offer !== 'menu'
        ? before.offer
        : null,
    exercise,
    refusedExercises:
      move.kind === 'declined'
        ? true
        : move.kind === 'start' || move.kind === 'menu'
          ? false
          : before.refusedExercises,
    crisis,
    // A person mourned in passing in a talk about a pet's death is answered as that loss; the talk stays the pet's.
    // What a helper tells while another person is at risk ("saiu de barco sozinho") is no subject of theirs; nor is
    // sleep in a danger's words: "queria dormir e não acordar" made the next crisis turns talk of insomnia ("to em
    // casa, no meu quarto" got advice on sleep: found walking the closing note's conversations). A death or a panic
    // told in one stays the subject.
    subject:
      (before.subject === 'luto-pet' && plan.topic === 'luto') ||
      (crisis.phase === 'open' && forHelper(crisis.families)) ||
      (plan.safety.kind === 'fixed' && plan.topic === 'insonia')
        ? before.subject
        : (plan.topic ?? before.subject),
    info: plan.act === 'info' ? plan.info : null,
    explained: move.kind === 'content' ? move.technique : null,
    name: plan.name,
    turns: before.turns + 1,
  };
}

export { isMostlyOf };
export type { DistressCategory };
