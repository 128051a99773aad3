import { MINOR_NOTICE } from '../risk/risk-texts';
import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import { DELETION_ASKED } from '../dialogue/acts';
import { BE_RIGHT_BACK, SLEEP_ARRIVING } from '../dialogue/exercise-turns';
import type { AriaHistoryItem } from '../../../shared/contracts/aria';
import { EXERCISE_MENU, EXERCISE_STOPPED, TECHNIQUES, type Technique } from './exercise-scripts';
import type { TurnPlan } from '../dialogue/manager';
import { forHelper } from '../dialogue/state';
import {
  ADVICE,
  calledAwayReply,
  comeBackOffer,
  HOW_TO,
  HOW_TO_DETAILS,
  tryItTogether,
  REEXPLAIN_OPENINGS,
  REPHRASED_STEPS,
  STEP_ACKNOWLEDGEMENTS,
} from './exercise-help';
import { alreadyOffered, mentionedTechnique, offerText, readExerciseState, stepMessage } from './exercises';
import { INTENTS, isMostly } from './intents';
import * as replies from './replies';
import { detectTheme, findSituation, THEMES, type Theme } from './themes';
import { chooserFor, decapitalize, hashText, pickFresh, type Chooser } from './variation';

/**
 * The scripted Aria: reads one message and the history the browser sent, and writes one reply. Pure and
 * deterministic — the same conversation always gets the same reply — and stateless: anything it remembers
 * (an exercise in progress, an offer, what was already suggested) it reads back from its own earlier replies.
 */

interface Turn {
  prepared: string;
  words: number;
  historyLength: number;
  userTexts: string[];
  assistantTexts: string[];
  lastAssistant: string | null;
  discountPercent: number;
  /** Read only by the themes it changes: it reads the whole history again. */
  violenceNamed: () => boolean;
  seed: number;
  choose: Chooser;
  /** The dialogue manager's decision, when the service sent one: it alone starts, moves and stops exercises. */
  plan: TurnPlan | null;
}

/**
 * Themes where Aria would otherwise teach a couple or a family to talk things through: once violence was named,
 * that advice can put a person in danger, so these themes answer with safety instead (issue 29).
 */

/** A message that only says one is called away; a longer one tells something to answer. */
const CALLED_AWAY_MAX_WORDS = 12;
const CLOSE_TIES: ReadonlySet<string> = new Set(['relacionamento', 'familia']);

function afterViolenceReply(theme: Theme, turn: Turn, opener: string): string {
  // Fresh each turn, and the long paragraph of lines not again right after it was given: three replies running were
  // word for word the same (found walking the chat).
  const linesJustGiven = turn.lastAssistant?.includes('tel:180') === true;
  return [
    `${opener}${fresh(replies.AFTER_VIOLENCE_VALIDATIONS, turn, 'violence-validation')}`,
    ...(linesJustGiven ? [] : [replies.AFTER_VIOLENCE_LINES]),
    fresh(replies.AFTER_VIOLENCE_QUESTIONS, turn, `violence-question-${theme.id}`),
  ].join('\n\n');
}

/** "e dá pra cancelar?": a price question about cancelling, answered as that. */
const CANCELLING = new PhraseSet([
  'cancel*',
  'fidelidade',
  'reembols*',
  'desistir do plano',
  'parar de pagar',
]);

/** Craving in recovery, told as people in NA, AA or a CAPS AD say it. */
const CRAVING_TOLD = new PhraseSet([
  'fissura',
  'fissurad*',
  '(vontade|desejo) (de|d) (usar|beber|cheirar|fumar (pedra|crack|maconha|um baseado)|dar um tiro|dar um teco|apostar)',
  '(medo|perto) de (recair|ter uma recaida|ter recaida)',
  'quase (recai|usei|bebi)',
]);
/** Days clean counted. */
const CLEAN_DAYS_TOLD = new PhraseSet([
  '(1*|2*|3*|4*|5*|6*|7*|8*|9*|um|uma|dois|duas|tres|seis) (dia|dias|semana|semanas|mes|meses|ano|anos) (limpo|limpa|sem usar|sem beber|sobrio|sobria)',
]);

/** A consultation asked about for someone under 18 ("minha filha tem 16, ela pode fazer consulta?"). */
/** The public health system named in a question about a psychologist. */
const FREE_HELP_ASKED = new PhraseSet([
  '(de graca|gratis|gratuit*|sem pagar|sem custo|nao posso pagar|muito caro|caro (pra|para) mim|caro demais)',
  'nao tenho (como pagar|dinheiro|condicao|condicoes|como)',
  '(o |a )?(caps|ubs|clinica escola) (atende|atendem|e|eh|funciona|cobra|tem)',
]);

const DISCOUNT_ASKED = new PhraseSet([
  'desconto',
  'quanto (fica|sai|custa|e) (pra|para) (assinante|quem assina|quem tem plano)',
]);
/** "o psicólogo daqui atende de noite? só tenho tempo depois das 22h" (round 8 walk). */
const HOURS_ASKED = new PhraseSet([
  '(atende|atendem|tem|da) (de noite|a noite|de madrugada|fim de semana|no fim de semana|sabado|domingo|cedo|de manha|no almoco)',
  '(que|quais|qual) (horas|horario|horarios)',
  '(depois|antes) das',
]);

const CAPS_ASKED = new PhraseSet(['(o |a )?caps (atende|atendem|e|eh|funciona|cobra|tem)']);

const THROUGH_SUS = new PhraseSet(['(pelo|no|do|via|pela) (sus|posto|ubs|caps)', 'sus']);

const MINOR_PATIENT = new PhraseSet([
  '(tem|de|com) (10|11|12|13|14|15|16|17|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete) anos',
  '(filh*|enteado|enteada|sobrinh*|neto|neta) (tem|de|com) (10|11|12|13|14|15|16|17|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete)',
  'menor de idade',
  '(adolescente|crianca|menor) (pode|podem)',
]);

const FEELING_SETS = replies.FEELINGS.map(({ patterns, noun }) => ({ set: new PhraseSet(patterns), noun }));

/** The theme that answers a subject of the dialogue state (a situation's subject is answered by its theme). */
function themeOfTopic(topic: string | null | undefined): Theme | null {
  if (!topic) return null;
  const id =
    topic === 'termino' || topic === 'conflito-casal'
      ? 'relacionamento'
      : topic === 'desemprego'
        ? 'trabalho'
        : topic === 'luto-pet'
          ? 'luto'
          : topic;
  return THEMES.find((theme) => theme.id === id) ?? null;
}

function feelingsIn(prepared: string): string | null {
  const nouns = FEELING_SETS.filter(({ set }) => set.test(prepared)).map(({ noun }) => noun);
  if (nouns.length === 0) return null;
  return nouns.length === 1 ? nouns[0]! : `${nouns.slice(0, -1).join(', ')} e ${nouns.at(-1)}`;
}

/** Turns of this theme so far: how many of the person's earlier messages were about it. */
function themeDepth(theme: Theme, turn: Turn): number {
  return turn.userTexts.filter((text) => detectTheme(prepare(text))?.id === theme.id).length;
}

/** The conversation's subject as the dialogue manager keeps it: this message's, or the one before. */
function subjectOf(turn: Turn): string | null | undefined {
  if (helping(turn)) return null;
  return turn.plan?.topic ?? turn.plan?.before.subject;
}

/** Inside a helper's protocol the subject is the other person's safety (manager.ts), whatever was said before it. */
function helping(turn: Turn): boolean {
  const crisis = turn.plan?.before.crisis;
  return crisis !== undefined && crisis.phase === 'open' && forHelper(crisis.families);
}

/** The theme the person was talking about in their last few messages, for replies like "é isso". */
function recentTheme(turn: Turn): Theme | null {
  if (helping(turn)) return null;
  // The conversation's subject, when the dialogue manager keeps one: a loss stays the loss when the last message
  // named the mother who is also grieving ("não quero exercício agora" asked about family conflict).
  const subject = themeOfTopic(subjectOf(turn));
  if (subject) return subject;
  for (const text of turn.userTexts.slice(-3).reverse()) {
    const theme = detectTheme(prepare(text));
    if (theme) return theme;
  }
  return null;
}

/** A text not yet used in this conversation when possible, and never one from Aria's last reply if avoidable. */
function fresh(items: readonly string[], turn: Turn, salt: string): string {
  return pickFresh(items, turn.seed, salt, turn.assistantTexts.join('\n'), turn.lastAssistant);
}

/**
 * The questions for a theme in this conversation: its situation's, when the dialogue's subject is one ("tenho 52 anos,
 * quem vai me contratar" after a dismissal was asked what weighs most at work).
 */
function subjectQuestions(theme: Theme | null, turn: Turn): readonly string[] | undefined {
  const topic = subjectOf(turn);
  return theme?.situations?.find((situation) => situation.topic === topic)?.questions ?? theme?.questions;
}

function questionFor(theme: Theme | null, turn: Turn, questions = subjectQuestions(theme, turn)): string {
  return questions ? fresh(questions, turn, 'question') : fresh(replies.LISTENING, turn, 'listening');
}

function themeReply(theme: Theme, turn: Turn, opener: string): string {
  if (CLOSE_TIES.has(theme.id) && turn.violenceNamed()) return afterViolenceReply(theme, turn, opener);
  const { choose } = turn;
  // Inside the crisis protocol the subject is answered, but its teaching has no place ("minha mulher ta dormindo" after
  // a shotgun at hand got "o estresse é a resposta do corpo a uma pressão contínua": round 9 walk): the subject's words
  // and a question, and the protocol's own tail after them.
  const inProtocol = turn.plan?.safety.kind === 'follow';
  const depth = themeDepth(theme, turn);
  const found = depth === 0 ? findSituation(theme, turn.prepared) : null;
  // The situation the dialogue read away ("acho que vou ser demitida" is work, not a job lost: round 8 walk).
  const situation = found?.topic && turn.plan?.topic && found.topic !== turn.plan.topic ? null : found;
  const opening =
    depth === 0
      ? inProtocol
        ? choose(situation?.validations ?? theme.validations, 'validation')
        : `${choose(situation?.validations ?? theme.validations, 'validation')} ${fresh(situation?.education ?? theme.education, turn, 'education')}`
      : fresh([...theme.followUps, ...replies.FOLLOW_UPS], turn, 'follow-up');
  const feelings = depth > 0 ? feelingsIn(turn.prepared) : null;
  const first = `${opener}${opening}${feelings ? ` Percebo ${feelings} no que você me conta.` : ''}`;
  const question = questionFor(theme, turn, situation?.questions ?? subjectQuestions(theme, turn));

  // A minor is not offered a paid consultation: it needs a guardian's authorisation (docs/care.md, Minors).
  const psychologistSuggested =
    turn.plan?.writerIsMinor === true ||
    turn.assistantTexts.some((text) => text.includes('/psicologos') || text.includes(MINOR_NOTICE));
  if (inProtocol) return [first, question].join('\n\n');
  if (depth >= theme.psychologistFromTurn && !psychologistSuggested) {
    return [first, `${theme.psychologistReason} ${replies.bookingHint(turn.discountPercent)}`, question].join(
      '\n\n',
    );
  }
  const technique =
    turn.plan && !turn.plan.mayOffer
      ? undefined
      : theme.techniques
          .map((id) => TECHNIQUES[id])
          .find((candidate) => !alreadyOffered(candidate, turn.assistantTexts));
  if (technique) {
    return [
      first,
      `${offerText(technique, choose)} Se preferir só conversar, tudo bem também: ${decapitalize(question)}`,
    ].join('\n\n');
  }
  return [first, question].join('\n\n');
}

function serviceReply(turn: Turn): string | null {
  const { prepared, choose, discountPercent } = turn;
  if (INTENTS.medication.test(prepared)) {
    // Declines, then goes on with what the person is living: a question about medicine is rarely only that.
    const theme = detectTheme(prepared) ?? recentTheme(turn);
    return `${fresh(replies.MEDICATION, turn, 'medication')}\n\n${questionFor(theme, turn)}`;
  }
  if (INTENTS.human.test(prepared)) return choose(replies.humanAnswers(discountPercent), 'human');
  if (INTENTS.diagnosis.test(prepared)) return choose(replies.diagnosisAnswers(discountPercent), 'diagnosis');
  if (INTENTS.price.test(prepared)) return replies.priceAnswer();
  if (INTENTS.privacy.test(prepared)) return choose(replies.PRIVACY, 'privacy');
  if (INTENTS.howItWorks.test(prepared)) return choose(replies.HOW_IT_WORKS, 'how');
  if (INTENTS.booking.test(prepared)) return choose(replies.bookingAnswers(discountPercent), 'booking');
  return null;
}

/** Replies while an exercise is running or was just offered; null when the message is about something else. */
function exerciseReply(turn: Turn): string | null {
  const state = readExerciseState(turn.lastAssistant);
  const { prepared, choose } = turn;
  if (state.kind === 'step') {
    if (INTENTS.stop.test(prepared) && turn.words <= 8) return choose(EXERCISE_STOPPED, 'stopped');
    if (serviceReply(turn)) return null;
    // In a breathing or sleep exercise only an agreement or a step done ("ok", "pronto") moves on; anything else
    // ("tô de boa hj kkk", "meu namorado terminou comigo") is a new subject and leaves the exercise. Writing
    // exercises ask for answers, so there any answer is the next step.
    if (!state.technique.writtenAnswers && !isMostly('advance', prepared, 2)) return null;
    if (state.step < state.technique.steps.length) return stepMessage(state.technique, state.step);
    return choose(state.technique.closings, 'closing');
  }
  if (state.kind === 'offer') {
    if (isMostly('accept', prepared, 3)) return stepMessage(state.technique, 0);
    if (isMostly('refuse', prepared, 3)) {
      return `${choose(replies.REFUSALS, 'refusal')} ${questionFor(recentTheme(turn), turn)}`;
    }
  }
  if (state.kind === 'menu' && isMostly('refuse', prepared, 3)) {
    return `${choose(replies.REFUSALS, 'refusal')} ${questionFor(recentTheme(turn), turn)}`;
  }
  const named = mentionedTechnique(prepared);
  const asked = INTENTS.exerciseRequest.test(prepared);
  if (
    named &&
    (asked ||
      INTENTS.accept.test(prepared) ||
      state.kind === 'offer' ||
      state.kind === 'menu' ||
      turn.words <= 5)
  ) {
    return stepMessage(named, 0);
  }
  if (asked) {
    const theme = detectTheme(prepared) ?? recentTheme(turn);
    const technique: Technique | undefined = theme ? TECHNIQUES[theme.techniques[0]!] : undefined;
    return technique ? stepMessage(technique, 0) : EXERCISE_MENU;
  }
  return null;
}

function smallTalkReply(turn: Turn): string | null {
  const { prepared, choose } = turn;
  if (INTENTS.notOk.test(prepared)) return choose(replies.NOT_OK, 'not-ok');
  if (isMostly('positive', prepared, 3)) return choose(replies.POSITIVES, 'positive');
  // Thanks and goodbyes are answered as such only when they are most of the message: "meu amigo mandou
  // 'obrigado por tudo, adeus' e não atende" is not a thank-you.
  if (isMostly('goodbye', prepared, 4) && turn.historyLength > 0) {
    return prepared.includes(' boa noite ')
      ? choose(replies.GOOD_NIGHTS, 'good-night')
      : choose(replies.GOODBYES, 'goodbye');
  }
  if (isMostly('thanks', prepared, 5)) return choose(replies.THANKS, 'thanks');
  if (INTENTS.howAreYou.test(prepared) && turn.words <= 6) return choose(replies.HOW_ARE_YOU, 'how-are-you');
  if (INTENTS.greeting.test(prepared) && turn.words <= 4) {
    return choose(turn.historyLength > 0 ? replies.GREETINGS_AGAIN : replies.GREETINGS_FIRST, 'greeting');
  }
  return null;
}

function composeOnce(turn: Turn): string {
  const exercise = turn.plan ? null : exerciseReply(turn);
  if (exercise) return exercise;
  const service = serviceReply(turn);
  if (service) return service;

  const theme = themeOfTopic(turn.plan?.topic) ?? detectTheme(turn.prepared);
  if (theme) {
    const opener =
      INTENTS.greeting.test(turn.prepared) && turn.historyLength === 0
        ? turn.choose(['Oi! ', 'Olá, que bom que você escreveu. '], 'opener')
        : '';
    return themeReply(theme, turn, opener);
  }

  const smallTalk = smallTalkReply(turn);
  if (smallTalk) return smallTalk;

  const continuing = recentTheme(turn);
  if (continuing) return themeReply(continuing, turn, '');

  if (isMostly('unsure', turn.prepared, 2)) return fresh(replies.UNSURE, turn, 'unsure');
  const feelings = feelingsIn(turn.prepared);
  const listening = questionFor(null, turn);
  return feelings ? `Percebo ${feelings} no que você me conta. ${listening}` : listening;
}

export interface ComposeInput {
  message: string;
  history: readonly AriaHistoryItem[];
  discountPercent: number;
  violenceNamed?: boolean;
  dialogue?: TurnPlan;
}

const SERVICE_WORDS = new PhraseSet([
  'voces',
  'aria',
  'app',
  'aplicativo',
  'site',
  'servico',
  'plataforma',
  'funciona*',
  'horario*',
  '24 horas',
]);

/** A step said again in plainer words, with its label, so the step is still recognisable in the history. */
function rephrased(technique: Technique, step: number, turn: Turn): string {
  const plain = REPHRASED_STEPS[technique.id][step] ?? technique.steps[step]!;
  return `${turn.choose(REEXPLAIN_OPENINGS, 'reexplain')} Passo ${step + 1} de ${technique.steps.length} — ${technique.title}. ${plain}`;
}

const ABOUT_A_CONSULTATION = new PhraseSet([
  '(psicolog*|consulta|consultas|terapeuta|terapia|sessao|sessoes)',
]);
const ABOUT_A_PLAN = new PhraseSet(['(plano|planos|assinatura|assinar|mensal|anual|avulso|mensalidade)']);

/** What the person said, answered without touching exercises: the information, thanks, a goodbye, the subject. */
function answerOf(turn: Turn, plan: TurnPlan): string {
  const { choose } = turn;
  const name = plan.name;
  if (plan.askedName) {
    return name
      ? `Lembro sim: você é ${name}. ${questionFor(recentTheme(turn), turn)}`
      : 'Você ainda não me disse o seu nome. Como você gostaria que eu te chamasse?';
  }
  // Asked for help that costs nothing, or told the price is too much right after it was given.
  // A medicine asked about beside the CAPS ("tomo a medicação do caps e qria saber se posso tomar melatonina junto" got
  // what the CAPS is: round 9 development) is a medicine question.
  if (
    (plan.act === 'info' || plan.before.info === 'price') &&
    plan.info !== 'medication' &&
    FREE_HELP_ASKED.test(turn.prepared)
  )
    return CAPS_ASKED.test(turn.prepared) ? replies.CAPS_ANSWER : replies.FREE_HELP;
  if (plan.act === 'info' || plan.info === 'medication') {
    if (plan.info === 'medication' && !INTENTS.medication.test(turn.prepared)) {
      const theme = detectTheme(turn.prepared) ?? recentTheme(turn);
      return `${fresh(replies.MEDICATION, turn, 'medication')}\n\n${questionFor(theme, turn)}`;
    }
    if (plan.info === 'privacy' && DELETION_ASKED.test(turn.prepared)) return replies.DELETION_ANSWER;
    // "quanto custa pra falar com um psicólogo?" asks the consultation's price, which that answer gives first.
    if (
      plan.info === 'price' &&
      ABOUT_A_CONSULTATION.test(turn.prepared) &&
      !ABOUT_A_PLAN.test(turn.prepared)
    )
      return choose(replies.consultationAnswers(turn.discountPercent), 'consultation');
    if (plan.info === 'price' && plan.before.info === 'consultation' && DISCOUNT_ASKED.test(turn.prepared))
      return replies.discountedConsultationAnswer();
    if (plan.info === 'price')
      return CANCELLING.test(turn.prepared) ? replies.CANCELLATION_ANSWER : replies.priceAnswer();
    if (plan.info === 'consultation' && HOURS_ASKED.test(turn.prepared)) return replies.CONSULTATION_HOURS;
    if (plan.info === 'consultation' && THROUGH_SUS.test(turn.prepared)) return replies.SUS_PSYCHOLOGIST;
    if (plan.info === 'consultation' && MINOR_PATIENT.test(turn.prepared))
      return choose(replies.MINOR_CONSULTATION, 'minor-consultation');
    if (plan.info === 'consultation' && !INTENTS.booking.test(turn.prepared))
      return choose(replies.consultationAnswers(turn.discountPercent), 'consultation');
    // "como funciona a consulta com psicólogo?" is about the consultation, not how Aria works.
    if (plan.info === 'consultation') return choose(replies.bookingAnswers(turn.discountPercent), 'booking');
    const service = serviceReply(turn);
    if (service) return service;
    if (plan.info === 'privacy') return choose(replies.PRIVACY, 'privacy');
    if (plan.info === 'human') return choose(replies.humanAnswers(turn.discountPercent), 'human');
    // A question the reader could not place and that does not name the service is about the person's life.
    if (SERVICE_WORDS.test(turn.prepared)) return choose(replies.OTHER_INFORMATION, 'other-information');
  }
  if (plan.act === 'goodbye') {
    const goodbye =
      turn.prepared.includes(' boa noite ') || SLEEP_ARRIVING.test(turn.prepared)
        ? choose(replies.GOOD_NIGHTS, 'good-night')
        : choose(replies.GOODBYES, 'goodbye');
    return name ? `${name}, ${decapitalize(goodbye)}` : goodbye;
  }
  if (plan.act === 'thanks' && !detectTheme(turn.prepared)) {
    const thanks = choose(replies.THANKS, 'thanks');
    return name ? `${name}, ${decapitalize(thanks)}` : thanks;
  }
  if (plan.act === 'disclosure' && plan.exercise.kind === 'none') {
    if (CRAVING_TOLD.test(turn.prepared)) return replies.CRAVING;
    if (CLEAN_DAYS_TOLD.test(turn.prepared)) return replies.CLEAN_DAYS;
  }
  const reply = composeOnce(turn);
  // A name corrected ("ops, é Tiago sem h") is taken as written, and said back (dialogue round 4).
  const renamed = name && (name !== plan.before.name || (plan.act === 'correction' && plan.nameGiven));
  // A name told with its correction in the first message ("sou a Cida, Aparecida na verdade") is an introduction.
  if (plan.act === 'correction' && plan.before.name === null && plan.nameGiven)
    return `Prazer, ${name}! ${reply}`;
  if (plan.act === 'correction')
    return renamed
      ? `${choose(replies.NAME_CORRECTIONS, 'name-correction').replace('{name}', name)} ${reply}`
      : `${choose(replies.CORRECTIONS, 'correction')} ${reply}`;
  const introduced = renamed ? `Prazer, ${name}! ` : '';
  return `${introduced}${reply}`;
}

function planned(turn: Turn, plan: TurnPlan): string {
  const move = plan.exercise;
  const { choose } = turn;
  switch (move.kind) {
    case 'start':
      return stepMessage(TECHNIQUES[move.technique], 0);
    case 'advance':
      return `${choose(STEP_ACKNOWLEDGEMENTS, 'step-ack')} ${stepMessage(TECHNIQUES[move.technique], move.step)}`;
    case 'finish':
      return choose(TECHNIQUES[move.technique].closings, 'closing');
    case 'reexplain':
      return rephrased(TECHNIQUES[move.technique], move.step, turn);
    case 'resume':
      return `Vamos voltar de onde paramos. ${stepMessage(TECHNIQUES[move.technique], move.step)}`;
    case 'stop':
      // A goodbye or a thank-you that ends the exercise is answered as itself, not as a stop.
      return plan.act === 'goodbye' || plan.act === 'thanks'
        ? answerOf(turn, plan)
        : choose(EXERCISE_STOPPED, 'stopped');
    case 'content':
      // A question about a technique just explained gets what the explanation left out, not the same text again.
      if (!turn.assistantTexts.includes(HOW_TO[move.technique])) return HOW_TO[move.technique];
      if (!turn.assistantTexts.includes(HOW_TO_DETAILS[move.technique]))
        return HOW_TO_DETAILS[move.technique];
      return tryItTogether(TECHNIQUES[move.technique].name);
    case 'advice':
      return ADVICE[move.advice];
    case 'menu':
      return EXERCISE_MENU;
    case 'declined':
      return `${choose(replies.REFUSALS, 'refusal')} ${questionFor(recentTheme(turn), turn)}`;
    case 'pause':
      if (BE_RIGHT_BACK.test(turn.prepared) && turn.words <= CALLED_AWAY_MAX_WORDS)
        return calledAwayReply(TECHNIQUES[move.technique].name);
      return `${answerOf(turn, plan)}\n\n${comeBackOffer(TECHNIQUES[move.technique].name)}`;
    case 'none':
      return answerOf(turn, plan);
  }
}

export function composeReply(input: ComposeInput): string {
  const prepared = prepare(input.message);
  const lastAssistant =
    [...input.history].reverse().find((item) => item.role === 'assistant')?.content ?? null;
  // `prepare` is normalizeText's form padded with a space on each side.
  const base = hashText(prepared.slice(1, -1)) ^ Math.imul(input.history.length + 1, 0x9e3779b1);
  const turnFor = (seed: number): Turn => ({
    prepared,
    words: prepared.trim() === '' ? 0 : prepared.trim().split(' ').length,
    historyLength: input.history.length,
    userTexts: input.history.filter((item) => item.role === 'user').map((item) => item.content),
    assistantTexts: input.history.filter((item) => item.role === 'assistant').map((item) => item.content),
    lastAssistant,
    discountPercent: input.discountPercent,
    violenceNamed: () => input.violenceNamed === true,
    seed,
    choose: chooserFor(seed),
    plan: input.dialogue ?? null,
  });
  // Saying exactly the same thing twice in a row reads as a machine that stopped listening.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const turn = turnFor(base + attempt);
    const reply = turn.plan ? planned(turn, turn.plan) : composeOnce(turn);
    if (reply !== lastAssistant) return reply;
  }
  const turn = turnFor(base);
  return `${turn.plan ? planned(turn, turn.plan) : composeOnce(turn)}\n\nEstou aqui com você, no seu tempo.`;
}
