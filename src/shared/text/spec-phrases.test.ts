import { describe, expect, it } from 'vitest';
import { containsSpecDistressPhrase, SPEC_DISTRESS_PHRASES } from './spec-phrases';

describe('containsSpecDistressPhrase (the browser half of the twelve-phrase rule)', () => {
  it.each(SPEC_DISTRESS_PHRASES.map((phrase) => [phrase]))(
    'flags "%s" anywhere, in any case or spelling',
    (phrase) => {
      expect(containsSpecDistressPhrase(phrase)).toBe(true);
      expect(containsSpecDistressPhrase(phrase.toUpperCase())).toBe(true);
      expect(containsSpecDistressPhrase(`Oi. Hoje eu só queria dizer: ${phrase}.`)).toBe(true);
      expect(containsSpecDistressPhrase(phrase.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toBe(true);
    },
  );

  it('knows the chat spellings normalize.ts knows', () => {
    expect(containsSpecDistressPhrase('n aguento mais')).toBe(true);
    expect(containsSpecDistressPhrase('qro morrer')).toBe(true);
  });

  it('leaves ordinary messages unflagged', () => {
    for (const text of [
      'hoje foi um dia difícil no trabalho',
      'quero dormir cedo hoje',
      'me mata de rir esse vídeo',
    ]) {
      expect(containsSpecDistressPhrase(text)).toBe(false);
    }
  });
});
