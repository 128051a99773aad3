import { compileAnyPhraseCheck, keyCheck, PhraseSet } from '../../../shared/text/phrase-pattern';
import type { Situation, Theme } from './theme-types';
import { EMOTION_THEMES } from './themes-emotions';
import { LIFE_THEMES } from './themes-life';
import { SCHOOL_THEMES } from './themes-school';

export type { Theme, ThemeId } from './theme-types';

/**
 * Ties break in this order: a loss or a relationship explains the feeling better than the feeling alone, and a
 * named feeling better than the place it happens in ("ansiosa com o trabalho" is about anxiety).
 */
export const THEMES: Theme[] = [
  LIFE_THEMES.luto,
  LIFE_THEMES.relacionamento,
  SCHOOL_THEMES['escola-bullying'],
  SCHOOL_THEMES.provas,
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

/** A list of phrases as one regex, split in halves down to one phrase each. */
interface PhraseTree {
  regex: RegExp;
  /** The phrase of a leaf. */
  phrase?: string;
  halves?: [PhraseTree, PhraseTree];
}

function phraseTree(phrases: readonly string[]): PhraseTree {
  if (phrases.length === 0) return { regex: /(?!)/ };
  if (phrases.length === 1) return { regex: compileAnyPhraseCheck(phrases), phrase: phrases[0] };
  const middle = Math.ceil(phrases.length / 2);
  return {
    regex: compileAnyPhraseCheck(phrases),
    halves: [phraseTree(phrases.slice(0, middle)), phraseTree(phrases.slice(middle))],
  };
}

/**
 * The phrases of the tree that occur, in list order: what `PhraseSet.matches` answers, since an alternation
 * matches exactly where one of its phrases does. Only a half that matches is searched further, so a theme of
 * forty phrases with one in the message takes about a dozen scans instead of forty (issue 15: scoring the themes
 * a message names was a fifth of a scripted reply).
 */
function matchedPhrases(tree: PhraseTree, prepared: string, found: string[] = []): string[] {
  if (!tree.regex.test(prepared)) return found;
  if (tree.halves) {
    matchedPhrases(tree.halves[0], prepared, found);
    matchedPhrases(tree.halves[1], prepared, found);
  } else if (tree.phrase !== undefined) found.push(tree.phrase);
  return found;
}

const COMPILED = THEMES.map((theme) => ({
  theme,
  mayOccurIn: keyCheck(theme.patterns),
  tree: phraseTree(theme.patterns),
  setting: phraseTree(theme.setting ?? []),
  situations: (theme.situations ?? []).map((situation) => ({
    set: new PhraseSet(situation.patterns),
    situation,
  })),
}));

/**
 * Someone else asleep ("minha mãe tá dormindo", "ele foi dormir") says where they are, not that the writer cannot
 * sleep: answered with advice on sleep in the middle of a psychotic crisis (ADR 040). Blanked before any theme reads.
 */
const SOMEONE_ELSE_ASLEEP = new PhraseSet([
  '(ela|ele|eles|elas|todo mundo|todos|mae|pai|marido|esposa|mulher|namorad*|filh*|irma*|vo|avo|bebe|crianca*) (ja )?(esta|ta|tao|estao|foi|foram|ja foi) (dormindo|dormir|deitar|deitad*)',
]);

/**
 * "Obrigada, minha filha": how many older people in Brazil thank someone, with no daughter in the story (found walking
 * the chat: a thank-you answered with the family theme).
 */
const FOND_ADDRESS = new PhraseSet([
  '(obrigad*|brigad*|valeu|vlw|obg|tchau|fica com deus|fique com deus|deus te abencoe) (minha|meu) (filha|filho|querida|querido|flor|bem|anjo)',
  // Thanks of older people ("DEUS LHE PAGUE MINHA FILHA": round 8 walk). A greeting alone is the manager's.
  '(deus lhe pague|deus te pague|deus lhe abencoe|deus abencoe|muito obrigad*) (minha|meu) (filha|filho|fia|fio|querida|querido|flor|anjo|jovem)',
  // A sister or brother in faith ("obrigada irmã, deus te abençoe": round 7 walk, answered with the family theme).
  '(obrigad*|brigad*|valeu|vlw|obg|tchau|fica com deus|fique com deus|deus te abencoe|amem|a paz) (minha |meu )?(irma|irmao|irmaos|irmas)',
]);

/** A greeting of the day and whom it is said to, nothing else: "mana boa noite", "BOA TARDE MINHA FILHA". */
const GREETING_WORDS = new Set(
  (
    'oi ola ole eai eae opa bom boa dia tarde noite bons dias tardes noites a todos todas tudo bem td bm ' +
    'mana mano maninha maninho amiga amigo aria minha meu filha filho querida querido gente pessoal moca senhora ' +
    'e ai'
  ).split(' '),
);

/** Word by word as `trim().split(' ')` cuts it, stopping at the first other word: most messages stop at their first. */
export function isGreetingOnly(prepared: string): boolean {
  const text = prepared.trim();
  for (let start = 0; ;) {
    const space = text.indexOf(' ', start);
    const end = space === -1 ? text.length : space;
    if (!GREETING_WORDS.has(text.slice(start, end))) return false;
    if (space === -1) return true;
    start = space + 1;
  }
}

/**
 * What the themes read of a prepared message: someone else's sleep and a fond address blanked, and nothing of a greeting
 * alone ("BOA TARDE MINHA FILHA" got the family's replies: round 8 walk).
 */
export function themeText(prepared: string): string {
  if (isGreetingOnly(prepared)) return ' ';
  return FOND_ADDRESS.blank(SOMEONE_ELSE_ASLEEP.blank(prepared));
}

const phraseScore = (phrases: readonly string[]) =>
  phrases.reduce((sum, phrase) => sum + phrase.split(' ').length + 1, 0);

/** A theme's score in a prepared message: its patterns', and its setting's only beside a pattern. */
function scoreOf(entry: (typeof COMPILED)[number], prepared: string): number {
  // Most themes do not occur: the key words rule out most, and the tree's root is one scan for the rest.
  if (!entry.mayOccurIn(prepared)) return 0;
  const score = phraseScore(matchedPhrases(entry.tree, prepared));
  return score > 0 ? score + phraseScore(matchedPhrases(entry.setting, prepared)) : 0;
}

/**
 * The theme of a message (already passed through `prepare`), or null. Each matching phrase scores its length in
 * words plus one, so "perdi minha mãe" (luto) outweighs "mãe" (família).
 */
export function detectTheme(message: string): Theme | null {
  const prepared = themeText(message);
  let best: { theme: Theme; score: number } | null = null;
  for (const entry of COMPILED) {
    const score = scoreOf(entry, prepared);
    if (score > 0 && (!best || score > best.score)) best = { theme: entry.theme, score };
  }
  return best?.theme ?? null;
}

/** Every theme the message names, with its score (see detectTheme), best first. */
export function themeScores(message: string): { theme: Theme; score: number }[] {
  const prepared = themeText(message);
  const scored: { theme: Theme; score: number }[] = [];
  for (const entry of COMPILED) {
    const score = scoreOf(entry, prepared);
    if (score > 0) scored.push({ theme: entry.theme, score });
  }
  return scored.sort((a, b) => b.score - a.score);
}

/** The narrower situation the message describes, if the theme has one that fits. */
export function findSituation(theme: Theme, prepared: string): Situation | null {
  const compiled = COMPILED.find((entry) => entry.theme.id === theme.id);
  return compiled?.situations.find(({ set }) => set.test(prepared))?.situation ?? null;
}
