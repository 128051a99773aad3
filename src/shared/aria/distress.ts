import {
  BURDEN,
  DISAPPEAR,
  HOPELESS,
  IDIOMS,
  MEANS_CONTEXTUAL,
  MEANS_STRONG,
  NEGATIVE_CONTEXT,
  SELF_HARM,
  SPEC_DISTRESS_PHRASES,
  SUICIDAL,
} from './distress-lexicon';
import { PhraseSet, prepare } from './phrase-pattern';

export { SPEC_DISTRESS_PHRASES };

export type DistressCategory = 'suicidal' | 'self-harm' | 'disappear' | 'burden' | 'hopeless' | 'means';

export interface DistressAnalysis {
  /** The message needs the crisis reply. */
  flagged: boolean;
  categories: DistressCategory[];
  /** An indirect means question (heights, pill counts), dangerous only with distress around it. */
  meansQuestion: boolean;
  /** Signs of a hard moment: a loss, sadness, despair. Never flags by itself. */
  hardMoment: boolean;
}

const CATEGORY_SETS: [DistressCategory, PhraseSet][] = [
  ['suicidal', new PhraseSet(SUICIDAL)],
  ['self-harm', new PhraseSet(SELF_HARM)],
  ['disappear', new PhraseSet(DISAPPEAR)],
  ['burden', new PhraseSet(BURDEN)],
  ['hopeless', new PhraseSet(HOPELESS)],
  ['means', new PhraseSet(MEANS_STRONG)],
];
const SPEC_SET = new PhraseSet(SPEC_DISTRESS_PHRASES);
const IDIOM_SET = new PhraseSet(IDIOMS);
const MEANS_CONTEXTUAL_SET = new PhraseSet(MEANS_CONTEXTUAL);
const NEGATIVE_CONTEXT_SET = new PhraseSet(NEGATIVE_CONTEXT);

function analyzeOne(text: string) {
  const prepared = IDIOM_SET.blank(prepare(text));
  const categories = CATEGORY_SETS.filter(([, set]) => set.test(prepared)).map(([category]) => category);
  // The lists above contain every SPEC phrase; this keeps the SPEC rule true even if a list is edited.
  if (categories.length === 0 && SPEC_SET.test(prepared)) categories.push('hopeless');
  return {
    categories,
    meansQuestion: MEANS_CONTEXTUAL_SET.test(prepared),
    hardMoment: categories.length > 0 || NEGATIVE_CONTEXT_SET.test(prepared),
  };
}

/**
 * Reads one message for signs of crisis. `recentUserMessages` (the person's earlier messages in this
 * conversation) only matter for indirect means questions: "quais as pontes mais altas de SP?" is a crisis after
 * "perdi o emprego", and a travel question otherwise.
 */
export function analyzeDistress(text: string, recentUserMessages: readonly string[] = []): DistressAnalysis {
  const current = analyzeOne(text);
  const categories = [...current.categories];
  let flagged = categories.length > 0;
  if (!flagged && current.meansQuestion) {
    const contextBefore = recentUserMessages.some((message) => analyzeOne(message).hardMoment);
    if (current.hardMoment || contextBefore) {
      flagged = true;
      categories.push('means');
    }
  }
  return { flagged, categories, meansQuestion: current.meansQuestion, hardMoment: current.hardMoment };
}

/**
 * SPEC §4's check: true when a message carries one of the distress phrases or their common variants. The client
 * uses it to set `hasSensitiveContent`; the server runs it again on every message, whatever the flag says.
 */
export function detectDistress(text: string): boolean {
  return analyzeDistress(text).flagged;
}
