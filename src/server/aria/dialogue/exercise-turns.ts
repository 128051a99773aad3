import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import type { AdviceId } from '../scripted/exercise-help';
import { TECHNIQUES, type Technique, type TechniqueId } from '../scripted/exercise-scripts';
import { mentionedTechnique, readExerciseState } from '../scripted/exercises';
import { INTENTS, isMostly } from '../scripted/intents';
import { isMostlyOf } from './act-signs';
import { ACT_SETS, withoutNonStop, type DialogueAct } from './act-lexicon';
import type { ActReading } from './acts';
import { FAREWELL_WORDS } from './crisis-turns';
import type { DialogueState, Topic } from './state';

/** The exercises' side of the dialogue manager: starting, stepping through, pausing and stopping a technique. */

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
  /** A how-to question no exercise answers (how to talk without fighting, anger in the moment): practical advice. */
  | { kind: 'advice'; advice: AdviceId }
  | { kind: 'menu' }
  /** An offer, or exercises at large, declined: acknowledged, and not offered again. */
  | { kind: 'declined' };

const RESUME = new PhraseSet([
  '(vamos|bora|quero|podemos|pode) (voltar|continuar|retomar) *(exercicio|respiracao|de onde parou|onde parou|o passo)',
  'volta (pro|para o) exercicio',
  'continua (o|a) (exercicio|respiracao)',
  'de onde (a gente )?parou',
]);

/** A farewell, thanks or sleep said, whatever else the message holds. */
function saysFarewell(prepared: string): boolean {
  return FAREWELL_WORDS.test(prepared) || ACT_SETS.thanks.test(prepared) || SLEEP_ARRIVING.test(prepared);
}

/**
 * Back after being called away, or asking to go on with nothing named ("voltei", "podemos continuar?": round 7 walk,
 * both answered with the family theme of "minha mãe tá chamando"): the paused exercise, taken up where it stopped.
 */
const BACK_TO_IT = new PhraseSet([
  '(voltei|to de volta|estou de volta|ja voltei|cheguei)',
  '(vamos|bora|vamo|podemos|pode|quero|da pra|dale) (continuar|seguir|retomar|voltar)',
  '(continuar|seguir|retomar) (entao|agora|dai)',
]);
/** Longer, a message that holds "voltei" tells something else ("voltei do médico e ele disse..."). */
const BACK_TO_IT_MAX_WORDS = 4;

/**
 * Breathing, sleep, grounding, thoughts or writing: the technique a how-to question is about. Writing and grounding
 * come before sleep and breathing: "escrever antes de dormir ajuda?" asks about writing, "aquele das 5 coisas" about
 * grounding, whatever else the question names.
 */
const HOWTO_TOPICS: readonly [PhraseSet, TechniqueId][] = [
  // A thought written down to be weighed is the rethinking, before any other writing.
  [
    new PhraseSet([
      '(anotar|anoto|escrever|escrevo|escreve|anota) (o|os|um|meu|meus|esse|aquele) pensamento* * * (prova*|evidencia*|verdade|contra|a favor|justo)',
      'repensar (o|os|um|meu|meus)? pensamento*',
    ]),
    'reestruturacao',
  ],
  [
    new PhraseSet(['escrever', 'escrevo', 'escrita', 'diario', 'papel', 'desabafar no papel', 'caderno']),
    'escrita',
  ],
  [
    new PhraseSet([
      'presente',
      'aterramento',
      '5 4 3 2 1',
      '(5|cinco) coisas',
      'sentidos',
      'voltar pro presente',
      'dissociando',
      'desligad*',
      'fora do corpo',
    ]),
    'aterramento',
  ],
  [
    new PhraseSet([
      'dormir',
      'durmo',
      // "todo mundo fala dorme qnd o bebe dorme" (round 9 development).
      'dorme',
      'sono',
      'insonia',
      'pegar no sono',
      'deitar',
      'deito',
      'cochil*',
      'acordo (de madrugada|de noite|cedo demais)',
      'celular (antes de|na cama)',
      'cafe (de tarde|a noite|de noite)',
    ]),
    'higiene-sono',
  ],
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
  [
    new PhraseSet([
      'respir*',
      'ar',
      'falta de ar',
      'panico',
      'crise',
      'acalm*',
      'calma',
      'relaxar',
      'ansiedade',
      'nervos*',
      'chorar',
      'choro',
      'tremer',
      'tremo',
      'travar',
      'travo',
      'vergonha',
      'controlar (a raiva|o choro|o nervoso|a ansiedade)',
      'coracao (acelerado|disparado)',
    ]),
    'respiracao-quadrada',
  ],
];

/** The exercise a request for "an exercise" gets, by the conversation's subject. */
/**
 * Asked to stop, however long the message ("comecei a escrever mas ta saindo umas coisas q eu n quero olhar agora. pode
 * parar?", read as a question and paused: round 9 development), or "para" said first ("para, ele acordou berrando").
 */
const STOP_ASKED = new PhraseSet([
  '(pode|podemos|vamos|quero|queria|preciso|prefiro|melhor) parar',
  // In Spanish ("ya basta, no quiero seguir con esto": round 10 development, closed as done).
  'no quiero (seguir|continuar)',
]);
const STOP_FIRST = /^\s*(?:para|pare|chega|ya basta|basta ya)\s*[,.!]/iu;

/**
 * The menu's exercises in the order it lists them (EXERCISE_MENU), chosen by place: "A primeira. Como funciona
 * exatamente?" (round 9 walk, an autistic adult who asked for the list) got the square breathing, the second.
 */
const MENU_ORDER: readonly [PhraseSet, TechniqueId][] = [
  [new PhraseSet(['(a|o)? (primeira|primeiro|1a|1o)']), 'respiracao-478'],
  [new PhraseSet(['(a|o)? (segunda|segundo|2a|2o)']), 'respiracao-quadrada'],
  [new PhraseSet(['(a|o)? (terceira|terceiro|3a|3o)']), 'aterramento'],
  [new PhraseSet(['(a|o)? (quarta|quarto|4a|4o)']), 'reestruturacao'],
  [new PhraseSet(['(a|o)? (quinta|quinto|5a|5o)']), 'higiene-sono'],
  [new PhraseSet(['(a|o)? (sexta|sexto|6a|6o|ultima|ultimo)']), 'escrita'],
];
/** A choice by place is a short answer: "a primeira", "o segundo, como é?". */
const MENU_CHOICE_MAX_WORDS = 8;

function menuChoice(state: DialogueState, prepared: string): Technique | null {
  if (state.offer !== 'menu' || prepared.trim().split(' ').length > MENU_CHOICE_MAX_WORDS) return null;
  const chosen = MENU_ORDER.find(([set]) => set.test(prepared))?.[1];
  return chosen ? TECHNIQUES[chosen] : null;
}

/** A request that says "exercise" or "technique", not only how. */
const EXERCISE_NAMED_IN_REQUEST = new PhraseSet(['(exercicio|exercicios|tecnica|tecnicas)']);

/** Breathing asked for without naming which ("ensinar respirar calma por favor"): the square one, the simplest. */
const BREATHING_ASKED = new PhraseSet(['(respirar|respiracao|respirando)']);
/** Sleep named in the request ("tem algum exercicio pra ajudar a dormir?", after a boat lost: round 9 walk). */
const SLEEP_ASKED = new PhraseSet(['(dormir|sono|insonia|pegar no sono)']);
/** Writing asked for ("tem algum exercicio de escrever? isso eu acho q toparia": round 10 development, got the menu). */
const WRITING_ASKED = new PhraseSet(['(escrever|escrita|escrevendo|de papel e caneta)']);

const TECHNIQUE_FOR_SUBJECT: Partial<Record<Topic, TechniqueId>> = {
  insonia: 'higiene-sono',
  ansiedade: 'respiracao-478',
  estresse: 'respiracao-quadrada',
  tristeza: 'escrita',
  luto: 'escrita',
  autoestima: 'reestruturacao',
  provas: 'respiracao-quadrada',
};

/**
 * When a how-to question names nothing, the conversation's subject says which technique its answer is: the steps of
 * the square breathing for anxiety of the moment, and for anger, school or work.
 */
const HOWTO_BY_SUBJECT: Partial<Record<Topic, TechniqueId>> = {
  ...TECHNIQUE_FOR_SUBJECT,
  ansiedade: 'respiracao-quadrada',
  raiva: 'respiracao-quadrada',
  'escola-bullying': 'respiracao-quadrada',
  trabalho: 'respiracao-quadrada',
};

/** The technique a how-to question asks about, or null for one about something else ("como puxo conversa?"). */
function howtoTechnique(
  prepared: string,
  current: TechniqueId | null,
  subject: Topic | null,
): TechniqueId | null {
  const named = mentionedTechnique(prepared);
  if (named) return named.id;
  return (
    HOWTO_TOPICS.find(([set]) => set.test(prepared))?.[1] ??
    current ??
    (subject ? (HOWTO_BY_SUBJECT[subject] ?? null) : null)
  );
}

/** A goodbye in a writing exercise is short; more words are what was written. */
const WRITTEN_GOODBYE_MAX_WORDS = 6;

/** Words few enough for a step's answer ("terminei, reli tudo"), not a story of something else done. */
const SHORT_ANSWER_MAX_WORDS = 5;

/** "aquela respiração que você falou antes": the one offered earlier, not the first that the word names. */
const POINTS_TO_THE_OFFER = new PhraseSet([
  '(q|que) (vc|voce|tu) (falou|disse|mandou|ofereceu|comentou|sugeriu|indicou)',
  '(que|q) (vc|voce|tu) (tinha )?(falado|oferecido|sugerido)',
  // "agora acho que aceito aquele de respirar": a yes, later, to what was offered.
  '(aceito|topo|toparia|quero|faco|faria) (sim )?(aquela|aquele|aquilo)',
]);

function referredBack(state: DialogueState, prepared: string): Technique | null {
  // The technique whose how-to was just given is the one pointed at as much as one offered ("quero tentar aquele de
  // examinar o pensamento" right after how rethinking a thought goes: round 8 walk).
  const pointedAt = state.explained ?? state.lastOffered;
  if (!pointedAt || !POINTS_TO_THE_OFFER.test(prepared)) return null;
  const named = mentionedTechnique(prepared);
  const family = (id: string) => (id.startsWith('respiracao') ? 'respiracao' : id);
  if (named && family(named.id) !== family(pointedAt)) return null;
  return TECHNIQUES[pointedAt];
}

/** How-to questions that advice answers, not an exercise (dialogue round 4). */
const ADVICE_ASKED: readonly [PhraseSet, AdviceId][] = [
  [
    new PhraseSet([
      'sem (virar|brigar|discutir|ter) (briga|brigar|discussao|discutir)?',
      '(impor|imponho|colocar|coloco|por|ponho|botar|boto|dar|dou) (um |uns )?limite*',
      '(como|oq|o que) (eu )?(falo|converso|digo|conto|peco|explico) (com|pra|para|a|pro) (ela|ele|eles|elas|minha|meu|o|a)',
      '(como|oq|o que) (eu )?(falo|digo) (nao|que nao)',
      // "como faço pra falar com ele sem explodir?" (round 8 walk, a manager and her boss: it got a breathing how-to).
      '(como|oq|o que) (eu )?(faco|faço) (pra|para) (falar|conversar) com (ele|ela|eles|elas|meu|minha|o|a)',
      '(falar|conversar) com (ele|ela|eles|elas|meu|minha|o|a) * sem (explodir|perder a cabeca|gritar|chorar|brigar)',
    ]),
    'hard-talk',
  ],
  [
    new PhraseSet([
      '(na hora|no momento|quando) (da raiva|que a raiva|a raiva) *(vem|vier|bate|bater|sobe|subir)?',
      '(saio|sair|sai) de perto',
      '(pra|para) nao (gritar|explodir|estourar|xingar|perder a cabeca|bater)',
      'na hora (oq|o que) (eu )?(faco|fazer)',
    ]),
    'anger-moment',
  ],
  [
    new PhraseSet([
      '(como|o que|oq|o q) (eu )?(posso|faco|devo|consigo|da pra) (fazer )?(pra|para)? (ajudar|apoiar|ajudo|apoio) (ele|ela|eles|elas|meu|minha|o|a)',
      '(como|o que|oq|o q) (eu )?(faco|posso fazer|devo fazer) (pra|para) (ele|ela) (ficar|se sentir) (melhor|bem)',
    ]),
    'help-someone',
  ],
];

/** A thought that broke into the exercise: remembered, noticed while doing it, "peraí". */
const INTERRUPTED = new PhraseSet([
  '(lembrei|acabei de lembrar|lembro agora|me veio na cabeca)',
  '(perai|pera ai|espera ai)',
  'enquanto (eu )?(escrevia|escrevo|fazia|faco|respirava|respiro)',
  'escrevendo (aqui )?(lembrei|percebi|me dei conta)',
  'alias (o que|q) me',
  'na (verdade|real) (o que|q) me (doi|pega|incomoda|deixou)',
  // News arriving or something seen in the middle of a step (round 9 development: "comecei a escrever... ah nao, ele
  // mandou msg agora dizendo q vai pedir a guarda total", "falando nele, o gato ta doente", "mas agora vi a bolsa da
  // maternidade ainda arrumada ali no canto").
  'falando (nele|nela|nisso|em)',
  '(ah|ai|aff|puts) (nao|meu deus)',
  '(mandou|mandaram|chegou|ligou|ligaram) (uma )?(msg|mensagem|zap|ligacao) agora',
  'acabou de (chegar|mandar|ligar|sair)',
  'mas agora (vi|lembrei|percebi)',
]);

export function exerciseTurn(
  state: DialogueState,
  prepared: string,
  act: ActReading,
  topic: Topic | null,
  /** The message as typed: where its first clause ends. */
  message = prepared,
): ExerciseMove {
  const running = state.exercise && !state.exercise.paused ? state.exercise : null;
  const paused = state.exercise?.paused ? state.exercise : null;
  const named = referredBack(state, prepared) ?? mentionedTechnique(prepared) ?? menuChoice(state, prepared);
  // "não quero exercício" names an exercise too: a refusal is never a request.
  const asked = act.act !== 'refuse' && INTENTS.exerciseRequest.test(prepared);
  const agrees = act.act === 'accept' || act.act === 'complete' || isMostly('advance', prepared, 2);

  // "bora fazer aquele de respirar em quadrado? meu primo disse q ajuda" asks to do it, not how it goes (round 6
  // development): the exercise starts below.
  const doIt = named !== null && !running && LETS_DO_NAMED.test(prepared);
  // "tem algum exercicio pra ajudar a dormir?" asks for an exercise, and gets it (it got the sleep tips: round 9 walk,
  // a fisherman who lost his boat); "como faço pra dormir melhor?" asks how, and gets the content.
  const exerciseAsked = asked && !running && EXERCISE_NAMED_IN_REQUEST.test(prepared);
  // "pode me ensinar aquele passo a passo?" right after a technique's how-to asks to do it together (it got "vale tudo
  // o que eu te disse acima": round 8 walk).
  if (!running && state.explained && STEP_BY_STEP_ASKED.test(prepared) && act.act !== 'refuse')
    return { kind: 'start', technique: state.explained };
  if (act.act === 'howto' && !doIt && !exerciseAsked) {
    // How to talk to someone or get through anger is asked of advice first: "como faço pra falar com ele sem
    // explodir?" got the square breathing offered before it (round 8 walk).
    const advice = ADVICE_ASKED.find(([set]) => set.test(prepared))?.[1];
    if (advice && !mentionedTechnique(prepared)) return { kind: 'advice', advice };
    const technique =
      menuChoice(state, prepared)?.id ??
      howtoTechnique(
        prepared,
        running?.technique ?? paused?.technique ?? state.explained ?? null,
        topic ?? state.subject,
      );
    if (technique) return { kind: 'content', technique };
    if (advice) return { kind: 'advice', advice };
  }
  if (running) {
    const technique = TECHNIQUES[running.technique];
    if (act.act === 'stop' || STOP_ASKED.test(prepared) || STOP_FIRST.test(message))
      return { kind: 'stop', technique: running.technique };
    // Another exercise asked for by name in the middle of one ("quero fazer aquele dos cinco sentidos" during the
    // 4-7-8 moved the 4-7-8 on): the one asked for starts.
    if (
      named &&
      named.id !== running.technique &&
      act.act !== 'refuse' &&
      (asked || ASKS_FOR_NAMED.test(prepared) || LETS_DO_NAMED.test(prepared))
    )
      return { kind: 'start', technique: named.id };
    if (act.act === 'refuse' && !agrees) return { kind: 'stop', technique: running.technique };
    // In a writing exercise a longer answer is what was written, whatever the act reader makes of its words ("o
    // pensamento é que eu nunca vou sair desse buraco" holds a goodbye's "vou sair"; dialogue round 4).
    const writtenAnswer =
      technique.writtenAnswers && prepared.trim().split(' ').length > WRITTEN_GOODBYE_MAX_WORDS;
    // Called away ("ai ele ta ligando!!! depois volto") is a pause, whatever the act reader makes of it.
    if (prepared.trim().split(' ').length <= LEAVING_MAX_WORDS && BE_RIGHT_BACK.test(prepared))
      return { kind: 'pause', technique: running.technique, step: running.step };
    if ((act.act === 'goodbye' && !writtenAnswer) || SLEEP_ARRIVING.test(prepared))
      return { kind: 'stop', technique: running.technique };
    // A short message that says goodbye or enough ("tenho que ir, tchau", "chega, outro dia a gente faz") ends the
    // exercise whatever else it tells: it is never a step's answer.
    if (
      prepared.trim().split(' ').length <= LEAVING_MAX_WORDS &&
      ((ACT_SETS.goodbye.test(prepared) && !writtenAnswer) || ACT_SETS.stop.test(withoutNonStop(prepared)))
    )
      return { kind: 'stop', technique: running.technique };
    if (act.act === 'confused')
      return { kind: 'reexplain', technique: running.technique, step: running.step };
    // Thanks after the last step ends the exercise (the thanks is answered, nothing is left to come back to);
    // before it, the exercise waits to be taken up again.
    if (act.act === 'thanks' && !isMostly('advance', prepared, 1))
      return running.step >= technique.steps.length - 1
        ? { kind: 'stop', technique: running.technique }
        : { kind: 'pause', technique: running.technique, step: running.step };
    // "nossa lembrei agora q amanha tem prova", "enquanto escrevia lembrei do meu vô": something new came to mind in the
    // middle of the step, and it is that, not the step's answer, that needs the reply (dialogue round 4).
    if (INTERRUPTED.test(prepared) && (topic !== null || prepared.trim().split(' ').length > 6))
      return { kind: 'pause', technique: running.technique, step: running.step };
    const answers =
      agrees ||
      (technique.writtenAnswers &&
        (act.act === 'disclosure' ||
          act.act === 'chat' ||
          act.act === 'correction' ||
          // What was written, whatever goodbye's words it holds ("nunca vou sair desse buraco"), when no farewell
          // or thanks is said with it.
          (act.act === 'goodbye' && writtenAnswer && !saysFarewell(prepared))));
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
      (BACK_TO_IT.test(prepared) && prepared.trim().split(' ').length <= BACK_TO_IT_MAX_WORDS) ||
      (offeredBack && act.act === 'accept') ||
      (named?.id === paused.technique && agrees)
    )
      return { kind: 'resume', technique: paused.technique, step: paused.step };
    // "chega de exercício por hoje" ends the paused one too; "terminei, reli tudo" is the step done after the
    // interruption was answered (dialogue round 4).
    if (act.act === 'stop') return { kind: 'stop', technique: paused.technique };
    if (act.act === 'complete' && prepared.trim().split(' ').length <= SHORT_ANSWER_MAX_WORDS) {
      const next = paused.step + 1;
      return next < TECHNIQUES[paused.technique].steps.length
        ? { kind: 'advance', technique: paused.technique, step: next }
        : { kind: 'finish', technique: paused.technique };
    }
  }
  if (state.offer && state.offer !== 'menu' && !paused) {
    // "não quero" holds "quero": a refusal is read before any sign of a yes.
    if (act.act === 'refuse' || answersNoFirst(message)) return { kind: 'declined' };
    // "vou tentar hj, obg", "show, vou salvar aqui": the steps taken away for later, not a yes to doing them now.
    if (FOR_LATER.test(prepared)) return { kind: 'none' };
    if (
      act.act === 'accept' ||
      (act.act === 'complete' && isMostly('accept', prepared, 3)) ||
      isMostly('accept', prepared, 2) ||
      answersYesFirst(message) ||
      answersYesLast(message)
    )
      return {
        kind: 'start',
        technique:
          named?.id ?? (asked && BREATHING_ASKED.test(prepared) ? 'respiracao-quadrada' : state.offer),
      };
  }
  // "pode ser" a message after an offer the person let pass, telling more ("to avexado demais, o coração ta batendo
  // forte" and then "pode ser": round 9 walk, a farmer of the sertão): the offer is what the yes answers.
  if (
    state.passedOffer &&
    !state.offer &&
    !running &&
    !paused &&
    !state.refusedExercises &&
    prepared.trim().split(' ').length <= SHORT_ANSWER_MAX_WORDS &&
    (act.act === 'accept' || isMostly('accept', prepared, 2))
  )
    return { kind: 'start', technique: named?.id ?? state.passedOffer };
  // "quero fazer junto" after a how-to answer: the technique just explained, guided step by step.
  if (state.explained && !running && !paused && TOGETHER.test(prepared) && act.act !== 'refuse')
    return { kind: 'start', technique: named?.id ?? state.explained };
  if (state.offer === 'menu') {
    if (named) return { kind: 'start', technique: named.id };
    if (act.act === 'refuse') return { kind: 'declined' };
    // "sim" to the list, with none chosen ("tem algum exercicio pra relaxar?", the list, "sim": round 10 walk, a
    // grandmother, answered about loneliness): the one that fits the subject, else the simplest breathing.
    if (act.act === 'accept' && prepared.trim().split(' ').length <= SHORT_ANSWER_MAX_WORDS)
      return { kind: 'start', technique: (topic && TECHNIQUE_FOR_SUBJECT[topic]) || 'respiracao-quadrada' };
  }
  if (
    named &&
    (asked || act.act === 'accept' || prepared.trim().split(' ').length <= 5 || ASKS_FOR_NAMED.test(prepared))
  )
    return { kind: 'start', technique: named.id };
  if (asked) {
    const technique =
      (BREATHING_ASKED.test(prepared) ? 'respiracao-quadrada' : null) ??
      (SLEEP_ASKED.test(prepared) ? 'higiene-sono' : null) ??
      (WRITING_ASKED.test(prepared) ? 'escrita' : null) ??
      (topic && TECHNIQUE_FOR_SUBJECT[topic]) ??
      null;
    return technique ? { kind: 'start', technique } : { kind: 'menu' };
  }
  if (
    act.act === 'refuse' &&
    (state.offer !== null || EXERCISE_WORDS.test(prepared) || ONLY_TO_TALK.test(prepared))
  )
    return { kind: 'declined' };
  return { kind: 'none' };
}

const LEAVING_MAX_WORDS = 12;

/**
 * An answer to an offer that opens with a yes ("simmm, to precisando mesmo", "pode ser, nunca fiz mas bora"): people
 * say yes first and then say why; what follows the yes does not make it a story. A refusal anywhere wins.
 */
export function answersYesFirst(message: string): boolean {
  const first = prepare(message.split(/[,.;!?\n]|\s(?:mas|so que|porque|pq)\s/u)[0] ?? '');
  return (
    first.trim() !== '' &&
    isMostlyOf(ACT_SETS.accept, first, 1) &&
    // A no said later wins ("pode ser, mas não quero agora"); a "não" that tells something does not ("tá bom né, n
    // tenho nada a perder msm").
    !ACT_SETS.refuse.test(first) &&
    !NO_FOR_NOW.test(prepare(message)) &&
    !NOT_NOW.test(prepare(message))
  );
}

/**
 * An answer to an offer that opens with a no and then says why ("agora não, to fazendo as conta aqui no caderno", "agr
 * n, to chorando demais pra ficar contando numero": round 7 development, read as stories): the mirror of
 * `answersYesFirst`.
 */
function answersNoFirst(message: string): boolean {
  const first = prepare(message.split(/[,.;!?\n]|\s(?:mas|so que|porque|pq)\s/u)[0] ?? '');
  return first.trim() !== '' && isMostlyOf(NO_FOR_NOW, first, 1) && !ACT_SETS.accept.test(first);
}

/**
 * A no to the offer itself: not a bare "não", which as often corrects what Aria understood ("não, a gente não
 * terminou") or opens a story ("não entendo pq ela quis acabar assim").
 */
const NO_FOR_NOW = new PhraseSet([
  '(agora|hoje|agr) nao',
  'agora nao da',
  'nao (precisa|quero|da|rola|obrigad*|valeu|vlw)',
  '(prefiro|melhor) nao',
  '(talvez )?depois',
  'outra hora',
  'acho (q|que) nao',
]);

const TOGETHER = new PhraseSet([
  '(quero|queria|vamos|bora|vamo|podemos|pode) (fazer|tentar) (junto|juntos|juntas|com voce|contigo|agora|isso agora|passo a passo)',
  '(faz|faca|faça|me guia|me guie) (comigo|junto)',
]);

const FOR_LATER = new PhraseSet([
  '(vou|vo) (tentar|fazer|testar|experimentar) (isso |isso ai |ai |essa |esse )?(hj|hoje|depois|mais tarde|a noite|de noite|amanha|sozinh*|quando)',
  '(vou|vo) (salvar|guardar|anotar|printar)',
  '(salvei|printei|anotei) (aqui|isso)?',
  '(tento|faco|testo) (depois|mais tarde|a noite|amanha|sozinh*)',
  // Something else to do later ("vou tentar negociar amanhã"): not a yes to the exercise now.
  '(amanha|mais tarde|semana que vem|outro dia)',
  // Trying it alone, with thanks ("vou tentar, obrigada", "ok, vou treinar em casa antes. obrigada"): the steps
  // taken away, not a yes to doing them together now (dialogue round 4).
  '(vou|vo) (tentar|treinar|fazer|testar|praticar) * (obrigad*|obg|vlw|valeu|brigad*)',
  '(obrigad*|obg|vlw|valeu|brigad*) * (vou|vo) (tentar|treinar|fazer|testar|praticar)',
  // A doctor to see instead ("blz, vou marcar um clinico"), off to do the thing itself, wished luck ("blz, vou lá.
  // torce por mim 🙏"; dialogue round 4).
  '(vou|vo) (marcar|procurar|agendar|ir no|ir ao|ir na|passar no|passar num|passar na) (um |uma |o |a )?(clinico|medico|medica|psiquiatra|psicologo|psicologa|posto|consulta|ubs|caps|doutor|doutora)',
  '(torce|torcam|reza|ora) (por|pra|para) mim',
  '(me )?(deseja|deseje) (boa )?sorte',
]);

/** Sleep arriving in the middle of an exercise ("acho q o sono ta vindo, vou aproveitar e apagar a luz"): a goodnight. */
export const SLEEP_ARRIVING = new PhraseSet([
  'o sono (ta|esta) (vindo|chegando|batendo)',
  '(bateu|deu|veio) (o |um )?sono',
  '(vou|vo) (aproveitar e )?(apagar a luz|dormir|deitar|cochilar|tentar dormir)',
]);

/** A doubt, then a yes: "hmm ok, n sei se funciona cmg mas vamo". What comes after the "mas" is the answer. */
function answersYesLast(message: string): boolean {
  const parts = message.split(/\s(?:mas|só que|so que)\s/u);
  if (parts.length < 2) return false;
  const last = prepare(parts.at(-1)!);
  return isMostlyOf(ACT_SETS.accept, last, 1) && !ACT_SETS.refuse.test(last) && !NOT_NOW.test(last);
}

const NOT_NOW = new PhraseSet(['(agora|hoje|hj) (nao|n)', '(nao|n) (agora|hoje|hj)', 'depois', 'outra hora']);

/** A request for the exercise the message names ("me passa aquele dos cinco sentidos"), however long. */
const ASKS_FOR_NAMED = new PhraseSet([
  '(me )?(passa|mostra|ensina|guia|lembra) (de novo )?(aquele|aquela|aquilo|o|a)',
  '(vamos|bora|quero|queria) (fazer|tentar)? (aquele|aquela|aquilo|o|a)',
  '(faz|faca|fazer|vamos fazer|bora fazer) (ele |ela |isso )?(comigo|junto)',
]);

/**
 * Called away in the middle of a step ("ai ele tá ligando!!! depois volto": round 6 development, where the step moved
 * on): the exercise waits to be taken up again. Only inside an exercise: elsewhere "volto depois" is said on the way
 * to saying more.
 */
export const BE_RIGHT_BACK = new PhraseSet([
  '(ja|depois|mais tarde|daqui a pouco|daqui a pouquinho|logo) (eu )?(volto|te chamo|falo contigo|falo com voce)',
  'volto (ja|depois|mais tarde|daqui a pouco|logo|em (1|2|5|10|um|dois|cinco|dez) (min|minuto*))',
  '(ta|esta|tao|estao) (me )?(ligando|chamando|batendo na porta)',
  '(tenho|preciso) (que|q|de) (atender|sair correndo|resolver uma coisa)',
  // Someone who needs the person now ("peraí ela acordou", "pera o bebê tá chorando": round 8 walk).
  '(pera|perai|espera|pera ai|pera la|so um minuto|um minuto|um minutinho) * (acordou|acordando|ta chorando|esta chorando|chorando|chamando|chegou|ligando|tocou)',
  '(o|a|meu|minha) (bebe|nenem|menino|menina|filho|filha|neto|neta) (acordou|ta chorando|esta chorando|ta me chamando)',
]);

/** Asking to be guided through it, step by step. */
const STEP_BY_STEP_ASKED = new PhraseSet([
  '(ensina|ensinar|mostra|mostrar|faz|fazer|faca|guia|guiar|me passa|passa) * (passo a passo|comigo|junto)',
  '(quero|queria|bora|vamos|pode ser) (o |aquele |esse )?passo a passo',
]);

/** Doing the named exercise, not asking how it goes. */
const LETS_DO_NAMED = new PhraseSet([
  '(vamos|vamo|bora|quero|queria|posso|podemos|da pra|a gente pode) (fazer|tentar) (aquele|aquela|aquilo|o|a|essa|esse)',
]);

/** "Agora não, só queria falar dele": no exercise, whether or not one was offered. */
const ONLY_TO_TALK = new PhraseSet([
  '(so|apenas|somente) (quero|queria|preciso|precisava) (falar|conversar|desabafar|ser ouvid*|que alguem (me )?ouv*)',
  'prefiro (so )?(falar|conversar|desabafar)',
]);

const EXERCISE_WORDS = new PhraseSet([
  'exercicio*',
  'tecnica*',
  'respiracao',
  'respirar',
  'meditacao',
  'meditar',
]);

/** The exercise and the open offer after the reply: the move's, or an offer the reply itself wrote. */
export function nextExercise(
  plan: { exercise: ExerciseMove; act: DialogueAct; before: DialogueState },
  reply: string,
): Pick<DialogueState, 'exercise' | 'offer'> {
  const before = plan.before;
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
  // Called away and coming back ("depois volto") keeps the paused exercise to take up again.
  if (plan.act === 'goodbye' && plan.exercise.kind !== 'pause') exercise = null;
  // An offer the reply made (engines mark offers with "passo a passo?", the menu with its list).
  if (
    move.kind === 'none' ||
    move.kind === 'declined' ||
    move.kind === 'finish' ||
    move.kind === 'stop' ||
    move.kind === 'content'
  ) {
    const written = readExerciseState(reply);
    if (written.kind === 'offer' && !(exercise?.paused && exercise.technique !== written.technique.id))
      offer = written.technique.id;
    else if (written.kind === 'menu') offer = 'menu';
  }
  return { exercise, offer };
}
