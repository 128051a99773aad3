import { normalizeText, normalizeWord } from './normalize';
import { verbForms } from './portuguese-morphology';

/**
 * A small phrase language, so the lexicons read as Portuguese rather than as regular expressions:
 *
 *   quero morrer                 the words in order
 *   (quero|queria|vontade de) x  one of the alternatives (each may be several words)
 *   (muito)?                     an optional group
 *   deprimid*                    a word starting with "deprimid"
 *   quero * sumir                up to three words in between
 *   @morrer                      any form of the verb: morro, morreria, morresse, morto, "morre" (chat)
 *   @@querer                     its first person singular only: quero, queria, quis, quisesse
 *
 * Phrases are matched against normalizeText() output, and their words go through the same normalisation, so
 * "não" in a phrase matches "nao", "ñ" and "naum" in a message.
 */

type Node =
  | { kind: 'word'; value: string }
  | { kind: 'prefix'; value: string }
  | { kind: 'forms'; values: string[] }
  | { kind: 'gap' }
  | { kind: 'group'; alternatives: Node[][]; optional: boolean };

const GAP = '(?:[a-z0-9]+ ){0,3}';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function lettersOnly(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '')
    .replace(/([a-z])\1+/g, '$1');
}

function parse(phrase: string): Node[] {
  let position = 0;

  function sequence(): Node[] {
    const nodes: Node[] = [];
    let word = '';
    const flushWord = () => {
      if (word === '') return;
      // A stray "?" after a word would silently vanish in normalisation; optional parts are groups.
      if (/[^\p{L}\p{N}*@]/u.test(word)) throw new Error(`Unexpected "${word}" in phrase: ${phrase}`);
      if (word === '*') nodes.push({ kind: 'gap' });
      else if (word.startsWith('@@')) nodes.push({ kind: 'forms', values: verbForms(word.slice(2), true) });
      else if (word.startsWith('@')) nodes.push({ kind: 'forms', values: verbForms(word.slice(1)) });
      else if (word.endsWith('*')) nodes.push({ kind: 'prefix', value: lettersOnly(word.slice(0, -1)) });
      else
        for (const part of normalizeWord(word).split(' '))
          if (part) nodes.push({ kind: 'word', value: part });
      word = '';
    };
    while (position < phrase.length) {
      const char = phrase[position] as string;
      if (char === '(') {
        flushWord();
        position += 1;
        const alternatives: Node[][] = [sequence()];
        while (phrase[position] === '|') {
          position += 1;
          alternatives.push(sequence());
        }
        if (phrase[position] !== ')') throw new Error(`Unclosed group in phrase: ${phrase}`);
        position += 1;
        const optional = phrase[position] === '?';
        if (optional) position += 1;
        nodes.push({ kind: 'group', alternatives, optional });
      } else if (char === '|' || char === ')') {
        break;
      } else if (char === ' ') {
        flushWord();
        position += 1;
      } else {
        word += char;
        position += 1;
      }
    }
    flushWord();
    return nodes;
  }

  const nodes = sequence();
  if (position !== phrase.length) throw new Error(`Unexpected "${phrase[position]}" in phrase: ${phrase}`);
  return nodes;
}

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

/**
 * One word out of many, as a regex that shares prefixes ("mor(?:o|es|...)" rather than "moro|mores|..."): a verb
 * has some fifty forms, and a plain alternation of them made the lemma lists' regexes larger than V8 compiles
 * quickly.
 */
function trieSource(words: readonly string[]): string {
  const root: Trie = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const char of word) {
      let child = node.next.get(char);
      if (child === undefined) {
        child = { end: false, next: new Map() };
        node.next.set(char, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: Trie): string => {
    const branches = [...node.next].map(([char, child]) => escape(char) + emit(child));
    if (branches.length === 0) return '';
    if (branches.length === 1 && !node.end) return branches[0]!;
    return `(?:${branches.join('|')})${node.end ? '?' : ''}`;
  };
  return `(?:${emit(root)})`;
}

function toSource(nodes: Node[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'word':
          return `${escape(node.value)} `;
        case 'prefix':
          return `${escape(node.value)}[a-z0-9]* `;
        case 'forms':
          return `${trieSource(node.values)} `;
        case 'gap':
          return GAP;
        case 'group':
          return `(?:${node.alternatives.map(toSource).join('|')})${node.optional ? '?' : ''}`;
      }
    })
    .join('');
}

/** Compiles one phrase; the regex expects the padded form from `prepare`. */
export function compilePhrase(phrase: string, flags = ''): RegExp {
  return new RegExp(`(?<= )${toSource(parse(phrase))}`, flags);
}

/** Compiles several phrases into one regex that matches any of them: one scan instead of one per phrase. */
export function compileAnyPhrase(phrases: readonly string[], flags = ''): RegExp {
  return anyOfSources(
    phrases.map((phrase) => toSource(parse(phrase))),
    flags,
  );
}

function anyOfSources(sources: readonly string[], flags = ''): RegExp {
  return new RegExp(`(?<= )(?:${sources.join('|')})`, flags);
}

/**
 * Several phrases as one regex for `test` alone: the space before a phrase is matched rather than looked behind
 * (" x" occurs exactly where "(?<= )x" does), which V8 scans two to three times faster since it can look for the
 * phrases' first letters. A match's index and text include that space, so `exec`, `replace` and the `g` flag
 * want `compileAnyPhrase`.
 */
export function compileAnyPhraseCheck(phrases: readonly string[]): RegExp {
  return checkOfSources(phrases.map((phrase) => toSource(parse(phrase))));
}

function checkOfSources(sources: readonly string[]): RegExp {
  return new RegExp(` (?:${sources.join('|')})`);
}

/**
 * What the readers of one message share while `readingTogether` runs: each text's prepared form and the key words
 * it holds. A message's crisis, violence, urgent, act and topic readers prepare the same message and clauses over
 * and over; within one reading each is prepared and looked up once. Nothing outlives the reading, so no text is
 * remembered from one message to the next.
 */
interface SharedReading {
  prepared: Map<string, string>;
  marks: Map<string, Uint8Array>;
  /** The text looked up last and its marks: a message's sets mostly test the same text one after another. */
  lastText: string | null;
  lastMarks: Uint8Array | null;
  /** Other readers' results on the texts of this reading, by reader (see readingMemo). */
  memos: Map<symbol, Map<string, unknown>>;
}
let shared: SharedReading | null = null;

/** Runs `read` (synchronous) with the preparing and key look-ups of the texts it reads shared between readers. */
export function readingTogether<T>(read: () => T): T {
  const outer = shared;
  const reading = outer ?? {
    prepared: new Map(),
    marks: new Map(),
    lastText: null,
    lastMarks: null,
    memos: new Map(),
  };
  shared = reading;
  try {
    return read();
  } finally {
    shared = outer;
    if (outer === null) for (const marks of reading.marks.values()) releaseMarks(marks);
  }
}

/**
 * A map from text to `owner`'s result on it that lasts as long as the current reading, for work several readers
 * of one message repeat; null outside `readingTogether`, so nothing is remembered from one message to the next.
 */
export function readingMemo<T>(owner: symbol): Map<string, T> | null {
  if (shared === null) return null;
  let memo = shared.memos.get(owner);
  if (memo === undefined) {
    memo = new Map();
    shared.memos.set(owner, memo);
  }
  return memo as Map<string, T>;
}

/** A normalised text with a space on each side, the form every compiled phrase is tested against. */
export function prepare(text: string): string {
  if (shared === null) return ` ${normalizeText(text)} `;
  let prepared = shared.prepared.get(text);
  if (prepared === undefined) {
    prepared = ` ${normalizeText(text)} `;
    shared.prepared.set(text, prepared);
  }
  return prepared;
}

/** Words a text must hold for a phrase to occur: whole words and word beginnings. */
interface Key {
  words: string[];
  prefixes: string[];
}

/**
 * Words found in a large share of ordinary messages (the most frequent of the detector's corpus): a set keyed on
 * one of them runs its regex on nearly every message, so `keyOf` keys a phrase on a rarer part when it has one.
 */
const COMMON_WORDS = new Set(
  (
    'de e que eu nao me a o pra estou minha com vou no meu mais do da em um hoje se so na ja esta uma tudo ' +
    'tenho mas por quando mim tem vai como nada iso dia sem sei todo muito as os vez aqui ela ele sou foi ate ' +
    'nunca faz nem meus minhas ser ia bem agora pro ter sobre comigo la voce mesmo fui porque ver ir sempre ' +
    'estar era tava estava fica fico ficar quero queria vida mundo'
  ).split(' '),
);
const COMMON_LIST = [...COMMON_WORDS];

/** Higher is a better key: no common word first, then the longest shortest word ("matar" over "me"). */
function rank(key: Key): number {
  const shortest = Math.min(...key.words.map((word) => word.length), ...key.prefixes.map((p) => p.length));
  const common =
    shortest < 3 ||
    key.words.some((word) => COMMON_WORDS.has(word)) ||
    key.prefixes.some((prefix) => COMMON_LIST.some((word) => word.startsWith(prefix)));
  return (common ? 0 : 1000) + shortest;
}

/**
 * The words of one part a sequence cannot do without, or null when it has none (only gaps and optional parts):
 * a text holds one of them or the sequence does not occur. Each required part is a candidate; a group's are its
 * alternatives' own keys together ("(me matar|tirar minha vida)" is keyed on "matar" or "tirar"), and the best
 * candidate by `rank` wins. Every part of a phrase begins right after a space and ends with one, so a word is one
 * whole word of the text, a prefix the beginning of one.
 */
function keyOf(nodes: readonly Node[]): Key | null {
  let best: Key | null = null;
  let bestRank = -1;
  for (const node of nodes) {
    let key: Key | null = null;
    switch (node.kind) {
      case 'word':
        key = { words: [node.value], prefixes: [] };
        break;
      case 'prefix':
        key = node.value === '' ? null : { words: [], prefixes: [node.value] };
        break;
      case 'forms':
        key = { words: node.values.map((form) => form.split(' ')[0]!), prefixes: [] };
        break;
      case 'gap':
        break;
      case 'group': {
        if (node.optional) break;
        const keys = node.alternatives.map(keyOf);
        if (keys.every((alternative) => alternative !== null))
          key = {
            words: keys.flatMap((alternative) => alternative.words),
            prefixes: keys.flatMap((alternative) => alternative.prefixes),
          };
      }
    }
    if (key === null) continue;
    const keyRank = rank(key);
    if (keyRank > bestRank) {
      best = key;
      bestRank = keyRank;
    }
  }
  return best;
}

/**
 * Every set's key words (see keyOf) in one index, so a text is looked up once for all sets rather than once per
 * set: a message passes by some forty sets, and under load their forty separate word tables cost a cache miss per
 * look-up (issue 15).
 */
const SETS_BY_WORD = new Map<string, number[]>();
/**
 * Key prefixes of fewer than three letters, which no three-letter bucket can hold, by their first letter: trying
 * each of them on every word of a text was a third of looking the text up.
 */
const SHORT_PREFIXES_BY_FIRST = new Map<string, { prefix: string; sets: number[] }[]>();
/** Longer key prefixes by their first three letters. */
const PREFIXES_BY_START = new Map<string, { prefix: string; sets: number[] }[]>();
let setCount = 0;

function register(key: { words: Iterable<string>; prefixes: Iterable<string> }): number {
  const id = setCount;
  setCount += 1;
  for (const word of key.words) {
    const sets = SETS_BY_WORD.get(word);
    if (sets === undefined) SETS_BY_WORD.set(word, [id]);
    else if (sets.at(-1) !== id) sets.push(id);
  }
  for (const prefix of key.prefixes) {
    const short = prefix.length < 3;
    const buckets = short ? SHORT_PREFIXES_BY_FIRST : PREFIXES_BY_START;
    const start = short ? prefix[0]! : prefix.slice(0, 3);
    let bucket = buckets.get(start);
    if (bucket === undefined) buckets.set(start, (bucket = []));
    const entry = bucket.find((candidate) => candidate.prefix === prefix);
    if (entry === undefined) bucket.push({ prefix, sets: [id] });
    else if (entry.sets.at(-1) !== id) entry.sets.push(id);
  }
  return id;
}

/** The last few texts looked up: the sets of one message read the same few texts one after another. */
const RECENT = 4;
const recentTexts: string[] = [];
const recentMarks: Uint8Array[] = [];
let recentNext = 0;

/**
 * Mark arrays no reading holds any more, cleared and used again: an array of some five thousand bytes lives
 * outside V8's heap, and allocating one per text cost more than marking its key words (issue 15).
 */
const spareMarks: Uint8Array[] = [];
const MOST_SPARE_MARKS = 8;

function releaseMarks(marks: Uint8Array): void {
  if (spareMarks.length < MOST_SPARE_MARKS && marks.length === setCount) spareMarks.push(marks);
}

function emptyMarks(): Uint8Array {
  const spare = spareMarks.pop();
  if (spare === undefined || spare.length !== setCount) return new Uint8Array(setCount);
  return spare.fill(0);
}

/** For each set by id, 1 when the text holds one of its key words: 0 means none of its phrases occurs there. */
function candidates(prepared: string): Uint8Array {
  if (shared !== null) {
    if (shared.lastText === prepared && shared.lastMarks!.length === setCount) return shared.lastMarks!;
    let marks = shared.marks.get(prepared);
    if (marks === undefined || marks.length !== setCount) {
      marks = markKeys(prepared, emptyMarks());
      shared.marks.set(prepared, marks);
    }
    shared.lastText = prepared;
    shared.lastMarks = marks;
    return marks;
  }
  for (let index = 0; index < recentTexts.length; index += 1) {
    if (recentTexts[index] === prepared && recentMarks[index]!.length === setCount)
      return recentMarks[index]!;
  }
  // The slot's old marks are nobody's once its text leaves the ring: every caller uses marks before looking up again.
  const evicted = recentMarks[recentNext];
  if (evicted !== undefined) releaseMarks(evicted);
  const marks = markKeys(prepared, emptyMarks());
  recentTexts[recentNext] = prepared;
  recentMarks[recentNext] = marks;
  recentNext = (recentNext + 1) % RECENT;
  return marks;
}

/** Marks in `marks` (all zero) the ids of the sets whose key words `prepared` holds. */
function markKeys(prepared: string, marks: Uint8Array): Uint8Array {
  let start = 0;
  while (start < prepared.length) {
    let end = prepared.indexOf(' ', start);
    if (end === -1) end = prepared.length;
    if (end > start) {
      const word = prepared.slice(start, end);
      const sets = SETS_BY_WORD.get(word);
      if (sets !== undefined) for (const id of sets) marks[id] = 1;
      const short = SHORT_PREFIXES_BY_FIRST.get(word[0]!);
      if (short !== undefined)
        for (const { prefix, sets: prefixSets } of short)
          if (word.startsWith(prefix)) for (const id of prefixSets) marks[id] = 1;
      if (word.length >= 3) {
        const bucket = PREFIXES_BY_START.get(word.slice(0, 3));
        if (bucket !== undefined)
          for (const { prefix, sets: prefixSets } of bucket)
            if (word.startsWith(prefix)) for (const id of prefixSets) marks[id] = 1;
      }
    }
    start = end + 1;
  }
  return marks;
}

/**
 * A cheap test that comes before a list's regex: false when the text (passed through `prepare`) holds none of the
 * words the phrases need, so none of them occurs; true when one may.
 */
export function keyCheck(phrases: readonly string[]): (prepared: string) => boolean {
  return keyCheckOfParsed(phrases.map(parse));
}

function keyCheckOfParsed(parsed: readonly Node[][]): (prepared: string) => boolean {
  const keys = parsed.map(keyOf);
  if (!keys.every((key) => key !== null)) return () => true;
  const id = registerAll(keys);
  return (prepared) => candidates(prepared)[id] === 1;
}

/** One id for several phrases' keys: marked when the text holds a key word of any of them. */
function registerAll(keys: readonly Key[]): number {
  return register({
    words: new Set(keys.flatMap((key) => key.words)),
    prefixes: new Set(keys.flatMap((key) => key.prefixes)),
  });
}

/**
 * Past this many phrases whose key words a text holds, one scan of the whole alternation is cheaper than a regex
 * per phrase.
 */
const MOST_SEPARATE_SCANS = 6;

/** A named list of phrases, compiled once. */
export class PhraseSet {
  /** Each phrase's regex source, parsed once: a server compiles thousands of phrases as it starts. */
  private readonly sources: string[];
  /** One regex per phrase, each built on its first use. */
  private readonly compiled: (RegExp | undefined)[];
  /** All phrases in one alternation: one scan of a long message instead of one per phrase. */
  private readonly any: RegExp;
  private readonly anyGlobal: RegExp;
  /** The id of all the phrases' key words together (see register), or -1 when a phrase has none. */
  private readonly setId: number;
  /** Each phrase's own key id, or -1 for a phrase without key words, which may occur in any text. */
  private readonly phraseIds: Int32Array;

  constructor(readonly phrases: readonly string[]) {
    const parsed = phrases.map(parse);
    this.sources = parsed.map(toSource);
    this.compiled = new Array<RegExp | undefined>(phrases.length);
    this.any = phrases.length > 0 ? checkOfSources(this.sources) : /(?!)/;
    this.anyGlobal = phrases.length > 0 ? anyOfSources(this.sources, 'g') : /(?!)/g;
    const keys = parsed.map(keyOf);
    this.setId = keys.every((key) => key !== null) ? registerAll(keys) : -1;
    this.phraseIds = Int32Array.from(keys, (key) => (key === null ? -1 : register(key)));
  }

  /**
   * True when any phrase occurs in a text already passed through `prepare`. A set passes most texts on a few of its
   * phrases' key words, and those phrases' own regexes cost less than the whole alternation, which tries every
   * phrase at every word of the text.
   */
  test(prepared: string): boolean {
    const marks = candidates(prepared);
    if (this.setId !== -1 && marks[this.setId] === 0) return false;
    const { phraseIds } = this;
    let found = 0;
    for (let index = 0; index < phraseIds.length; index += 1) {
      const id = phraseIds[index]!;
      if (id !== -1 && marks[id] === 0) continue;
      if (found === MOST_SEPARATE_SCANS) return this.any.test(prepared);
      SCRATCH[found] = index;
      found += 1;
    }
    for (let at = 0; at < found; at += 1) if (this.phraseRegex(SCRATCH[at]!).test(prepared)) return true;
    return false;
  }

  /** The phrases that occur, in list order. */
  matches(prepared: string): string[] {
    const marks = candidates(prepared);
    if (this.setId !== -1 && marks[this.setId] === 0) return [];
    return this.phrases.filter((_, index) => {
      const id = this.phraseIds[index]!;
      return (id === -1 || marks[id] === 1) && this.phraseRegex(index).test(prepared);
    });
  }

  /** Replaces every occurrence with a marker no phrase can match across. */
  blank(prepared: string): string {
    // Most texts hold no phrase: `test` says so several times faster than the lookbehind scan that replacing needs.
    if (!this.test(prepared)) return prepared;
    // Leftmost occurrence first, in one scan; the marker keeps the space the next phrase's lookbehind needs.
    return prepared.replace(this.anyGlobal, '~ ');
  }

  private phraseRegex(index: number): RegExp {
    return (this.compiled[index] ??= checkOfSources([this.sources[index]!]));
  }
}

/** The phrases `test` runs one by one; `test` never nests, so one array serves every set. */
const SCRATCH = new Int32Array(MOST_SEPARATE_SCANS);
