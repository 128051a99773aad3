import { readingMemo } from '../../shared/text/phrase-pattern';
import { stemLength } from '../../shared/text/portuguese-morphology';

/**
 * The hashed text features of the crisis, violence and urgent classifiers: FNV-1a over character codes as the
 * text is walked, never sliced into strings, so a 2000-character message costs a fraction of a millisecond. Each
 * feature kind hashes from its own seed, so a word and an n-gram with the same letters land in different buckets.
 */

const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;
export const SPACE = 32;

/** FNV-1a, 32 bits, over `text.slice(start, end)` continuing from `value`: no string is built per feature. */
export function fnv(value: number, text: string, start = 0, end = text.length): number {
  let hash = value;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
  return hash >>> 0;
}

/** The hash of a tag, where a marker's bucket or a feature kind's seed starts. */
export function tagHash(tag: string): number {
  return fnv(FNV_OFFSET, tag);
}

/** Each feature kind's seed. */
const FEATURE_SEED = {
  chars: tagHash('c'),
  word: tagHash('w'),
  pair: tagHash('b'),
  stem: tagHash('s'),
  stemPair: tagHash('t'),
};

/**
 * The bucket (`& mask`) of each text feature of a normalised message whose look-alikes are blanked to "~ ", with
 * repeats: character 3- to 5-grams across word edges, words and word pairs, stems and stem pairs
 * (portuguese-morphology). The blanks are dropped first, so the words either side of one pair up. Within one
 * reading of a message (readingTogether) a text's list is made once: the crisis and violence classifiers hash the
 * same prepared text with the same mask whenever neither blanked a look-alike in it, which is most messages.
 */
export function textFeatures(blanked: string, mask: number): readonly number[] {
  const memo = readingMemo<{ mask: number; buckets: number[] }>(TEXT_FEATURES);
  let known = memo?.get(blanked);
  if (known === undefined || known.mask !== mask) {
    const buckets: number[] = [];
    visitTextFeaturesOf(blanked, mask, (bucket) => buckets.push(bucket));
    known = { mask, buckets };
    memo?.set(blanked, known);
  }
  return known.buckets;
}

/** Owns the feature lists `textFeatures` keeps for one reading. */
const TEXT_FEATURES = Symbol('text features');

function visitTextFeaturesOf(blanked: string, mask: number, visit: (bucket: number) => void): void {
  const padded = blanked.includes('~') ? blanked.replace(/~ /g, '') : blanked;
  visitCharGrams(padded, mask, visit);
  let previousStart = -1;
  let previousStemEnd = -1;
  let start = 1;
  while (start < padded.length) {
    const end = padded.indexOf(' ', start);
    if (end <= start) break;
    previousStemEnd = visitWordFeatures(padded, start, end, previousStart, previousStemEnd, mask, visit);
    previousStart = start;
    start = end + 1;
  }
}

/**
 * Visits the character 3- to 5-grams of `text`, across word edges; none spans the character `wall` (a clause break,
 * for a caller that keeps them; -1: none).
 */
export function visitCharGrams(text: string, mask: number, visit: (bucket: number) => void, wall = -1): void {
  // FNV-1a reads one character at a time, so each longer n-gram extends the shorter one's hash.
  for (let start = 0; start + 3 <= text.length; start += 1) {
    let value = FEATURE_SEED.chars;
    for (let size = 1; size <= 5 && start + size <= text.length; size += 1) {
      const code = text.charCodeAt(start + size - 1);
      if (code === wall) break;
      value = Math.imul(value ^ code, FNV_PRIME);
      if (size >= 3) visit((value >>> 0) & mask);
    }
  }
}

/**
 * Visits the word `text.slice(start, end)` and its stem, and with the word before it (`previousStart` < 0: none)
 * their pair and their stems' pair; returns where the word's stem ends, which the next word's pair needs.
 */
export function visitWordFeatures(
  text: string,
  start: number,
  end: number,
  previousStart: number,
  previousStemEnd: number,
  mask: number,
  visit: (bucket: number) => void,
): number {
  const stemEnd = start + stemLength(text, start, end);
  visit(fnv(FEATURE_SEED.word, text, start, end) & mask);
  visit(fnv(FEATURE_SEED.stem, text, start, stemEnd) & mask);
  if (previousStart >= 0) {
    // "w1 w2" hashed as one run: the two words and the space between them are contiguous in `text`.
    visit(fnv(FEATURE_SEED.pair, text, previousStart, end) & mask);
    const pair = fnv(FEATURE_SEED.stemPair, text, previousStart, previousStemEnd);
    visit(fnv(Math.imul(pair ^ SPACE, FNV_PRIME) >>> 0, text, start, stemEnd) & mask);
  }
  return stemEnd;
}
