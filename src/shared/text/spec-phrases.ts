import { PhraseSet, prepare } from './phrase-pattern';

/**
 * The twelve phrases (docs/care.md, The twelve phrases). Each one alone, anywhere in a message, flags it (the
 * rule is a substring match), in any case, with or without accents and in the spellings normalize.ts knows.
 */
export const SPEC_DISTRESS_PHRASES = [
  'não aguento mais',
  'quero morrer',
  'vontade de morrer',
  'me matar',
  'tirar minha vida',
  'acabar com tudo',
  'não quero mais viver',
  'quero sumir',
  'melhor sem mim',
  'não vejo saída',
  'dormir e não acordar',
  'ninguém vai sentir minha falta',
] as const;

const SPEC_SET = new PhraseSet(SPEC_DISTRESS_PHRASES);

/**
 * The twelve-phrase check as the browser makes it, for `hasSensitiveContent`: the substring rule alone, so the chat
 * page does not load the lexicon and the classifier's weights. The server reads every message in full
 * (server/aria/crisis/detector.ts), whatever the flag says.
 */
export function containsSpecDistressPhrase(text: string): boolean {
  return SPEC_SET.test(prepare(text));
}
