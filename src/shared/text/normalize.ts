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
  // Portuguese learnt over Spanish (migrants from Venezuela write to Aria): "nao quero mais vivir".
  vivir: 'viver',
  morir: 'morrer',
  quiero: 'quero',
};

/** A Map, so a word such as "constructor" is never read from Object.prototype. */
const SPELLING_MAP = new Map(Object.entries(SPELLINGS));
/** Longer words are never looked up: hashing every word of a long reply showed in its normalisation. */
const LONGEST_SPELLING = Math.max(...Object.keys(SPELLINGS).map((key) => key.length));

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

/**
 * Code points beyond the table (dashes, curly quotes, emoji), folded once each: a Unicode normalisation per
 * character was half the time of normalising a scripted reply with one "—" in it (issue 15). Bounded, since a
 * message may hold any code points.
 */
const FOLDED_BEYOND_TABLE = new Map<number, string>();
const FOLDED_BEYOND_TABLE_LIMIT = 4096;

function foldBeyondTable(codePoint: number): string {
  let folded = FOLDED_BEYOND_TABLE.get(codePoint);
  if (folded === undefined) {
    folded = foldChar(String.fromCodePoint(codePoint));
    if (FOLDED_BEYOND_TABLE.size < FOLDED_BEYOND_TABLE_LIMIT) FOLDED_BEYOND_TABLE.set(codePoint, folded);
  }
  return folded;
}

/** One word in canonical form; may expand to two words ("oq" → "o que"). */
export function normalizeWord(word: string): string {
  const plain = stripAccents(word.toLowerCase())
    .replace(/[^a-z0-9]/g, '')
    .replace(/([a-z])\1+/g, '$1');
  return SPELLING_MAP.get(plain) ?? plain;
}

/** Letters and digits as one number each (a–z 1–26, 0–9 27–36), so a short word is looked up without a string. */
function letterValue(code: number): number {
  return code >= 97 ? code - 96 : code - 21;
}

/** SPELLINGS keyed by the base-37 number of their word's letters: every key is at most LONGEST_SPELLING long. */
const SPELLING_BY_NUMBER = new Map(
  [...SPELLING_MAP].map(([word, spelling]) => {
    let value = 0;
    for (let index = 0; index < word.length; index += 1)
      value = value * 37 + letterValue(word.charCodeAt(index));
    return [value, Uint8Array.from(spelling, (char) => char.charCodeAt(0))] as const;
  }),
);

/**
 * The table as numbers: the one code a unit folds to, NONE for a combining accent (folds to nothing), or MANY when
 * it folds to several ("ǆ" → "dz"; FOLD_TABLE has them).
 */
const NONE = -1;
const MANY = -2;
const FOLD_CODES = Int16Array.from(FOLD_TABLE, (folded) =>
  folded.length === 0 ? NONE : folded.length === 1 ? folded.charCodeAt(0) : MANY,
);

/** The canonical form's characters as they are written, all ASCII; grown as needed, reused between calls. */
let output: Uint8Array = new Uint8Array(4096);

/** A larger buffer holding the first `length` bytes: `output` outgrown. */
function grown(length: number): Uint8Array {
  const larger = new Uint8Array(output.length * 2);
  larger.set(output.subarray(0, length));
  output = larger;
  return larger;
}

/** Room a word may need beyond its letters: the longest spelling, or the space before it. */
const SLACK = Math.max(...[...SPELLING_MAP.values()].map((spelling) => spelling.length)) + 1;

/** The form is ASCII, which UTF-8 reads byte for byte. */
const ASCII = new TextDecoder();

/** Canonical form of a whole text: words separated by single spaces, no punctuation. */
export function normalizeText(text: string): string {
  // Runs on every message (up to 2000 characters), on each clause of it and on every reply the output filter
  // reads, so it is one pass over the UTF-16 units writing bytes, with no string built per word or character,
  // and its state in locals (issue 15: building the form a word at a time showed in the loaded server).
  let buffer = output;
  let length = 0;
  /** The last letter or digit written, or a space between words: runs of one letter collapse against it. */
  let previous = 32;
  let wordStart = 0;
  /** What a unit folded to when that is several characters, read one at a time before the next unit. */
  let pending = '';
  let pendingAt = 0;
  let index = 0;
  for (;;) {
    let code: number;
    if (pendingAt < pending.length) code = pending.charCodeAt(pendingAt++);
    else if (index < text.length) {
      code = text.charCodeAt(index++);
      if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57))) {
        if (code < TABLE_SIZE) {
          const single = FOLD_CODES[code]!;
          if (single === NONE) continue;
          if (single === MANY) {
            pending = FOLD_TABLE[code]!;
            pendingAt = 0;
            continue;
          }
          code = single;
        } else {
          // An astral character (an emoji) is one code point, two units: one separator at most.
          const codePoint = text.codePointAt(index - 1)!;
          if (codePoint > 0xffff) index += 1;
          pending = foldBeyondTable(codePoint);
          pendingAt = 0;
          continue;
        }
      }
    } else code = -1;

    const letter = code >= 97 && code <= 122;
    if (letter || (code >= 48 && code <= 57)) {
      if (letter && code === previous) continue;
      if (length + SLACK >= buffer.length) buffer = grown(length);
      if (previous === 32) {
        if (length > 0) buffer[length++] = 32;
        wordStart = length;
      }
      buffer[length++] = code;
      previous = code;
      continue;
    }
    if (previous !== 32) {
      // A word ended: one the spelling map knows is rewritten ("vc" → "voce").
      previous = 32;
      if (length - wordStart <= LONGEST_SPELLING) {
        let value = 0;
        for (let at = wordStart; at < length; at += 1) value = value * 37 + letterValue(buffer[at]!);
        const spelling = SPELLING_BY_NUMBER.get(value);
        if (spelling !== undefined) {
          buffer.set(spelling, wordStart);
          length = wordStart + spelling.length;
        }
      }
    }
    if (code < 0) break;
  }
  return ASCII.decode(buffer.subarray(0, length));
}
