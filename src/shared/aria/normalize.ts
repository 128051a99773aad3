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

/** A Map, so a word such as "constructor" is never read from Object.prototype. */
const SPELLING_MAP = new Map(Object.entries(SPELLINGS));
/** Longer words are never looked up: hashing every word of a long reply showed in its normalisation. */
const LONGEST_SPELLING = Math.max(...Object.keys(SPELLINGS).map((key) => key.length));

function spelled(word: string): string {
  return word.length > LONGEST_SPELLING ? word : (SPELLING_MAP.get(word) ?? word);
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * What one UTF-16 unit becomes in the canonical form, for the units Portuguese text uses (ASCII, Latin-1 and
 * Latin Extended-A/B): its letters and digits, with " " for anything else and "" for a combining accent. Built
 * once, so normalising a 2000-character message is a table look-up per character, not a Unicode normalisation.
 */
const TABLE_SIZE = 0x250;
const FOLD_TABLE: string[] = Array.from({ length: TABLE_SIZE }, (_, code) =>
  foldChar(String.fromCharCode(code)),
);

function foldChar(char: string): string {
  return [...stripAccents(char.toLowerCase())]
    .map((letter) => ((letter >= 'a' && letter <= 'z') || (letter >= '0' && letter <= '9') ? letter : ' '))
    .join('');
}

/** One word in canonical form; may expand to two words ("oq" → "o que"). */
export function normalizeWord(word: string): string {
  const plain = stripAccents(word.toLowerCase())
    .replace(/[^a-z0-9]/g, '')
    .replace(/([a-z])\1+/g, '$1');
  return SPELLING_MAP.get(plain) ?? plain;
}

/** Canonical form of a whole text: words separated by single spaces, no punctuation. */
export function normalizeText(text: string): string {
  // Runs on every message (up to 2000 characters), on each clause of it and on every reply the output filter
  // reads, so it is one pass over the UTF-16 units. Lower-case letters and digits, most of any text, are copied
  // a run at a time (a slice, not a string per character); anything else goes through the table. No closure
  // either: one per call showed in the loaded server's profile (issue 15).
  let result = '';
  let word = '';
  /** Where the run of characters copied unchanged into `word` began, or -1. */
  let runStart = -1;
  let previous = 32;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      // Runs of one letter collapse ("nããão" → "nao"); digits do not.
      if (code !== previous || code <= 57) {
        if (runStart < 0) runStart = index;
        previous = code;
      } else if (runStart >= 0) {
        word += text.slice(runStart, index);
        runStart = -1;
      }
      continue;
    }
    if (runStart >= 0) {
      word += text.slice(runStart, index);
      runStart = -1;
    }
    let folded: string;
    if (code < TABLE_SIZE) folded = FOLD_TABLE[code]!;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      // An astral character (an emoji) is one code point: one separator at most.
      folded = foldChar(text.slice(index, index + 2));
      index += 1;
    } else folded = foldChar(text.charAt(index));
    for (let position = 0; position < folded.length; position += 1) {
      const letter = folded.charCodeAt(position);
      if (letter >= 97 && letter <= 122) {
        if (letter !== previous) word += folded.charAt(position);
      } else if (letter >= 48 && letter <= 57) {
        word += folded.charAt(position);
      } else if (previous !== 32) {
        if (word !== '') {
          result = result === '' ? spelled(word) : `${result} ${spelled(word)}`;
          word = '';
        }
      } else {
        continue;
      }
      previous = letter;
    }
  }
  if (runStart >= 0) word += text.slice(runStart);
  if (word === '') return result;
  return result === '' ? spelled(word) : `${result} ${spelled(word)}`;
}
