import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import { containsSpecDistressPhrase } from '../../../shared/text/spec-phrases';
import type { AriaHistoryItem } from '../../../shared/contracts/aria';
import { analyzeDistress, crisisProbability, ruleCategories, someoneElseInDanger } from '../crisis/detector';
import { jokedAboutDying } from '../crisis/message-reading';
import { HELP_FOR_SOMEONE_ELSE, SERIOUS_DESPITE_LAUGHTER } from '../crisis/lexicon';
import { readRiskText } from '../risk/reader';
import { detectUrgentByRules, readUrgent } from '../risk/urgent';
import * as urgentSets from '../risk/urgent-phrase-sets';
import { detectViolenceByRules } from '../risk/violence';
import type { RiskAssessment } from '../safety';
import type { DialogueAct } from './act-lexicon';
import { saysSafeNow } from './crisis-turns';
import { GENTLE_CHECKS } from './protocol-texts';
import type { ActReading } from './acts';
import type { DialogueState } from './state';
import { TECHNIQUES } from '../scripted/exercise-scripts';
import { answersYesFirst } from './exercise-turns';

/** Acts that answer what Aria asked; none of them tells of something new. */
const ANSWERING_ACTS: ReadonlySet<DialogueAct> = new Set([
  'accept',
  'complete',
  'confused',
  'stop',
  'refuse',
  'thanks',
  'goodbye',
  'info',
  'howto',
  'chat',
]);

/**
 * The conversation's half of the risk reading (issue 22: "a benign message in an emotional conversation is judged as
 * itself"). The risk classifiers were trained on whole sentences that tell a story; on the replies of a conversation
 * — "como assim?", "chega, isso me deixa tonta" during a breathing exercise, "acho que agora aceito aquele de
 * respirar" — they read danger into words they never saw in that role. What their phrase lists read always stands;
 * what the classifiers alone read stands for a message that tells something (a disclosure), and is set aside for a
 * message that only answers Aria. The crisis classifier's reading alone is set aside only for an answer to an
 * exercise on the table. An urgent reading of a minor from the classifier alone ("faltam 10 dias pro ENEM") needs
 * an age or a school year the lists read: a student of any age writes of exams and school.
 */
export function judgeInConversation(
  risk: RiskAssessment,
  message: string,
  state: DialogueState,
  act: ActReading,
  history: readonly AriaHistoryItem[] = [],
): RiskAssessment {
  const prepared = prepare(message);
  if (
    urgeCameBack(state, prepared) ||
    wishToFollowTheDead(state, prepared) ||
    jokeTakenBack(prepared, history) ||
    crisisCheckAnsweredYes(prepared, history)
  )
    return { kind: 'crisis', categories: ['suicidal'], sensitive: true };
  if (helpAskedForSomeoneInDanger(risk, prepared, state, history))
    return { kind: 'someone-else', sensitive: true };
  return minorInPassing(medicationQuestion(risk, gate(risk, message, state, act, history), message, act));
}

const HELP_ASKED = new PhraseSet(HELP_FOR_SOMEONE_ELSE);
/** How far back a danger told of someone else is still what "o que eu faço?" asks about. */
const SOMEONE_ELSE_TURNS = 6;

/**
 * "o que eu faço? ele nao quer ir no medico" a message or two after "ele anda falando q ja viveu demais e q quer ir
 * encontrar a minha mae" (round 10 walk, a son worried about his father of 84, answered about loneliness throughout):
 * the guidance for someone worried about another person, as when both come in one message.
 */
function helpAskedForSomeoneInDanger(
  risk: RiskAssessment,
  prepared: string,
  state: DialogueState,
  history: readonly AriaHistoryItem[],
): boolean {
  if (risk.kind !== 'none' || state.crisis.phase === 'open' || !HELP_ASKED.test(prepared)) return false;
  return history
    .slice(-SOMEONE_ELSE_TURNS)
    .some((item) => item.role === 'user' && someoneElseInDanger(item.content));
}

/**
 * The urge of a crisis told earlier, back: "na verdade a vontade voltou forte, acho que vou fazer". The words lean on
 * what was said before ("a vontade", "fazer"), so no reader of the message alone sees a crisis in them; after a
 * crisis they renew it, and get the full reply again (ADR 029: a crisis told again after settling).
 */
const URGE_BACK = new PhraseSet([
  '(a|essa|aquela|minha) vontade (voltou|ta voltando|esta voltando|veio de novo|volta|apertou|aumentou)',
  'voltou (a|essa|aquela) vontade',
  // "ela foi dormir e voltou tudo" (round 5 development): everything came back.
  '(voltou|volto|ta voltando) tudo',
  '(os|esses|aqueles|meus) pensamentos (ruins )?(voltaram|tao voltando|estao voltando|vieram de novo)',
  'voltaram (os|esses|aqueles) pensamentos',
  'vou fazer (isso|aquilo|besteira|de novo)',
  'nao (consigo|to conseguindo|estou conseguindo) (mais )?(segurar|resistir|me segurar)',
  'nao (to|estou) mais (segura|seguro)',
  // Round 10 development: the urge told again in its own words after the person had settled ("eu to olhando pra gaveta.
  // deu vontade de fazer de novo"; "ela vai embora amanha e eu nao sei se aguento ficar sozinho com essa vontade").
  '(vontade|impulso) de fazer (de novo|dnv|outra vez|aquilo|isso)',
  '(nao sei se|nao|n) (aguento|vou aguentar|consigo|vou conseguir) * (com|c) (essa|esta|aquela|a) vontade',
  // The means told with how to use them, after settling ("mentira, pensei de novo. tem morfina aqui em casa, dava pra
  // tomar tudo", "tem remedio no armario do hospital e eu sei exatamente a dose": round 10 development, missed).
  '(dava|da|daria|dá) (pra|para) tomar (tudo|todos|todas|a caixa|a cartela|o vidro|de uma vez)',
  'sei (exatamente |bem |direitinho )?(a dose|quanto tomar|quantos tomar|quanto precisa)',
  '(mentira|na verdade|na vdd) (eu )?(pensei|to pensando|penso|pensando) (nisso )?(de novo|dnv|sim)',
]);

/** "Não vou fazer isso hoje": the urge's words denied. */
const NOT_DOING_IT = new PhraseSet(['(nao|n|nem|nunca|jamais) (vou|vo) fazer (isso|aquilo|besteira|nada)?']);

/** "Acho que vou fazer" said last, with nothing after it to do: the act the crisis was about. */
const DOING_IT = /\b(?:acho (?:que |q )?)?(?:eu )?vou fazer\s*(?:hoje|hj|agora|mesmo)?\s*$/;

function urgeCameBack(state: DialogueState, message: string): boolean {
  if (state.crisis.phase === 'none' || !state.crisis.families.includes('crisis')) return false;
  const prepared = NOT_DOING_IT.blank(message);
  return URGE_BACK.test(prepared) || DOING_IT.test(prepared.trim());
}

/**
 * After a death told in the conversation, the wish to go with the one who died ("minha esposa morreu faz dois mes" and
 * then "quero ir junto com ela"): passive ideation in the words of grief, which no reader of the message alone sees
 * (a development writer's, missed).
 */
const FOLLOW_THE_DEAD = new PhraseSet([
  '(quero|queria|vontade de|so penso em|penso em|pensei em) ir (junto )?(com ela|com ele|atras dela|atras dele)',
  '(quero|queria) (estar|ficar|morar) (junto )?(com ela|com ele) (la|no ceu|onde (ela|ele) (esta|ta))',
  '(devia|deveria|queria) ter ido (eu|no lugar dela|no lugar dele|junto|com ela|com ele)',
  '(me )?(levasse|leva|levar) (junto|com ela|com ele)',
  // "era melhor eu ir ter com ela", as Angolans write it (round 10 development).
  '(ir|vou|quero|queria) ter com (ela|ele)',
]);

/** A death told in the message itself: "painho morreu e eu quero ir com ele" (a probe in the round-5 voices). */
const DEATH_TOLD = new PhraseSet([
  '(morreu|faleceu|se foi|partiu|falecid*|enterrei|enterramos|perdi (ele|ela|meu|minha|o meu|a minha))',
]);

function wishToFollowTheDead(state: DialogueState, message: string): boolean {
  const mourning = state.subject === 'luto' || state.subject === 'luto-pet' || DEATH_TOLD.test(message);
  return mourning && FOLLOW_THE_DEAD.test(message);
}

/**
 * A wish to die said laughing, then said to be meant: "kkkkk vou me jogar da janela se tiver mais uma prova" and, two
 * messages later, "mas sla... falando serio agr, as vezes eu penso nisso de vdd" (a development writer's, missed: the
 * first message is a joke to every reader, the second names nothing).
 */
const SAID_TO_BE_MEANT = new PhraseSet(SERIOUS_DESPITE_LAUGHTER);
const POINTS_BACK = new PhraseSet([
  '(penso|pensei|pensando|penso muito|ja pensei) (nisso|naquilo|nessas coisas|em fazer isso|em fazer aquilo)',
  '(eu )?(queria|quero) (isso )?(mesmo|de verdade)',
  'as vezes (eu )?(penso|tenho vontade|quero) (nisso|de verdade|mesmo)',
]);
const IT_WAS_MEANT = new PhraseSet([
  '(nao|n) (era|foi) (so )?(brincadeira|piada|zoeira|zoando|brincando)',
  '(aquilo|isso|o que eu (falei|disse)) (era|foi|e) (serio|de verdade|verdade)',
  'eu (tava|estava) falando serio',
]);

function jokeTakenBack(message: string, history: readonly AriaHistoryItem[]): boolean {
  const meant = IT_WAS_MEANT.test(message) || (SAID_TO_BE_MEANT.test(message) && POINTS_BACK.test(message));
  return meant && history.some((item) => item.role === 'user' && jokedAboutDying(item.content));
}

/**
 * A yes to the one-line question about not wanting to live (GENTLE_CHECKS.crisis, asked when the crisis classifier
 * alone was unsure): "sim", "às vezes passa", "já pensei nisso", "um pouco" are the crisis the question asked
 * about, told in the question's words, and get the full reply (ADR 042). Only a short answer that begins with the yes,
 * or one that takes up the question's words: anything else is read as itself.
 */
const SAYS_YES =
  /^ (?:sim|s+|uhum|aham|anham|exato|pior que sim|acho que sim|na verdade sim|na real sim|as vezes|um pouco|mais ou menos|de vez em quando|passa sim|ja passou)\b/;
/** The question's own words taken up, at any length: "já pensei nisso sim, umas vezes". */
const SAYS_IT_CROSSED_MY_MIND =
  /^ (?:ja )?(?:pensei|penso|tenho pensado|to pensando|estou pensando) (?:nisso|sim|muito nisso|as vezes)\b/;
/** A yes is short: "às vezes eu fico irritado com tudo" goes on about something else. */
const YES_MAX_WORDS = 5;

function crisisCheckAnsweredYes(message: string, history: readonly AriaHistoryItem[]): boolean {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !last.content.includes(GENTLE_CHECKS.crisis)) return false;
  if (SAYS_IT_CROSSED_MY_MIND.test(message)) return true;
  return SAYS_YES.test(message) && message.trim().split(' ').length <= YES_MAX_WORDS;
}

const LETHAL = new PhraseSet([
  '(mata|matar|morrer|morte|letal|overdose|fatal|apagar de vez|nao acordar|nunca mais acordar)',
  '(pra|para) (morrer|apagar|dormir pra sempre|dormir para sempre|acabar com tudo|sumir)',
]);
const ACCIDENTAL_DOUBLE = new PhraseSet([
  'sem querer',
  'por engano',
  'por distracao',
  'esqueci (que|q) (ja )?(tinha )?tomado',
  '(tomei|tomou) (2|duas|dois) (vezes|x)',
  '(tomei|tomou) 2x',
  'dose dobrada',
  '(tomei|tomou) (dobrado|a mais|de novo)',
]);
const LARGE_AMOUNT = new PhraseSet([
  '(cartela|caixa|vidro|frasco) (inteira|inteiro|toda|todo)',
  '(3|4|5|6|7|8|9|10|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|trinta) (comprimido*|capsula*|pilula*|gotas)',
  '(um monte|varios|varias|muitos|muitas) (de )?(comprimido*|capsula*|remedio*|pilula*)',
  '(bebi|bebendo|cerveja|vodka|alcool|cachaca|pinga|vinho|whisky|drink*)',
]);

const STOPPING_A_MEDICINE = new PhraseSet([
  '(parar|largar|deixar|suspender|diminuir|reduzir|desmamar|tirar|cortar) (de tomar|o remedio|a medicacao|o medicamento|a dose|o|a)',
  '(quero|posso|devo|da pra|tem como|pensando em|queria) (parar|largar|diminuir|reduzir|desmamar|suspender)',
]);

/**
 * A question about a medicine is referred to a doctor whatever it asks (ADR 029). Asked about a dose with no word of
 * dying ("quantos mg de melatonina eu tomo?"), or about one dose taken twice by mistake ("tomei o clonazepam 2x sem
 * querer, é perigoso?"), it is that question, not a means question to decline nor an overdose: the referral answers
 * it, with what to watch for and the SAMU after a double dose. Many pills, alcohol or a word of dying keep the
 * danger's answer.
 */
function medicationQuestion(
  read: RiskAssessment,
  gated: RiskAssessment,
  message: string,
  act: ActReading,
): RiskAssessment {
  if (act.act !== 'info' || act.info !== 'medication') return gated;
  const prepared = prepare(message);
  if (LETHAL.test(prepared) || LARGE_AMOUNT.test(prepared)) return gated;
  if (gated.kind === 'means-question') return { kind: 'none', sensitive: false };
  // Stopping or tapering a medicine ("posso parar o rivotril de uma vez?") is the doctor's question; the crisis
  // classifier has learnt "parar", "de vez" and "cansado" from people who wanted to stop living.
  if (
    gated.kind === 'crisis' &&
    gated.categories.every((category) => category === 'classifier') &&
    STOPPING_A_MEDICINE.test(prepared)
  )
    return { kind: 'none', sensitive: false };
  if (!ACCIDENTAL_DOUBLE.test(prepared)) return gated;
  const intoxicationOnly =
    read.kind === 'risk' &&
    !read.crisis &&
    read.violence.length === 0 &&
    read.urgent.length > 0 &&
    read.urgent.every((kind) => kind === 'intoxication');
  return intoxicationOnly || gated.kind === 'none'
    ? { kind: 'none', doubleDose: true, sensitive: false }
    : gated;
}

/**
 * An age said in passing ("tenho 10 anos e era meu primeiro bichinho", "tô no 8º ano e ninguém quer fazer trabalho
 * comigo") with nothing else read is no danger to answer with a fixed text and a protocol that follows it: the reply
 * answers the loss or the school, and adds once who Aria is for and where a teenager finds help (docs/care.md,
 * Urgent states: CVV serves any age; a trusted adult; Disque 100). With violence or a crisis read, the fixed answer
 * keeps the child's lines.
 */
function minorInPassing(risk: RiskAssessment): RiskAssessment {
  if (risk.kind !== 'risk' || risk.crisis || risk.violence.length > 0) return risk;
  if (risk.urgent.length !== 1 || risk.urgent[0] !== 'minor') return risk;
  return { kind: 'none', minor: true, sensitive: risk.sensitive };
}

function gate(
  risk: RiskAssessment,
  message: string,
  state: DialogueState,
  act: ActReading,
  history: readonly AriaHistoryItem[],
): RiskAssessment {
  const safeNow = state.crisis.phase !== 'none' && saysSafeNow(prepare(message), state.crisis.families);
  const exerciseOnTable = state.offer !== null || (state.exercise !== null && !state.exercise.paused);
  // A yes said first to the offer, and why after it ("quero sim, ja tentei de tudo" to the sleep routine: round 9
  // development, read by the crisis classifier alone at 0.94), answers the offer whatever the act reader calls it.
  const answering =
    ANSWERING_ACTS.has(act.act) ||
    safeNow ||
    (state.offer !== null && state.offer !== 'menu' && answersYesFirst(message));
  if (breathlessAtTheStep(risk, message, state)) return { kind: 'none', sensitive: risk.sensitive };
  if (risk.kind === 'crisis' && hopelessThoughtWritten(risk, state)) return { kind: 'none', sensitive: true };
  if (risk.kind === 'crisis' && nothingToLoseSaidYes(risk, message, state))
    return { kind: 'none', sensitive: false };
  if (risk.kind === 'crisis' && adviceTaken(message, state)) return { kind: 'none', sensitive: false };
  if (risk.kind === 'crisis') {
    const classifierOnly = risk.categories.every((category) => category === 'classifier');
    if (
      classifierOnly &&
      ((answering && exerciseOnTable && act.act !== 'info' && act.act !== 'howto') ||
        safeNow ||
        shortAnswerInsideProtocol(state, message) ||
        writingAnExercise(state))
    )
      return { kind: 'none', sensitive: false };
    if (classifierOnly && afterOrdinaryTalk(state, history) && crisisProbability(message) < CLASSIFIER_SURE) {
      // One of the twelve phrases gets the care paragraph, which has the lines already; the question would repeat them.
      return containsSpecDistressPhrase(message)
        ? { kind: 'none', sensitive: true }
        : { kind: 'none', uncertain: 'crisis', sensitive: false };
    }
    return risk;
  }
  if (risk.kind !== 'risk') return risk;
  const text = readRiskText(message);
  const violenceByRules = detectViolenceByRules(text);
  const urgentByRules = detectUrgentByRules(readUrgent(text));
  // Inside an open protocol too: "tô no meu quarto, minha mãe tá na sala vendo tv" answers where the person is, and
  // the classifiers alone read psychosis into the television (ADR 040).
  const insideProtocol = state.crisis.phase === 'open';
  const listsOnly = answering || insideOrdinaryTalk(state) || insideProtocol;
  const violence = listsOnly ? risk.violence.filter((kind) => violenceByRules.includes(kind)) : risk.violence;
  const urgent = risk.urgent.filter(
    (kind) =>
      urgentByRules.includes(kind) ||
      (!listsOnly && kind !== 'minor') ||
      (kind === 'minor' && violence.includes('child')),
  );
  if (violence.length === risk.violence.length && urgent.length === risk.urgent.length) return risk;
  if (violence.length > 0 || urgent.length > 0) return { ...risk, violence, urgent };
  // The crisis reading left alone is judged as one ("escrevi uma carta pra ela q nunca vou mandar" at the writing
  // exercise, read by the crisis classifier and the violence one: round 10 development).
  if (risk.crisis)
    return gate(
      { kind: 'crisis', categories: risk.crisis, sensitive: risk.sensitive },
      message,
      state,
      act,
      history,
    );
  // What was set aside from a message that tells something is asked about, gently, in the reply.
  // Inside the protocol, its own question about safety already asks.
  const uncertain =
    answering || insideProtocol ? undefined : risk.violence.length > 0 ? 'violence' : 'urgent';
  return uncertain
    ? { kind: 'none', uncertain, sensitive: risk.sensitive }
    : { kind: 'none', sensitive: risk.sensitive };
}

/**
 * A writing exercise in progress asks for what hurts in one's own words ("escrevi que tô cansada de ser sempre a culpada
 * de tudo lá em casa" got the full crisis reply mid-exercise, found walking the chat): there the crisis classifier's
 * reading alone is the exercise's content. A crisis the lists read in what was written keeps the full reply.
 */
function writingAnExercise(state: DialogueState): boolean {
  return (
    state.exercise !== null && !state.exercise.paused && TECHNIQUES[state.exercise.technique].writtenAnswers
  );
}

/**
 * "segurar 7 segundos? n consigo, fico sem ar no meio" in the middle of a breathing exercise: the step is hard, not a
 * panic attack (the panic lists read the breath held; a development writer's, dialogue round 4). A panic said as such
 * ("tô tendo uma crise") keeps its answer.
 */
function breathlessAtTheStep(risk: RiskAssessment, message: string, state: DialogueState): boolean {
  const running = state.exercise !== null && !state.exercise.paused ? state.exercise.technique : null;
  if (!running || !running.startsWith('respiracao')) return false;
  if (risk.kind !== 'risk' || risk.crisis || risk.violence.length > 0) return false;
  if (!risk.urgent.every((kind) => kind === 'panic')) return false;
  const prepared = prepare(message);
  return (
    prepared.trim().split(' ').length <= STEP_ANSWER_MAX_WORDS &&
    !ATTACK_SAID.test(prepared) &&
    !urgentSets.PANIC_NOW_EXPLICIT.test(readUrgent(readRiskText(message)).read)
  );
}

/**
 * The rethinking exercise asks for the thought that weighs ("o pensamento é que eu nunca vou sair desse buraco", "O
 * PENSAMENTO É: EU SÓ DOU TRABALHO" from a woman of 80: round 9 development): hopelessness or feeling a burden written
 * as that step's answer is its content, and gets the crisis lines after the step instead of the
 * full reply in the middle of it. Any other crisis word keeps the full reply.
 */
function hopelessThoughtWritten(
  risk: Extract<RiskAssessment, { kind: 'crisis' }>,
  state: DialogueState,
): boolean {
  return (
    writingAnExercise(state) &&
    risk.categories.every(
      (category) => category === 'hopeless' || category === 'burden' || category === 'classifier',
    ) &&
    (risk.categories.includes('hopeless') || risk.categories.includes('burden'))
  );
}

/** "ta bom né, não tenho nada a perder mesmo" answering an offer: a shrugged yes (a development writer's). */
const NOTHING_TO_LOSE = new PhraseSet(['(nao )?(tenho|tem) nada a perder']);

function nothingToLoseSaidYes(
  risk: Extract<RiskAssessment, { kind: 'crisis' }>,
  message: string,
  state: DialogueState,
): boolean {
  const prepared = prepare(message);
  return (
    state.offer !== null &&
    state.offer !== 'menu' &&
    risk.categories.every((category) => category === 'hopeless') &&
    NOTHING_TO_LOSE.test(prepared) &&
    prepared.trim().split(' ').length <= STEP_ANSWER_MAX_WORDS
  );
}

/**
 * "ta bom vou fazer isso deus te abençoe boa noite" after a suggestion, in a conversation with no danger told (round 9
 * development): "isso" is what Aria suggested. The same words after a crisis, or with anything else the lists or the
 * classifier read ("vou fazer isso hoje", "já decidi"), keep their reading.
 */
const DOING_IT_NOW = new PhraseSet(['(vou|vo) fazer isso']);

function adviceTaken(message: string, state: DialogueState): boolean {
  if (state.turns === 0 || state.crisis.phase !== 'none') return false;
  const prepared = prepare(message);
  if (!DOING_IT_NOW.test(prepared)) return false;
  const rest = DOING_IT_NOW.blank(prepared);
  return ruleCategories(rest).length === 0 && !analyzeDistress(rest).flagged;
}

/** A step's answer, not a story. */
const STEP_ANSWER_MAX_WORDS = 12;
/** An attack said in so many words ("tô tendo uma crise de pânico"), which the urgent lists' sign of now does not hold. */
const ATTACK_SAID = new PhraseSet([
  '(to|estou|tou) (tendo|com) (uma )?(crise|ataque)',
  '(crise|ataque) de (panico|ansiedade)',
]);

/** Words few enough to be an answer to the protocol's last question or step, not a new story. */
const PROTOCOL_ANSWER_MAX_WORDS = 4;

/**
 * "ainda tá forte" in the middle of a panic attack's guided steps: the crisis classifier alone read it as suicide
 * (0.69) and the person got the full crisis reply mid-attack (found walking the chat, ADR 040). Inside a panic
 * attack's steps a short message answers the step; a crisis said in few words ("quero morrer") is read by the lists.
 */
function shortAnswerInsideProtocol(state: DialogueState, message: string): boolean {
  return (
    state.crisis.phase === 'open' &&
    state.crisis.families.length > 0 &&
    state.crisis.families.every((family) => family === 'panic') &&
    prepare(message).trim().split(' ').filter(Boolean).length <= PROTOCOL_ANSWER_MAX_WORDS
  );
}

/**
 * The crisis classifier's reading alone, in an ordinary conversation, from which it stands as a crisis. Below it, in
 * the development conversations (round 6), it read sadness and worry: 44 of the 62 turns it alone read after an
 * ordinary first message ("a conta de gás venceu e eu ainda devo a última", "o thor dormia no meu pé toda noite, hj
 * a cama tá vazia"); of the four crises it alone read there, one scored under it ("sem ele n tem pq eu continuar
 * viva" 0.82), and the lists read it now. There the reply answers what was said and asks, in one line, with the CVV
 * (GENTLE_CHECKS): a direct word of dying in the answer is read by the lists and opens the protocol (ADR 042).
 */
const CLASSIFIER_SURE = 0.9;

/**
 * A conversation already about an ordinary subject (work, a breakup, school, a loss), with no danger told in it. In
 * the development conversations, every new danger told after the first message was read by the phrase lists, and
 * the classifiers alone read violence or an urgent state into 36 ordinary turns ("meu chefe me humilhou", "eu sou
 * gay e minha família não sabe", "as meninas ficam rindo qnd eu passo"), where a fixed "what you describe is
 * violence" answers what was not said. There the classifiers' reading alone is asked about in one line instead
 * (GENTLE_CHECKS in protocol-texts.ts), and the lists' reading keeps the full answer. The crisis classifier alone keeps the
 * full answer when it is sure (CLASSIFIER_SURE): a quarter of the blind crisis messages are read by it alone.
 */
/**
 * For the crisis classifier's unsure readings (CLASSIFIER_SURE): something ordinary already told, with no danger in it,
 * whether or not a subject was read ("vendo tapioca na praça e hj n vendi quase nada, chuva o dia todo"). A greeting
 * alone is not that: the first thing told is read as a first message.
 */
function afterOrdinaryTalk(state: DialogueState, history: readonly AriaHistoryItem[]): boolean {
  if (state.turns === 0 || state.crisis.phase !== 'none') return false;
  return (
    state.subject !== null ||
    history.some(
      (item) => item.role === 'user' && prepare(item.content).trim().split(' ').length >= TOLD_MIN_WORDS,
    )
  );
}

/** Fewer words are a greeting or a name ("oi, tudo bem?", "boa noite, aqui é a Rita"). */
const TOLD_MIN_WORDS = 8;

function insideOrdinaryTalk(state: DialogueState): boolean {
  return state.turns > 0 && state.subject !== null && state.crisis.phase === 'none';
}
