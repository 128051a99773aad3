import { describe, expect, it } from 'vitest';
import { labelledCorpus } from '../../../lab/distress/corpus';
import { longMessages, writersSet } from '../../../lab/distress/evaluation-sets';
import { normalizeText, normalizeWord } from './normalize';

/**
 * normalizeText as it was before it copied runs of plain letters as slices (issue 15): one table look-up and one
 * string per character. Kept here as the reference the faster version must equal, character for character.
 */
function referenceNormalizeText(text: string): string {
  const fold = (char: string) =>
    [
      ...char
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    ]
      .map((letter) => ((letter >= 'a' && letter <= 'z') || (letter >= '0' && letter <= '9') ? letter : ' '))
      .join('');
  let result = '';
  let word = '';
  let previous = 32;
  const flushWord = () => {
    if (word === '') return;
    const spelled = normalizeWord(word);
    result = result === '' ? spelled : `${result} ${spelled}`;
    word = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    let folded: string;
    if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      folded = fold(text.slice(index, index + 2));
      index += 1;
    } else folded = fold(text.charAt(index));
    for (let position = 0; position < folded.length; position += 1) {
      const letter = folded.charCodeAt(position);
      if (letter >= 97 && letter <= 122) {
        if (letter !== previous) word += folded.charAt(position);
      } else if (letter >= 48 && letter <= 57) {
        word += folded.charAt(position);
      } else if (previous !== 32) {
        flushWord();
      } else {
        continue;
      }
      previous = letter;
    }
  }
  flushWord();
  return result;
}

/** A seeded generator, so a failure can be reproduced. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

describe('normalizeText', () => {
  it('equals the per-character reference on every corpus message, the writers’ sets and long messages', () => {
    const { crisis, benign } = writersSet();
    const texts = [...labelledCorpus().map(({ text }) => text), ...crisis, ...benign, ...longMessages()];
    expect(texts.length).toBeGreaterThan(1000);
    for (const text of texts) expect(normalizeText(text), text).toBe(referenceNormalizeText(text));
  });

  it('equals the reference on random text of letters, repeats, digits, accents, capitals and emoji', () => {
    // Repeated letters across the fast and the table path ("aÁa", "ããa"), digits after letters, words the
    // spelling map rewrites ("N", "vc", "oq"), spaces and punctuation at either end.
    const alphabet = [
      'a',
      'a',
      'o',
      'r',
      'r',
      's',
      'n',
      'q',
      'v',
      'c',
      '1',
      '1',
      'Á',
      'ã',
      'A',
      'N',
      'Ç',
      ' ',
      ' ',
      '.',
      '!',
      '-',
      '😂',
      '\u0301',
      'ǆ',
      'ß',
      'ñ',
      'k',
      'e',
      'h',
      // Beyond the table, folded once and kept (issue 15): a dash, quotes, an ellipsis, a lone surrogate.
      '—',
      '“',
      '”',
      '…',
      '\ud800',
    ];
    const next = random(15);
    for (let sample = 0; sample < 5000; sample += 1) {
      let text = '';
      const length = Math.floor(next() * 24);
      for (let index = 0; index < length; index += 1) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(normalizeText(text), JSON.stringify(text)).toBe(referenceNormalizeText(text));
    }
  });

  it('collapses repeated letters across the plain and the accented path, keeps digits, maps chat spellings', () => {
    expect(normalizeText('nããão aAa mooorrer 2000 vc tá oq')).toBe('nao a morer 2000 voce esta o que');
  });
});
