import type { DistressCategory } from '../crisis/detector';
import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import type { RiskAssessment } from '../safety';
import type { UrgentKind } from '../risk/kinds';
import { TECHNIQUES, type TechniqueId } from '../scripted/exercise-scripts';
import { mentionedTechnique, readExerciseState } from '../scripted/exercises';
import { INTENTS, isMostly } from '../scripted/intents';
import type { DialogueAct, InfoTopic } from './act-lexicon';
import { readAct, type ActReading } from './acts';
import { isMostlyOf } from './act-signs';
import { SAFETY_PLAN_STEPS, type DialogueState, type RiskFamily, type Topic } from './state';
import { readTopicDetailed, type TopicReading } from './topics';

/**
 * The dialogue manager (issue 22): from the state the conversation left, the message and the safety layer's
 * reading, it decides what this reply must do — the crisis protocol's move, the exercise's move, whether an offer is
 * welcome — and, once the reply is written, the state the conversation goes on with. Engines write the words; this
 * decides the turn, the same for every engine.
 */

export type ExerciseMove =
  | { kind: 'none' }
  | { kind: 'start'; technique: TechniqueId }
  /** The next step, `step` (0-based), now shown. */
  | { kind: 'advance'; technique: TechniqueId; step: number }
  /** The last step was done: the exercise's closing. */
  | { kind: 'finish'; technique: TechniqueId }
  | { kind: 'reexplain'; technique: TechniqueId; step: number }
  /** A new subject during the exercise: answered, with an offer to come back. */
  | { kind: 'pause'; technique: TechniqueId; step: number }
  | { kind: 'resume'; technique: TechniqueId; step: number }
  | { kind: 'stop'; technique: TechniqueId }
  /** A how-to question: the steps themselves, at once. */
  | { kind: 'content'; technique: TechniqueId }
  | { kind: 'menu' }
  /** An offer, or exercises at large, declined: acknowledged, and not offered again. */
  | { kind: 'declined' };

export type FollowMove =
  'unsafe' | 'no-call' | 'nobody-knows' | 'plan-step' | 'plan-stop' | 'thanks' | 'answer';

export type SafetyMove =
  /** The safety layer's own reply to this message (a crisis, a danger, a panic step, a means question…). */
  | { kind: 'fixed' }
  /** The crisis is open: the protocol's next turn, never the full reply again. */
  | { kind: 'follow'; move: FollowMove; planStep?: number; askSafety: boolean; offerPlan: boolean }
  | { kind: 'settled' }
  | { kind: 'goodbye' }
  | { kind: 'none' };

export interface TurnPlan {
  act: DialogueAct;
  info: InfoTopic | null;
  safety: SafetyMove;
  exercise: ExerciseMove;
  /** Whether the reply may offer an exercise: not after a refusal, not during one, not in an open crisis. */
  mayOffer: boolean;
  topic: Topic | null;
  name: string | null;
  /** The person asked whether Aria knows their name. */
  askedName: boolean;
  /** The families whose one-line reminder ends this reply (a few replies after a crisis settled). */
  reminder: RiskFamily[] | null;
  /** The state before this message. */
  before: DialogueState;
}

/** "sim, tô segura", "tô em casa com a minha mãe", "já passou": an answer that the person is safe now. */
const SAFE_NOW = new PhraseSet([
  '(estou|to|fiquei|ja estou) (segura|seguro|em seguranca|bem|melhor|mais calm*|mais tranquil*|de boa|tranquil*|ok)',
  '(estou|to) (em casa|aqui) com (minha|meu|a|o|uma|um) *',
  'sim (estou|to)? *(segura|seguro|em seguranca|bem)',
  '(ja|agora) passou',
  'passou',
  'nao vou fazer (nada|besteira|nenhuma besteira)',
  'nao vou me (matar|machucar|cortar)',
  'fica tranquila',
  'pode ficar tranquila',
  'segura sim',
  'seguro sim',
  'estou em seguranca',
  'me sinto (segura|seguro|melhor|mais calm*)',
  '(minha|meu) (mae|pai|irma|irmao|amiga|amigo|marido|esposa|namorad*) (esta|ta|chegou|esta aqui|ta aqui) *(comigo|aqui|em casa)',
  'estou com (minha|meu) (mae|pai|irma|irmao|amiga|amigo|marido|esposa|namorad*|tia|tio|avo|vizinha|vizinho|familia)',
  'ja me acalmei',
  'to mais calm*',
  'fui embora (de la|de casa)',
  'sai de (casa|la)',
  'estou na casa (da|do|de)',
]);

/** "não tô segura", "não sei", "tô com os remédios aqui". */
const UNSAFE_NOW = new PhraseSet([
  'nao (estou|to|me sinto) *(segura|seguro|em seguranca|bem)',
  'nao sei se (estou|to|consigo|vou aguentar)',
  '(estou|to) com (os|as|uma|um) (remedios|comprimidos|faca|lamina|gilete|corda|arma)',
  'ele (esta|ta) (aqui|vindo|la fora|chegando|na porta)',
  '(estou|to) (sozinh*|trancad*) *(com ele|e ele)',
  'nao (tenho|tem) (ninguem|ngm) (aqui|comigo)',
  'ainda (quero|penso em) (morrer|sumir|me matar)',
]);

const BRUSH_OFF = new PhraseSet([
  'esquece*',
  'deixa (pra la|quieto|isso)',
  'relaxa',
  'nada (nao|demais)',
  'ignora*',
  'exagerei',
  '(era|foi|so) brincadeira',
  'nao (foi|e|era) nada',
  'mudando de assunto',
]);

const NO_CALL = new PhraseSet([
  'nao (quero|consigo|vou|gosto de|posso|tenho coragem de) (ligar|telefonar|falar no telefone|falar por telefone|falar com ninguem|ligar pra ninguem)',
  '(ligar|telefone) (nao|nem pensar|e dificil)',
  'vergonha de (ligar|falar)',
  'nao tenho (credito|celular|como ligar)',
  'nao da (pra|para) (ligar|falar)',
  'nao quero ligar',
  'ja liguei e (ninguem|nao) *',
  'nao adianta ligar',
]);

const NOBODY_KNOWS = new PhraseSet([
  'ninguem (sabe|entende|liga|se importa|vai entender|percebe|me ouve|nota)',
  'nao tenho (ninguem|com quem (falar|contar|conversar))',
  'nao posso contar (pra|a|para) ninguem',
  'nao (quero|posso) que ninguem saiba',
  'escondo de todo mundo',
  'ninguem pode saber',
  'so voce sabe',
]);

const RESUME = new PhraseSet([
  '(vamos|bora|quero|podemos|pode) (voltar|continuar|retomar) *(exercicio|respiracao|de onde parou|onde parou|o passo)',
  'volta (pro|para o) exercicio',
  'continua (o|a) (exercicio|respiracao)',
  'de onde (a gente )?parou',
]);

const ASKED_NAME = new PhraseSet([
  '(lembra|sabe|lembrou|esqueceu) (do|o)? meu nome',
  'qual (e )?(o )?meu nome',
  'como (eu )?me chamo',
  'voce lembra (quem eu sou|de mim)',
]);

/** "meu nome é Ana", "me chamo Ana", "pode me chamar de Ana", "aqui é a Ana". */
const NAME_PATTERNS = [
  /\bmeu nome (?:é|e|eh)\s+([\p{L}][\p{L}'-]{1,30})/iu,
  /\bme chamo\s+([\p{L}][\p{L}'-]{1,30})/iu,
  /\bpode me chamar de\s+([\p{L}][\p{L}'-]{1,30})/iu,
  /\b(?:aqui (?:é|e|eh)|sou)\s+(?:a|o)\s+([\p{Lu}][\p{L}'-]{1,30})/u,
];
const NOT_NAMES = new Set([
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
]);

export function nameIn(message: string): string | null {
  for (const pattern of NAME_PATTERNS) {
    const found = pattern.exec(message)?.[1];
    if (!found) continue;
    const plain = found
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (NOT_NAMES.has(plain)) continue;
    return found.charAt(0).toUpperCase() + found.slice(1).toLowerCase();
  }
  return null;
}

const URGENT_FAMILY: Record<UrgentKind, RiskFamily> = {
  'harm-others': 'harm-others',
  psychosis: 'psychosis',
  'eating-disorder': 'eating',
  intoxication: 'intoxication',
  perinatal: 'perinatal',
  panic: 'panic',
  minor: 'minor',
};

/**
 * Families that open the crisis protocol. The rule that the service is for adults is not a danger of its own. A panic
 * attack opens it too, and its plan is the guided steps (risk-texts.ts), one per message, until it passes.
 */
const PROTOCOL_FAMILIES: ReadonlySet<RiskFamily> = new Set([
  'crisis',
  'panic',
  'violence',
  'psychosis',
  'eating',
  'harm-others',
  'intoxication',
  'perinatal',
]);

export function protocolFamiliesOf(risk: RiskAssessment): RiskFamily[] {
  return familiesOf(risk).filter((family) => PROTOCOL_FAMILIES.has(family));
}

/** The families of danger a message tells of, from the safety layer's reading. */
export function familiesOf(risk: RiskAssessment): RiskFamily[] {
  if (risk.kind === 'crisis') return ['crisis'];
  if (risk.kind === 'panic-step') return ['panic'];
  if (risk.kind !== 'risk') return [];
  const families: RiskFamily[] = [];
  if (risk.crisis) families.push('crisis');
  if (risk.violence.some((kind) => kind !== 'someone-else')) families.push('violence');
  for (const kind of risk.urgent) families.push(URGENT_FAMILY[kind]);
  return [...new Set(families)];
}

/** Breathing, sleep, grounding, thoughts or writing: the technique a how-to question is about. */
const HOWTO_TOPICS: readonly [PhraseSet, TechniqueId][] = [
  [new PhraseSet(['dormir', 'sono', 'insonia', 'pegar no sono', 'deitar']), 'higiene-sono'],
  [
    new PhraseSet([
      'pensamento*',
      'pensar (menos|diferente)',
      'parar de pensar',
      'cabeca (nao para|a mil)',
      'pensando demais',
    ]),
    'reestruturacao',
  ],
  [new PhraseSet(['escrever', 'escrita', 'diario', 'papel', 'desabafar no papel']), 'escrita'],
  [
    new PhraseSet([
      'presente',
      'aterramento',
      '5 4 3 2 1',
      'voltar pro presente',
      'dissociando',
      'desligad*',
      'fora do corpo',
    ]),
    'aterramento',
  ],
  [
    new PhraseSet([
      'respir*',
      'ar',
      'falta de ar',
      'panico',
      'crise',
      'acalmar',
      'calma',
      'relaxar',
      'ansiedade',
      'coracao (acelerado|disparado)',
    ]),
    'respiracao-quadrada',
  ],
];

/** The technique a how-to question asks about, or null for one about something else ("como puxo conversa?"). */
function howtoTechnique(prepared: string, current: TechniqueId | null): TechniqueId | null {
  const named = mentionedTechnique(prepared);
  if (named) return named.id;
  return HOWTO_TOPICS.find(([set]) => set.test(prepared))?.[1] ?? current;
}

/** Subjects a conversation is about: a loss, a breakup, exams. They outlast the feelings that come up inside them. */
const LIFE_EVENTS: ReadonlySet<Topic> = new Set([
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
function stickySubject(reading: TopicReading | null, subject: Topic | null): Topic | null {
  if (!reading) return null;
  if (subject && LIFE_EVENTS.has(subject) && (reading.weak || !LIFE_EVENTS.has(reading.topic)))
    return subject;
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
 * A follow-up question is read with the one before it: "e dura quanto tempo?" after a question about consultations is
 * about consultations, "e amanhã tomo normal?" after one about a medicine is about the medicine (ADR 029: never a dose).
 */
function continuingQuestion(
  act: ActReading,
  message: string,
  prepared: string,
  state: DialogueState,
): ActReading {
  if (!state.info) return act;
  if (act.act === 'info' && act.info === 'other') return { act: 'info', info: state.info };
  if (state.info === 'medication' && message.includes('?') && DOSE_WORDS.test(prepared))
    return { act: 'info', info: 'medication' };
  return act;
}

export interface PlanInput {
  message: string;
  state: DialogueState;
  risk: RiskAssessment;
  /** Given when already read (the evaluation reads it once); read here otherwise. */
  act?: ActReading;
}

function crisisTurn(
  state: DialogueState,
  prepared: string,
  act: ActReading,
  risk: RiskAssessment,
): SafetyMove {
  const crisis = state.crisis;
  const families = protocolFamiliesOf(risk);
  const flagged =
    familiesOf(risk).length > 0 || risk.kind === 'someone-else' || risk.kind === 'means-question';
  if (risk.kind === 'panic-step') return { kind: 'fixed' };
  const panicOnly = crisis.families.length > 0 && crisis.families.every((family) => family === 'panic');
  if (crisis.phase !== 'open') {
    if (flagged) return { kind: 'fixed' };
    if (crisis.phase === 'settled' && act.act === 'goodbye') return { kind: 'goodbye' };
    return { kind: 'none' };
  }
  // Open: suicide or self-harm newly told gets its full reply; another danger joins the protocol's turns, with its
  // own lines; the same danger told again is the protocol's next turn.
  if (families.includes('crisis') && !crisis.families.includes('crisis')) return { kind: 'fixed' };
  if (risk.kind === 'means-question' || risk.kind === 'someone-else') return { kind: 'fixed' };
  if (families.length === 0 && flagged) return { kind: 'fixed' };
  // While unanswered, the question about safety comes back every other turn; in between, and once it is answered, the
  // safety plan is offered (once).
  const askSafety = !crisis.safetyAnswered && crisis.followUps % 2 === 0;
  const follow = (
    move: FollowMove,
    extra: Partial<Extract<SafetyMove, { kind: 'follow' }>> = {},
  ): SafetyMove => ({
    kind: 'follow',
    move,
    askSafety,
    offerPlan: !askSafety && crisis.plan === null,
    ...extra,
  });
  if (families.length === 0 && act.act === 'goodbye') return { kind: 'goodbye' };
  if (UNSAFE_NOW.test(prepared)) return follow('unsafe', { askSafety: false, offerPlan: false });
  // "tô bem, deixa pra lá" brushes the subject off; it does not say the person is safe (ADR 019: one denial does not
  // end crisis mode).
  if (
    families.length === 0 &&
    SAFE_NOW.test(prepared) &&
    !NOBODY_KNOWS.test(prepared) &&
    !BRUSH_OFF.test(prepared)
  )
    return { kind: 'settled' };
  if (panicOnly && families.every((family) => family === 'panic') && act.act !== 'goodbye') {
    if (act.act === 'stop') return follow('plan-stop', { askSafety: false, offerPlan: false });
    const step = typeof crisis.plan === 'number' ? crisis.plan + 1 : 1;
    return follow('plan-step', { planStep: step, askSafety: false, offerPlan: false });
  }
  if (typeof crisis.plan === 'number') {
    if (act.act === 'stop' || (act.act === 'refuse' && isMostly('refuse', prepared, 3)))
      return follow('plan-stop', { askSafety: false, offerPlan: false });
    if (families.length === 0)
      return follow('plan-step', { planStep: crisis.plan + 1, askSafety: false, offerPlan: false });
  }
  if (
    crisis.plan === 'offered' &&
    families.length === 0 &&
    (act.act === 'accept' || isMostly('accept', prepared, 3))
  )
    return follow('plan-step', { planStep: 0, askSafety: false, offerPlan: false });
  if (NO_CALL.test(prepared)) return follow('no-call');
  if (NOBODY_KNOWS.test(prepared)) return follow('nobody-knows');
  if (act.act === 'thanks') return follow('thanks');
  return follow('answer');
}

function exerciseTurn(
  state: DialogueState,
  prepared: string,
  act: ActReading,
  topic: Topic | null,
): ExerciseMove {
  const running = state.exercise && !state.exercise.paused ? state.exercise : null;
  const paused = state.exercise?.paused ? state.exercise : null;
  const named = mentionedTechnique(prepared);
  // "não quero exercício" names an exercise too: a refusal is never a request.
  const asked = act.act !== 'refuse' && INTENTS.exerciseRequest.test(prepared);
  const agrees = act.act === 'accept' || act.act === 'complete' || isMostly('advance', prepared, 2);

  if (act.act === 'howto') {
    const technique = howtoTechnique(prepared, running?.technique ?? paused?.technique ?? null);
    if (technique) return { kind: 'content', technique };
  }
  if (running) {
    const technique = TECHNIQUES[running.technique];
    if (act.act === 'stop') return { kind: 'stop', technique: running.technique };
    if (act.act === 'refuse' && !agrees) return { kind: 'stop', technique: running.technique };
    if (act.act === 'goodbye') return { kind: 'stop', technique: running.technique };
    if (act.act === 'confused')
      return { kind: 'reexplain', technique: running.technique, step: running.step };
    if (act.act === 'thanks' && !isMostly('advance', prepared, 1))
      return { kind: 'pause', technique: running.technique, step: running.step };
    const answers =
      agrees ||
      (technique.writtenAnswers &&
        (act.act === 'disclosure' || act.act === 'chat' || act.act === 'correction'));
    if (answers) {
      const next = running.step + 1;
      return next < technique.steps.length
        ? { kind: 'advance', technique: running.technique, step: next }
        : { kind: 'finish', technique: running.technique };
    }
    return { kind: 'pause', technique: running.technique, step: running.step };
  }
  if (paused) {
    const offeredBack = state.offer === paused.technique;
    if (
      RESUME.test(prepared) ||
      (offeredBack && act.act === 'accept') ||
      (named?.id === paused.technique && agrees)
    )
      return { kind: 'resume', technique: paused.technique, step: paused.step };
  }
  if (state.offer && state.offer !== 'menu' && !paused) {
    if (
      act.act === 'accept' ||
      (act.act === 'complete' && isMostly('accept', prepared, 3)) ||
      isMostly('accept', prepared, 2)
    )
      return { kind: 'start', technique: named?.id ?? state.offer };
    if (act.act === 'refuse') return { kind: 'declined' };
  }
  if (state.offer === 'menu') {
    if (named) return { kind: 'start', technique: named.id };
    if (act.act === 'refuse') return { kind: 'declined' };
  }
  if (named && (asked || act.act === 'accept' || prepared.trim().split(' ').length <= 5))
    return { kind: 'start', technique: named.id };
  if (asked) {
    const byTopic: Partial<Record<Topic, TechniqueId>> = {
      insonia: 'higiene-sono',
      ansiedade: 'respiracao-478',
      estresse: 'respiracao-quadrada',
      tristeza: 'escrita',
      luto: 'escrita',
      autoestima: 'reestruturacao',
      provas: 'respiracao-quadrada',
    };
    const technique = (topic && byTopic[topic]) ?? null;
    return technique ? { kind: 'start', technique } : { kind: 'menu' };
  }
  if (act.act === 'refuse' && (state.offer !== null || EXERCISE_WORDS.test(prepared)))
    return { kind: 'declined' };
  return { kind: 'none' };
}

const EXERCISE_WORDS = new PhraseSet([
  'exercicio*',
  'tecnica*',
  'respiracao',
  'respirar',
  'meditacao',
  'meditar',
]);

export function planTurn(input: PlanInput): TurnPlan {
  const { message, state, risk } = input;
  const prepared = prepare(message);
  const act = continuingQuestion(input.act ?? readAct(message), message, prepared, state);
  const topic = stickySubject(readTopicDetailed(prepared), state.subject);
  const safety = crisisTurn(state, prepared, act, risk);
  const inCrisis = safety.kind === 'fixed' || safety.kind === 'follow';
  const exercise: ExerciseMove = inCrisis ? { kind: 'none' } : exerciseTurn(state, prepared, act, topic);
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
  return {
    act: act.act,
    info: act.info,
    safety,
    exercise,
    mayOffer:
      !refused && !busyWithExercise && !inCrisis && safety.kind !== 'settled' && act.act === 'disclosure',
    topic,
    name: nameIn(message) ?? state.name,
    askedName: ASKED_NAME.test(prepared),
    reminder,
    before: state,
  };
}

/** The state after the reply: what the plan did, and any offer or step the reply itself made (read from its text). */
export function nextState(plan: TurnPlan, risk: RiskAssessment, reply: string): DialogueState {
  const before = plan.before;
  const crisis = { ...before.crisis };
  const { safety } = plan;
  const families = protocolFamiliesOf(risk);
  if (safety.kind === 'follow' && families.length > 0)
    crisis.families = [...new Set([...crisis.families, ...families])];
  if (safety.kind === 'fixed' && families.length > 0) {
    const reopened = crisis.phase !== 'open';
    crisis.phase = 'open';
    crisis.families = [...new Set([...(reopened ? [] : crisis.families), ...families])];
    if (reopened) {
      crisis.safetyAnswered = false;
      crisis.plan = families.every((family) => family === 'panic') ? 0 : null;
      crisis.followUps = 0;
    }
    crisis.remindersLeft = 0;
  } else if (safety.kind === 'follow') {
    crisis.followUps += 1;
    if (safety.move === 'unsafe') crisis.safetyAnswered = false;
    else if (
      !safety.askSafety &&
      crisis.safetyAnswered === false &&
      safety.move !== 'plan-step' &&
      safety.move !== 'plan-stop'
    )
      crisis.safetyAnswered = false;
    if (safety.move === 'plan-step') {
      const step = safety.planStep ?? 0;
      crisis.plan = step >= SAFETY_PLAN_STEPS ? 'done' : step;
    } else if (safety.move === 'plan-stop') crisis.plan = 'done';
    else if (safety.offerPlan) crisis.plan = 'offered';
  } else if (safety.kind === 'settled') {
    crisis.phase = 'settled';
    crisis.safetyAnswered = true;
    crisis.remindersLeft = 3;
  } else if (safety.kind === 'goodbye') {
    crisis.phase = crisis.phase === 'none' ? 'none' : 'settled';
    crisis.remindersLeft = 0;
  } else if (plan.reminder) {
    crisis.remindersLeft = Math.max(0, crisis.remindersLeft - 1);
  }
  // An answer to the safety question that was neither "safe" nor "unsafe" still answers it when it was asked.
  if (safety.kind === 'follow' && safety.askSafety && plan.act !== 'disclosure') crisis.safetyAnswered = true;

  let exercise = before.exercise;
  let offer: DialogueState['offer'] = null;
  const move = plan.exercise;
  switch (move.kind) {
    case 'start':
      exercise = { technique: move.technique, step: 0, paused: false };
      break;
    case 'advance':
    case 'resume':
    case 'reexplain':
      exercise = { technique: move.technique, step: move.step, paused: false };
      break;
    case 'pause':
      exercise = { technique: move.technique, step: move.step, paused: true };
      offer = move.technique;
      break;
    case 'finish':
    case 'stop':
      exercise = null;
      break;
    case 'content':
      break;
    case 'menu':
      offer = 'menu';
      break;
    default:
      break;
  }
  if (plan.act === 'goodbye') exercise = null;
  // An offer the reply made (engines mark offers with "passo a passo?", the menu with its list).
  if (move.kind === 'none' || move.kind === 'declined' || move.kind === 'finish' || move.kind === 'stop') {
    const written = readExerciseState(reply);
    if (written.kind === 'offer' && !(exercise?.paused && exercise.technique !== written.technique.id))
      offer = written.technique.id;
    else if (written.kind === 'menu') offer = 'menu';
  }
  return {
    offer,
    exercise,
    refusedExercises:
      move.kind === 'declined'
        ? true
        : move.kind === 'start' || move.kind === 'menu'
          ? false
          : before.refusedExercises,
    crisis,
    subject: plan.topic ?? before.subject,
    info: plan.act === 'info' ? plan.info : null,
    name: plan.name,
    turns: before.turns + 1,
  };
}

export { isMostlyOf };
export type { DistressCategory };
