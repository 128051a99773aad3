import { describe, expect, it } from 'vitest';
import { detectDistress } from './distress';
import { containsSpecDistressPhrase, SPEC_DISTRESS_PHRASES } from './spec-phrases';

describe('containsSpecDistressPhrase (the browser half of SPEC §4)', () => {
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

  it('is SPEC §4 and no more: the server reads every message in full, whatever the flag', () => {
    // No SPEC phrase, so the browser sends false; the server's own reading still finds the crisis.
    expect(containsSpecDistressPhrase('já planejei como vou fazer, vai ser sábado')).toBe(false);
    expect(detectDistress('já planejei como vou fazer, vai ser sábado')).toBe(true);
  });
});
