import { analyzeDistress, detectDistress, isLowMood, type DistressCategory } from './crisis/detector';
import { PhraseSet, prepare } from '../../shared/text/phrase-pattern';
import type { AriaHistoryItem } from '../../shared/contracts/aria';
import { isFixedCrisisReply } from './care-texts';
import type { UrgentKind, ViolenceKind } from './risk/kinds';
import { readRiskText } from './risk/reader';
import { PANIC_STEPS, panicStepOf } from './risk/risk-texts';
import { readRisk } from './risk/router';
import { detectViolenceByRules } from './risk/violence';
import { saysSafeNow } from './dialogue/crisis-turns';

/**
 * The safety layer's first half: it runs before any engine and decides whether an engine may answer at all.
 * Detection is deterministic and runs on every message, whatever the client's flag says
 * (docs/care.md, What Aria is and never does: a deterministic pre-LLM detector overrides the model with a fixed
 * response).
 */
export type RiskAssessment =
  /** Distress now: the fixed crisis reply; no engine is called. */
  (
    | { kind: 'crisis'; categories: DistressCategory[] }
    /**
     * Distress earlier, and now a brush-off ("esquece", "tô bem") or low mood ("não tenho vontade de fazer nada",
     * `lowMood`): stay in crisis mode, gently.
     */
    | { kind: 'crisis-follow-up'; lowMood?: true }
    /**
     * Someone else at risk, and the person asks how to help: fixed guidance (SAMU, CVV, not leaving them alone, asking
     * directly, no secrecy); no engine is called.
     */
    | { kind: 'someone-else' }
    /** A means question with no distress around it: declined with a check-in; no engine is called. */
    | { kind: 'means-question' }
    /**
     * Violence against the person or someone they speak for, or an urgent state (harm to others, psychosis, an
     * eating disorder, intoxication, intrusive thoughts after a birth, panic now, a minor), maybe with a crisis as
     * well: the fixed answer of each kind, together; no engine is called (issues 29, 30).
     */
    | {
        kind: 'risk';
        violence: ViolenceKind[];
        urgent: UrgentKind[];
        /** The crisis categories when the message is also a crisis: both answers apply. */
        crisis: DistressCategory[] | null;
      }
    /** Aria is guiding a panic attack and the person answered a step: the next step, at once. */
    | { kind: 'panic-step'; previous: number }
    /** Distress earlier, another topic now: an engine answers and the crisis lines stay in view. */
    | { kind: 'after-crisis' }
    /**
     * Nothing to answer as a danger; `minor` when the only thing read is that the writer is under 18: the reply
     * answers what they said and adds, once, who Aria is for and where a teenager finds help (dialogue/risk-gate.ts).
     */
    | {
        kind: 'none';
        minor?: true;
        /**
         * A classifier alone read a crisis, violence or an urgent state in an ordinary conversation
         * (dialogue/risk-gate.ts): the reply asks about it in one line.
         */
        uncertain?: 'crisis' | 'violence' | 'urgent';
        /** A dose taken twice by mistake, asked about: the referral, and what to watch for (dialogue/risk-gate.ts). */
        doubleDose?: true;
      }
  ) & {
    /**
     * The twelve phrases' substring rule matched (or the message is a crisis): a reply an engine writes gets the
     * care paragraph with the crisis lines, whatever the client's flag said (ADR 019).
     */
    sensitive: boolean;
  };

/** Ways people close a hard topic, or deny what they said: a brush-off whatever Aria said last. */
const DISMISSIVE = new PhraseSet([
  'esquece*',
  'esqueca',
  'deixa (pra la|quieto|isso|isso pra la)',
  'nada (nao|demais)',
  'nao (foi|e|era) nada',
  'ja passou',
  '(era|foi|so) brincadeira',
  'brincadeira',
  'exagerei',
  'relaxa',
  'nao (vou|ia) fazer nada',
  'nao vou fazer (besteira|nenhuma besteira)',
  'nao vou me matar',
  'nao quero morrer',
  'nao (quero|vou) (falar|conversar) (disso|sobre isso|mais nisso)',
  'ignora*',
  'voce entendeu errado',
  'entendeu errado',
  'nao (e|era) (isso|nada disso)',
  'mudando de assunto',
]);

/**
 * Answers that are a brush-off only right after a crisis reply: "ok" or "tô bem" there closes the topic, while
 * after an exercise step they just mean "next".
 */
const ACKNOWLEDGEMENTS = new PhraseSet([
  'ok',
  'deixa',
  'esta bom',
  'tudo bem',
  'beleza',
  'tanto faz',
  'sei la',
  'nao precisa',
  '(estou|fiquei|ja estou) (bem|melhor|de boa|tranquil*)',
]);

/** Denials that contain the words of distress themselves ("não vou me matar"), answered as brush-offs. */
const DENIALS = new PhraseSet([
  'nao vou me matar',
  'nao quero morrer',
  'nao vou fazer (nada|besteira|nenhuma besteira)',
  'nao (quero|vou) me machucar',
]);

/** Where a clause ends in the message as typed; normalisation drops the punctuation. */
const CLAUSE_PUNCTUATION = /[.,;!?\n]+/;

/** A brush-off is short: a long message after a crisis is a new topic, answered by an engine. */
const DISMISSIVE_MAX_WORDS = 10;

/** Stands in for a flagged message in the history an engine is sent. */
export const REDACTED_DISTRESS =
  '(Mensagem omitida: a pessoa contou que estava em sofrimento intenso e recebeu os contatos do CVV 188, do SAMU 192 e dos psicólogos.)';

/**
 * The history an engine may see: the person's flagged messages are replaced by a note. The engine keeps the
 * context (it knows a crisis happened and must not drop it) without the words themselves travelling to a model
 * provider, often abroad (docs/care.md, LGPD: a foreign LLM is an international transfer of health data).
 */
export function redactDistress(history: readonly AriaHistoryItem[]): AriaHistoryItem[] {
  return history.map((item) =>
    item.role === 'user' && detectDistress(item.content) ? { ...item, content: REDACTED_DISTRESS } : item,
  );
}

/** A reply to a panic step is short: "feito", "tô tentando", "5 coisas: mesa, copo...". */
const PANIC_ANSWER_MAX_WORDS = 25;
/** What a person answers to a step of the guided breathing: done, still hard, a number from 0 to 10. */
const PANIC_STEP_ANSWER = new PhraseSet([
  '(feito|fiz|pronto|consegui|terminei|ok|okay|sim|vamos|bora|continua|proximo|e agora|ja fiz|to fazendo)',
  '(nao consigo|nao consegui|ainda|piorou|melhorou|melhor|pior|socorro|ajuda|tentando|tentei|respirando|respirei)',
  '(0|1|2|3|4|5|6|7|8|9|10|zero|um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez)',
]);

/**
 * An answer to the step on the table, not a new subject: "tô morrendo de fome" after a step leaves the guidance and
 * is answered as itself. The step that asks for five things seen takes a list ("mesa, copo, janela").
 */
function answersPanicStep(message: string, step: number): boolean {
  const prepared = prepare(message);
  if (prepared.trim().split(' ').length > PANIC_ANSWER_MAX_WORDS) return false;
  if (PANIC_STEP_ANSWER.test(prepared)) return true;
  return step === 1 && (message.match(/,|\se\s/g)?.length ?? 0) >= 2;
}

/**
 * Whether the phrase lists read violence in this conversation, this message included (see AriaEngineInput). The
 * classifier's readings are the dialogue state's to tell: one that opened the protocol is in its families, and one
 * set aside inside ordinary talk (ADR 039) is asked about in a line, not answered as violence (ADR 040: "eu não quero
 * terminar, só queria que ele prestasse atenção" got the violence text and its lines).
 */
export function violenceToldIn(message: string, history: readonly AriaHistoryItem[]): boolean {
  return [message, ...history.filter((item) => item.role === 'user').map((item) => item.content)].some(
    (text) => detectViolenceByRules(readRiskText(text)).length > 0,
  );
}

/** Something already swallowed, drunk or used: "tomei", "engoli", "misturei". */
const ALREADY_TAKEN = new PhraseSet(['(tomei|engoli|bebi|usei|cheirei|misturei|injetei|tomamos|ja tomei)']);

/** Someone other than the writer: "matar ele", "a minha chefe", "esse cara". */
const ANOTHER_PERSON = new PhraseSet([
  '(ele|ela|eles|elas|dele|dela|nele|nela|esse|essa|aquele|aquela|esse cara|essa mina)',
  '(o|a|meu|minha|meus|minhas) (marido|esposa|mulher|namorad*|ex|chefe|vizinh*|pai|mae|padrasto|madrasta|irma*|filh*|colega|professor*|cunhad*|sogr*)',
]);

/**
 * Words of dying said of oneself ("quero morrer", "vou me matar", "vou tomar todos os remédios") are the crisis
 * detector's: the crisis reply already sends the person to the SAMU and the CVV. The urgent kinds the same words can
 * trigger — panic, an overdose, harm to others — are dropped then, unless another person is named as the target of
 * harm. Violence and the kinds with services of their own (CAPS, the perinatal team, Disque 100) stay.
 */
function coveredByCrisis(kind: UrgentKind, message: string): boolean {
  if (kind === 'panic') return true;
  // Pills already taken are an overdose now, and its own lines (take nothing more, not alone) help at once.
  if (kind === 'intoxication') return !ALREADY_TAKEN.test(prepare(message));
  return kind === 'harm-others' && !ANOTHER_PERSON.test(prepare(message));
}

/**
 * The violence classifier has learnt that words of dying go with violence (many writers tell of both at once), so on
 * its own it may read "há dez anos pensei em me matar, hoje estou bem" as violence. When the words of dying are the
 * crisis detector's, no aggressor is named and the phrase lists read no act of violence, the reading is dropped.
 */
function violenceOnlyFromWordsOfDying(message: string): boolean {
  return !ANOTHER_PERSON.test(prepare(message)) && detectViolenceByRules(readRiskText(message)).length === 0;
}

/** The writer's own intent to hurt someone: "vou matar ele", "eu quero furar esse cara". */
const WRITER_INTENT_TO_HARM = new PhraseSet([
  '(eu )?(vou|vo|quero|to pensando em|penso em|decidi) (matar|mata|esfaquear|furar|envenenar|queimar|acabar com|dar um tiro|meter bala)',
  '(eu )?(mato|furo|esfaqueio|queimo) (ele|ela|esse|essa|aquele|aquela)',
]);
/** Voices, and thoughts read or put in from outside: signs of psychosis a stalker never gives. */
const NO_STALKER_GIVES = new PhraseSet([
  '(voz|vozes)',
  '(le|leem|lendo|ler|escuta|escutam|escutando|ouve|ouvem|ouvindo|sabe|sabem) (o que|tudo que|tudo o que|os meus|meus) (eu )?(penso|pensamento|pensamentos)',
  '(coloca|colocam|colocando|bota|botam|botando|poe|poem|tira|tiram|rouba|roubam|roubando) (pensamento|pensamentos|ideia|ideias) (na|da) minha (cabeca|mente)',
]);

/**
 * A victim's account shares words with two urgent states: the aggressor's threat ("ele disse que me mata") reads
 * like harm to others, and being tracked by an ex ("sabe onde eu tô o tempo todo") like feeling watched. Answering a
 * victim as a would-be aggressor, or as someone whose fear is not real, would do harm: with violence read, harm to
 * others needs the writer's own intent, and psychosis needs voices or thoughts read from outside.
 */
function reconcileWithViolence(
  urgent: UrgentKind[],
  violence: ViolenceKind[],
  message: string,
): UrgentKind[] {
  const prepared = prepare(message);
  return urgent.filter((kind) => {
    if (kind === 'harm-others') return WRITER_INTENT_TO_HARM.test(prepared);
    if (kind === 'psychosis') return !violence.includes('stalking') || NO_STALKER_GIVES.test(prepared);
    return true;
  });
}

export function assessRisk(message: string, history: readonly AriaHistoryItem[]): RiskAssessment {
  const userTexts = history.filter((item) => item.role === 'user').map((item) => item.content);
  const analysis = analyzeDistress(message, userTexts);
  const { sensitive } = analysis;
  const distressBefore = userTexts.some((text) => detectDistress(text));

  if (distressBefore) {
    const prepared = prepare(message);
    const words = prepared.trim().split(' ').filter(Boolean).length;
    // Clause by clause: "Não. Vou me matar." holds no "não vou me matar".
    const clauses = message.split(CLAUSE_PUNCTUATION).map(prepare);
    const inAnyClause = (set: PhraseSet) => clauses.some((clause) => set.test(clause));
    const lastAssistant = [...history].reverse().find((item) => item.role === 'assistant')?.content ?? '';
    const brushOff =
      words <= DISMISSIVE_MAX_WORDS &&
      (inAnyClause(DISMISSIVE) || (isFixedCrisisReply(lastAssistant) && inAnyClause(ACKNOWLEDGEMENTS)));
    if (brushOff && (!analysis.flagged || inAnyClause(DENIALS)))
      return { kind: 'crisis-follow-up', sensitive };
    // Loss of interest right after a flagged message is part of the same crisis, not a new topic.
    if (!analysis.flagged && isLowMood(message))
      return { kind: 'crisis-follow-up', lowMood: true, sensitive };
  }
  const reading = readRisk(message);
  const urgent = sensitive
    ? reading.urgent.filter((kind) => !coveredByCrisis(kind, message))
    : reading.urgent;
  // Farewell words said of a friend are the crisis family's own case ("meu amigo mandou 'adeus'"), with its own
  // guidance; a friend who suffers violence is the violence family's.
  const violence =
    (analysis.someoneElseAtRisk && reading.violence.every((kind) => kind === 'someone-else')) ||
    (sensitive && violenceOnlyFromWordsOfDying(message))
      ? []
      : reading.violence;
  const urgentAfterViolence = violence.length > 0 ? reconcileWithViolence(urgent, violence, message) : urgent;
  if (violence.length > 0 || urgentAfterViolence.length > 0) {
    return {
      kind: 'risk',
      violence,
      urgent: urgentAfterViolence,
      crisis: analysis.flagged ? analysis.categories : null,
      sensitive,
    };
  }
  const lastAssistantText = [...history].reverse().find((item) => item.role === 'assistant')?.content;
  const panicStep = lastAssistantText === undefined ? null : panicStepOf(lastAssistantText);
  // The answer to the last step is the dialogue protocol's to close (a closing, or settled): the last step again
  // would be the same text word for word, every message, for as long as the person kept answering.
  // "Passou, tô respirando normal" answers a step by saying the attack is over: the dialogue protocol settles it.
  if (
    panicStep !== null &&
    panicStep < PANIC_STEPS.length - 1 &&
    !analysis.flagged &&
    answersPanicStep(message, panicStep) &&
    !saysSafeNow(prepare(message))
  ) {
    return { kind: 'panic-step', previous: panicStep, sensitive };
  }
  if (analysis.flagged) return { kind: 'crisis', categories: analysis.categories, sensitive };
  if (analysis.someoneElseAtRisk) return { kind: 'someone-else', sensitive };
  if (analysis.meansQuestion) return { kind: 'means-question', sensitive };
  if (distressBefore) return { kind: 'after-crisis', sensitive };
  return { kind: 'none', sensitive };
}
