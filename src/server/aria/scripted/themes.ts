import { PhraseSet } from '../../../shared/aria/phrase-pattern';
import type { Situation, Theme } from './theme-types';
import { EMOTION_THEMES } from './themes-emotions';
import { LIFE_THEMES } from './themes-life';

export type { Theme, ThemeId } from './theme-types';

/**
 * Ties break in this order: a loss or a relationship explains the feeling better than the feeling alone, and a
 * named feeling better than the place it happens in ("ansiosa com o trabalho" is about anxiety).
 */
export const THEMES: Theme[] = [
  LIFE_THEMES.luto,
  LIFE_THEMES.relacionamento,
  EMOTION_THEMES.insonia,
  EMOTION_THEMES.ansiedade,
  EMOTION_THEMES.raiva,
  EMOTION_THEMES.solidao,
  LIFE_THEMES.autoestima,
  LIFE_THEMES.trabalho,
  EMOTION_THEMES.estresse,
  LIFE_THEMES.familia,
  EMOTION_THEMES.desanimo,
  EMOTION_THEMES.tristeza,
];

const COMPILED = THEMES.map((theme) => ({
  theme,
  set: new PhraseSet(theme.patterns),
  situations: (theme.situations ?? []).map((situation) => ({
    set: new PhraseSet(situation.patterns),
    situation,
  })),
}));

/**
 * The theme of a message (already passed through `prepare`), or null. Each matching phrase scores its length in
 * words plus one, so "perdi minha mãe" (luto) outweighs "mãe" (família).
 */
export function detectTheme(prepared: string): Theme | null {
  let best: { theme: Theme; score: number } | null = null;
  for (const { theme, set } of COMPILED) {
    // One scan of the whole set first: most themes do not occur, and `matches` tries each phrase on its own.
    if (!set.test(prepared)) continue;
    const score = set.matches(prepared).reduce((sum, phrase) => sum + phrase.split(' ').length + 1, 0);
    if (score > 0 && (!best || score > best.score)) best = { theme, score };
  }
  return best?.theme ?? null;
}

/** The narrower situation the message describes, if the theme has one that fits. */
export function findSituation(theme: Theme, prepared: string): Situation | null {
  const compiled = COMPILED.find((entry) => entry.theme.id === theme.id);
  return compiled?.situations.find(({ set }) => set.test(prepared))?.situation ?? null;
}
