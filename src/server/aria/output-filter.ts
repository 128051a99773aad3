import { compileAnyPhrase, compileAnyPhraseCheck, prepare } from '../../shared/text/phrase-pattern';

/**
 * The safety layer's second half: it reads what an engine wrote before the person does. A reply that claims to
 * be human or a psychologist, diagnoses, describes means of self-harm, promises secrecy or discourages
 * professional help is withheld and replaced (docs/care.md, What Aria is and never does; CFP note of 3 Jul 2025: AI
 * is labelled as AI).
 */
export type UnsafeReason = 'claims-human' | 'diagnosis' | 'means' | 'secrecy' | 'discourages-help';

interface Rule {
  reason: UnsafeReason;
  phrases: string[];
  /** "não sou humana" is the truth, "sou humana" a lie: a negation just before the phrase makes it fine. */
  negatable?: boolean;
}

const RULES: Rule[] = [
  {
    reason: 'claims-human',
    negatable: true,
    phrases: [
      'sou (uma|um)? (humana|humano|pessoa de verdade|pessoa real|psicologa|psicologo|terapeuta|medica|medico|psiquiatra)',
      'sou (uma|um)? (profissional|especialista) (de|da|em) (saude mental|psicologia)',
      'como (sua )?(psicologa|psicologo|terapeuta)',
      '(meu|o meu) crp',
      'minha (formacao em psicologia|experiencia clinica)',
    ],
  },
  {
    reason: 'claims-human',
    phrases: ['nao sou (uma|um)? (ia|inteligencia artificial|assistente virtual|robo|bot|chatbot|maquina)'],
  },
  {
    reason: 'diagnosis',
    phrases: [
      'voce (tem|esta com|sofre de|apresenta|possui) (um|uma)? (quadro de )?(depressao|transtorno*|ansiedade generalizada|tag|toc|tdah|bipolar*|borderline|sindrome*|esquizofreni*|autismo|fobia*|estresse pos traumatico|tept|burnout|distimia)',
      'voce e (bipolar|depressiv*|borderline|autista|esquizofrenic*)',
      '(seu|o seu) diagnostico (e|seria|provavel)',
      'diagnostico de',
      '(isso|esses sintomas|seus sintomas) (e|sao|parece|parecem|indica|indicam) (um|uma)? (quadro|caso|sinal|sinais)? (de )?(depressao|transtorno*|tdah|bipolar*|borderline|esquizofreni*)',
    ],
  },
  {
    reason: 'means',
    phrases: [
      'dose* (letal|letais|fatal|fatais|mortal|mortais)',
      'overdose',
      'letal*',
      'letalidade',
      '(metros|andares) de altura',
      '(ponte|pontes|predio|predios|viaduto|viadutos|edificio|edificios|torre|torres) mais alt*',
      '(pular|se jogar|me jogar) (da|de|do)',
      'enforc*',
      'fazer (uma )?forca',
      'veneno*',
      'chumbinho',
      'cortar (o|os) puls*',
      'asfixi*',
      'monoxido',
      'arma de fogo',
      'revolver',
      '(como|jeito|forma|formas|maneira|maneiras|metodo|metodos) (de|pra) (se matar|morrer|suicidio|tirar a propria vida)',
    ],
  },
  {
    reason: 'secrecy',
    phrases: [
      '(fica|ficara|vai ficar) (so )?entre nos',
      'prometo (que )?(nao (vou )?contar|guardar segredo|segredo)',
      'ninguem (vai|nunca vai) saber',
      'segredo (esta|fica|e) seguro comigo',
    ],
  },
  {
    reason: 'discourages-help',
    phrases: [
      'nao precisa (de )?(psicologo|psicologa|terapia|ajuda profissional|medico|psiquiatra)',
      '(terapia|psicologo|psicologos) nao (funciona|funcionam|adianta|adiantam|serve|servem)',
    ],
  },
];

const COMPILED = RULES.map((rule) => ({ ...rule, regex: compileAnyPhrase(rule.phrases, 'g') }));

/**
 * Every rule's phrases in one regex. A rule can only match where this does, so a text it finds nothing in (almost
 * every reply) is cleared in one scan instead of one per rule; the rules then read only texts it flags.
 */
const ANY_RULE = compileAnyPhraseCheck(RULES.flatMap((rule) => rule.phrases));

/** Quantities of pills or substances: a number next to a unit is how a dose is written. */
const QUANTITY = / \d+ ?(mg|miligramas?|gramas?|g|ml|comprimidos?|capsulas?|pilulas?|cartelas?) /;

const NEGATIONS = new Set(['nao', 'nem', 'nunca', 'jamais']);

function negatedAt(prepared: string, index: number): boolean {
  const before = prepared.slice(0, index).trim().split(' ').slice(-1);
  return before.some((word) => NEGATIONS.has(word));
}

/** The first reason the text is unsafe to show, or null. */
export function findUnsafeContent(text: string): UnsafeReason | null {
  const prepared = prepare(text);
  if (ANY_RULE.test(prepared)) {
    for (const { regex, negatable, reason } of COMPILED) {
      regex.lastIndex = 0;
      for (let match = regex.exec(prepared); match; match = regex.exec(prepared)) {
        if (negatable && negatedAt(prepared, match.index)) continue;
        return reason;
      }
    }
  }
  if (QUANTITY.test(prepared)) return 'means';
  return null;
}
