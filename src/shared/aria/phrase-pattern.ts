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
  return new RegExp(`(?<= )(?:${phrases.map((phrase) => toSource(parse(phrase))).join('|')})`, flags);
}

/**
 * Several phrases as one regex for `test` alone: the space before a phrase is matched rather than looked behind
 * (" x" occurs exactly where "(?<= )x" does), which V8 scans two to three times faster since it can look for the
 * phrases' first letters. A match's index and text include that space, so `exec`, `replace` and the `g` flag
 * want `compileAnyPhrase`.
 */
export function compileAnyPhraseForTest(phrases: readonly string[]): RegExp {
  return new RegExp(` (?:${phrases.map((phrase) => toSource(parse(phrase))).join('|')})`);
}

/** A normalised text with a space on each side, the form every compiled phrase is tested against. */
export function prepare(text: string): string {
  return ` ${normalizeText(text)} `;
}

/** Words a text must hold for a phrase to occur: whole words and word beginnings; `anyWord` when none is known. */
interface Needed {
  words: string[];
  prefixes: string[];
  anyWord: boolean;
}

/** Adds the words a sequence can begin with; true when the sequence can match no word at all (all optional). */
function addOpenings(nodes: readonly Node[], needed: Needed): boolean {
  for (const node of nodes) {
    switch (node.kind) {
      case 'word':
        needed.words.push(node.value);
        return false;
      case 'prefix':
        if (node.value === '') needed.anyWord = true;
        else needed.prefixes.push(node.value);
        return false;
      case 'forms':
        for (const form of node.values) needed.words.push(form.split(' ')[0]!);
        return false;
      case 'gap':
        needed.anyWord = true;
        return false;
      case 'group': {
        let empty = node.optional;
        for (const alternative of node.alternatives) if (addOpenings(alternative, needed)) empty = true;
        if (!empty) return false;
      }
    }
  }
  return true;
}

/**
 * The words of one part a phrase cannot do without, choosing the part whose shortest word is longest ("matar"
 * over "me"): a text holds one of them or the phrase does not occur. Every part of a phrase begins right after a
 * space and ends with one, so a word part is one whole word of the text, a prefix part the beginning of one.
 */
function addNeeded(nodes: readonly Node[], needed: Needed): void {
  let best: Needed | null = null;
  let bestLength = 0;
  for (const node of nodes) {
    const part: Needed = { words: [], prefixes: [], anyWord: false };
    if (addOpenings([node], part) || part.anyWord) continue;
    const length = Math.min(...part.words.map((word) => word.length), ...part.prefixes.map((p) => p.length));
    if (length > bestLength) {
      best = part;
      bestLength = length;
    }
  }
  if (best === null) needed.anyWord = true;
  else {
    needed.words.push(...best.words);
    needed.prefixes.push(...best.prefixes);
  }
}

/** The words of the text split last: the sets of one detector read the same text one after another. */
let lastSplit = { text: '', words: [] as string[] };

function wordsOf(prepared: string): string[] {
  if (prepared !== lastSplit.text) lastSplit = { text: prepared, words: prepared.split(' ') };
  return lastSplit.words;
}

/** A named list of phrases, compiled once. */
export class PhraseSet {
  private readonly compiled: { phrase: string; regex: RegExp }[];
  /** All phrases in one alternation: one scan of a long message instead of one per phrase. */
  private readonly any: RegExp;
  private readonly anyGlobal: RegExp;
  /** Words a text must hold for any phrase to occur (see addNeeded); null when a phrase needs none. */
  private readonly needed: { words: Set<string>; prefixes: string[] } | null;

  constructor(readonly phrases: readonly string[]) {
    this.compiled = phrases.map((phrase) => ({ phrase, regex: compileAnyPhraseForTest([phrase]) }));
    this.any = phrases.length > 0 ? compileAnyPhraseForTest(phrases) : /(?!)/;
    this.anyGlobal = phrases.length > 0 ? compileAnyPhrase(phrases, 'g') : /(?!)/g;
    const needed: Needed = { words: [], prefixes: [], anyWord: false };
    for (const phrase of phrases) addNeeded(parse(phrase), needed);
    this.needed = needed.anyWord
      ? null
      : { words: new Set(needed.words), prefixes: [...new Set(needed.prefixes)] };
  }

  /**
   * False when the text holds none of the words the phrases need, so no phrase occurs (issue 15: most messages
   * skip most sets this way, and the sets' large regexes crowded each other out of the CPU's caches under load).
   */
  private mayOccurIn(prepared: string): boolean {
    if (this.needed === null) return true;
    const { words, prefixes } = this.needed;
    for (const word of wordsOf(prepared)) {
      if (words.has(word)) return true;
      for (const prefix of prefixes) if (word.startsWith(prefix)) return true;
    }
    return false;
  }

  /** True when any phrase occurs in a text already passed through `prepare`. */
  test(prepared: string): boolean {
    return this.mayOccurIn(prepared) && this.any.test(prepared);
  }

  /** The phrases that occur, in list order. */
  matches(prepared: string): string[] {
    if (!this.mayOccurIn(prepared)) return [];
    return this.compiled.filter(({ regex }) => regex.test(prepared)).map(({ phrase }) => phrase);
  }

  /** Replaces every occurrence with a marker no phrase can match across. */
  blank(prepared: string): string {
    if (!this.mayOccurIn(prepared)) return prepared;
    // Leftmost occurrence first, in one scan; the marker keeps the space the next phrase's lookbehind needs.
    return prepared.replace(this.anyGlobal, '~ ');
  }
}
