import { PhraseSet } from '../../../shared/text/phrase-pattern';
import { findSituation, THEMES, themeScores, type Theme } from '../scripted/themes';
import type { Topic } from './state';

/**
 * The subject of a message for the dialogue state (issue 22): the scripted themes, with the situations inside them
 * that are subjects of their own (a breakup and a fight with the partner, a job lost and work stress, a pet's death).
 */
/** "a gente não terminou", "não fui demitida", "medo de ser demitido": the event named, and denied or feared. */
const NOT_BREAKUP = new PhraseSet([
  'nao (terminou|terminamos|terminei|terminaram|e termino|e um termino)',
  // Afraid of a breakup, or not wanting one, is a couple still together (dialogue round 3).
  '(nao quero|nao queria|medo de|medo q|medo que|pra nao) (terminar|virar termino|vire termino|isso acabe|acabar)',
]);
const NOT_DISMISSED = new PhraseSet([
  'nao fui (demitid*|mandad* embora)',
  'medo de (ser|ficar) (demitid*|desempregad*|mandad* embora)',
  '(acho|penso) (que|q) vai ser (a )?minha demissao',
  'medo de ser (a|o) proxim*',
  // Dismissal feared as sure to come ("eu sempre acho que vou ser demitida, mesmo recebendo elogio": round 8 walk).
  '(acho|penso|sinto|tenho certeza|certeza) (que|q) (vou|vao me|vai) (ser )?(demitid*|mandad* embora|demitir|mandar embora)',
  '(vou|vai) ser (demitid*|mandad* embora) (a qualquer|qualquer|logo|uma hora|um dia)',
  // Thinking of quitting is about the job one still has (dialogue round 3).
  '(pensando em|penso em|quero|queria|vou|to pra|ja pensei em) (pedir|pedindo) (demissao|as contas|pra sair)',
  'nao perdi (o|meu)? (emprego|trabalho|trampo)',
  'ainda (to|estou|trabalho) la',
]);

/**
 * The exam or the grade set aside to tell what weighs instead ("n é a prova q me deixa mal, é eles", "ela nem liga pra
 * nota, o problema são os menino da sala": round 7 development, where the exam's words kept the subject on exams).
 */
const EXAM_DENIED = new PhraseSet([
  '(nao|nem) (e|foi|era) (nem )?(a|as|o|pela|pelas)? (prova|provas|nota|notas|boletim)',
  '(nem|nao) (ligo|liga|ligou|ligam|me importo|importa) (tanto |muito |mais )?(pra|p|pro|com|para) (a |as |o )?(nota|notas|prova|provas|boletim)',
  '(a|as|da|das) (nota|notas|prova|provas) (eu |ela |ele )?(nem|nao) (ligo|liga|ligou|importa|me preocupa|e o problema)',
]);
/** Who the person turns to after setting the exam aside: classmates, "eles". */
const PEERS = new PhraseSet([
  'eles',
  'elas',
  '(os|as|dos|das) (menino*|menina*|moleque*|guri*|gurias|colega*|aluno*|aluna*)',
  '(a|da|na) (sala|turma|classe)',
  '(o|a) pessoal',
]);

/**
 * Mockery told of a place that is not school ("fui cortado do time e ainda me chamaram de gordo": round 8 walk, answered
 * with what the school must do): the school's theme is for school; elsewhere it is how the person is seen.
 */
const OUTSIDE_SCHOOL = new PhraseSet([
  '(time|treino|treinador|academia|clube|campeonato|trabalho|firma|servico|empresa|chefe|igreja|obra|quartel|plantao)',
]);
const SCHOOL_WORDS = new PhraseSet([
  '(escola|colegio|sala|turma|classe|professor*|recreio|intervalo|aula|aulas|diretor*|coordenador*|facul*|eja|supletivo|curso|cursinho)',
  '(trabalho|trabalhos) (em grupo|da escola|de escola|de casa|escolar)',
  '(1|2|3|4|5|6|7|8|9|primeiro|segundo|terceiro|sexto|setimo|oitavo|nono) ano',
  'ensino (medio|fundamental)',
]);

const CUSTODY = new PhraseSet([
  '(mae|pai) (da|do|dos|das) (minha|meu|minhas|meus) (filha|filho|filhas|filhos) * * (nao|n) (me )?(deixa|quer deixar|deixou)',
  '(mae|pai) (da|do|dos|das) (minha|meu|minhas|meus) (filha|filho|filhas|filhos) * * (proibe|impede|sumiu com|levou)',
  'guarda (compartilhada|unilateral|da|do|dos|das)',
  '(pensao alimenticia|pagar pensao|paga pensao|pagar a pensao|paga a pensao)',
  '(direito de ver|direito de visita|direito a visita|dia de visita|fim de semana (dele|dela|meu) com)',
]);

/** Events that explain a feeling; work and family are places, where a named feeling says more (themes.ts). */
const LIFE_EVENT_THEMES: ReadonlySet<string> = new Set([
  'luto',
  'relacionamento',
  'escola-bullying',
  'provas',
]);

export function topicOfTheme(theme: Theme, prepared: string): Topic {
  if (theme.id === 'relacionamento' && NOT_BREAKUP.test(prepared)) return 'conflito-casal';
  if (theme.id === 'trabalho' && NOT_DISMISSED.test(prepared)) return 'trabalho';
  const situation = findSituation(theme, prepared);
  if (situation?.topic) return situation.topic;
  if (theme.id === 'relacionamento') return 'conflito-casal';
  return theme.id;
}

export interface TopicReading {
  topic: Topic;
  /**
   * Named in passing: a feeling, or a partner mentioned without a fight or a breakup. A conversation about an event
   * stays on it (manager.ts).
   */
  weak: boolean;
}

/**
 * The subject of a message: what happened (a loss, a breakup, school, work, the family) explains a feeling better
 * than the feeling's name, so a named event wins over a named feeling ("tô mal porque rodei no vestibular" is about
 * the exam).
 */
export function readTopicDetailed(prepared: string): TopicReading | null {
  const examDenied = EXAM_DENIED.test(prepared);
  const scored = themeScores(examDenied ? EXAM_DENIED.blank(prepared) : prepared);
  if (examDenied && PEERS.test(prepared) && !scored.some(({ theme }) => LIFE_EVENT_THEMES.has(theme.id)))
    return { topic: 'escola-bullying', weak: false };
  if (scored.length === 0) return null;
  let theme = (scored.find(({ theme }) => LIFE_EVENT_THEMES.has(theme.id)) ?? scored[0]!).theme;
  // Custody and visits after a separation are the family's matter ("me separei faz 6 meses e a mãe da minha filha não
  // deixa eu ver ela" got the breakup's replies: round 8 walk).
  if (CUSTODY.test(prepared)) theme = THEMES.find((candidate) => candidate.id === 'familia')!;
  if (theme.id === 'escola-bullying' && OUTSIDE_SCHOOL.test(prepared) && !SCHOOL_WORDS.test(prepared))
    theme =
      scored.find(({ theme }) => theme.id !== 'escola-bullying')?.theme ??
      THEMES.find((candidate) => candidate.id === 'autoestima')!;
  // A partner named beside a parent or a child, with no fight or breakup of the couple told ("minha mãe não aceita
  // meu namorado", "meu marido e meu filho não se falam"), is the family's matter.
  // A racing mind at night that keeps sleep away is the sleep's matter ("deitei faz 2h e nada, a cabeça não desliga").
  if (theme.id === 'ansiedade') {
    const sleep = scored.find(({ theme }) => theme.id === 'insonia');
    if (sleep) theme = sleep.theme;
  }
  if (theme.id === 'relacionamento' && !findSituation(theme, prepared)) {
    const family = scored.find(({ theme }) => theme.id === 'familia');
    // A partner named with no fight or breakup, beside a feeling read ("meu marido não dorme mais de preocupação":
    // round 7 walk, answered as a couple's fight): the feeling is the subject.
    const other = scored.find(({ theme }) => theme.id !== 'relacionamento');
    if (family) theme = family.theme;
    else if (other) theme = other.theme;
  }
  const topic = topicOfTheme(theme, prepared);
  // A situation with its own subject is an event told, whatever its theme: a job lost inside the work theme ("vou
  // ficar sem emprego" after a breakup stayed the breakup's: round 8 walk).
  const situation = findSituation(theme, prepared);
  const weak =
    situation?.topic === undefined &&
    (!LIFE_EVENT_THEMES.has(theme.id) || (theme.id === 'relacionamento' && !situation));
  return { topic, weak };
}

export function readTopic(prepared: string): Topic | null {
  return readTopicDetailed(prepared)?.topic ?? null;
}
