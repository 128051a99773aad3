import { describe, expect, it } from 'vitest';
import { compileAnyPhraseCheck, prepare } from './phrase-pattern';

describe('PhraseSet', () => {
  it('needs the space before a phrase, as the look-behind regex does', () => {
    const regex = compileAnyPhraseCheck(['quero morrer']);
    expect(regex.test(prepare('Quero morrer!'))).toBe(true);
    expect(regex.test(prepare('Quero morrer!').trimStart())).toBe(false);
    expect(regex.test(prepare('requero morrer'))).toBe(false);
    expect(regex.test(prepare('quero morrerei'))).toBe(false);
  });
});
