/**
 * Violence and abuse, in the phrase language of src/shared/aria/phrase-pattern.ts. A miss leaves a person in
 * danger with couples' advice; a false alarm costs one careful message with the help lines. The lists lean towards
 * inclusion, and benign look-alikes ("meu time apanhou", "minha mãe me mata se eu chegar tarde") are blanked first.
 */

/** Idioms and look-alikes blanked before any list is read. */
export const BENIGN_LOOK_ALIKES = [
  '(minha mae|meu pai|minha vo|meu chefe|minha chefe|ela|ele) (me mata|vai me matar|me esgana)',
  '(time|timao|flamengo|corinthians|palmeiras|vasco|gremio|inter) (apanhou|levou uma surra|tomou)',
];

export const PHYSICAL = [
  '(me|mim) (bate|bateu|batia|espanca|espancou|agride|agrediu|empurr*|chut*|estrangul*|enforc*|soc*)',
  'apanh* (do|da|de) (meu|minha)? (marido|namorado|companheir*|ex|esposa|mulher|pai|mae|padrasto)',
];

export const SEXUAL = ['(fui|foi) estuprad*', '(me|mim) (estuprou|estupra|abusou|abusa)', 'abuso sexual'];

export const THREATS = [
  '(ameaca|ameacou|ameacando) (me|de) (matar|bater)',
  'se eu (terminar|largar|sair) ele me mata',
];

export const STALKING = ['(me|mim) (segue|seguindo|persegue|perseguindo|vigia|vigiando)'];

export const CONTROL = [
  'nao (me )?deixa (eu )?(trabalhar|sair|ver minha familia|ter celular)',
  '(pega|pegou|controla|fica com) (todo )?(meu|o meu) (dinheiro|salario|cartao)',
];

export const CHILD = [
  '(meu|minha) (padrasto|pai|tio|mae|madrasta) (me )?(bate|mexe|toca) (em mim )?(de noite|quando)',
];

export const ELDER = [
  '(minha|meu) (vo|avo|avozinha|avozinho|mae idosa|pai idoso) (apanha|e espancad*|e agredid*)',
];

export const SOMEONE_ELSE = [
  '(minha|meu) (amiga|amigo|irma|irmao|vizinha|vizinho|colega) (apanha|e agredid*|sofre violencia)',
];
