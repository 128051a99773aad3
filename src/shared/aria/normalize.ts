/**
 * Text normalisation for matching what people type in chat against our phrase lists. People in distress write
 * fast, on phones, without accents and with internet spelling, so every comparison happens on this canonical
 * form: lower case, no accents, letters and digits only, runs of one letter collapsed ("nããão" → "nao",
 * "morrer" → "morer") and common abbreviations mapped to one spelling. Phrase lists go through the same
 * function, so a list can be written in ordinary Portuguese.
 */

/** Abbreviations and spellings seen in Brazilian chat, keyed by their collapsed form. */
const SPELLINGS: Record<string, string> = {
  n: 'nao',
  naum: 'nao',
  nau: 'nao',
  to: 'estou',
  tou: 'estou',
  tamo: 'estamos',
  ta: 'esta',
  tava: 'estava',
  vo: 'vou',
  qro: 'quero',
  kero: 'quero',
  qero: 'quero',
  qer: 'quero',
  qria: 'queria',
  keria: 'queria',
  qeria: 'queria',
  vc: 'voce',
  vcs: 'voces',
  ce: 'voce',
  oce: 'voce',
  tu: 'voce',
  pq: 'porque',
  pqe: 'porque',
  porq: 'porque',
  td: 'tudo',
  tdo: 'tudo',
  nd: 'nada',
  ngm: 'ninguem',
  ninguen: 'ninguem',
  mt: 'muito',
  mto: 'muito',
  muinto: 'muito',
  tb: 'tambem',
  tbm: 'tambem',
  tmb: 'tambem',
  q: 'que',
  oq: 'o que',
  msm: 'mesmo',
  agr: 'agora',
  hj: 'hoje',
  vdd: 'verdade',
  blz: 'beleza',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigado',
  obrigada: 'obrigado',
  brigado: 'obrigado',
  brigada: 'obrigado',
  vlw: 'valeu',
  para: 'pra',
  mim: 'mim',
  mi: 'me',
  eh: 'e',
  kd: 'cade',
  sdds: 'saudade',
  sdd: 'saudade',
  qnd: 'quando',
  qdo: 'quando',
  cmg: 'comigo',
  ctg: 'contigo',
  dps: 'depois',
  tmj: 'tamo junto',
  fds: 'fim de semana',
  sla: 'sei la',
  slk: 'sei la',
};

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The accented letters of Portuguese, folded without the cost of Unicode normalisation. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const FOLDED: Record<string, string> = Object.fromEntries(
  [...ACCENTED].map((char, index) => [char, PLAIN.charAt(index)]),
);

/** One word in canonical form; may expand to two words ("oq" → "o que"). */
export function normalizeWord(word: string): string {
  const plain = stripAccents(word.toLowerCase())
    .replace(/[^a-z0-9]/g, '')
    .replace(/([a-z])\1+/g, '$1');
  return SPELLINGS[plain] ?? plain;
}

/** Canonical form of a whole text: words separated by single spaces, no punctuation. */
export function normalizeText(text: string): string {
  // Runs on every message and on each sentence an engine writes, so it is one pass over the characters rather
  // than a chain of regular expressions.
  let plain = '';
  let previous = ' ';
  for (const char of text.toLowerCase()) {
    const folded = char < '\u0080' ? char : (FOLDED[char] ?? stripAccents(char));
    for (const letter of folded) {
      if (letter >= 'a' && letter <= 'z') {
        if (letter !== previous) plain += letter;
      } else if (letter >= '0' && letter <= '9') {
        plain += letter;
      } else if (previous !== ' ') {
        plain += ' ';
      } else {
        continue;
      }
      previous = plain[plain.length - 1] as string;
    }
  }
  plain = plain.trimEnd();
  if (plain === '') return '';
  return plain
    .split(' ')
    .map((word) => SPELLINGS[word] ?? word)
    .join(' ');
}
