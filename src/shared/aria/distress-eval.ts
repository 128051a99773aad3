import { type BenignCategory, type CrisisCategory, HELD_OUT, labelledCorpus } from './distress-corpus';
import { CRISIS_THRESHOLD, probability, train } from './distress-classifier';
import { detectDistress, ruleCategories } from './distress';

/**
 * k-fold cross-validation of the crisis detector on the labelled corpus. Each fold's classifier is trained on
 * the other folds only, so every message is judged by a model that never saw it. The phrase lists are fixed,
 * not refitted per fold; they were written alongside the corpus, so the rules-only figure is optimistic and the
 * classifier-only figure is the honest measure of generalisation.
 */

export interface CategoryResult {
  category: CrisisCategory | BenignCategory;
  crisis: boolean;
  total: number;
  /** Flagged by the combined detector (rules or classifier). */
  flagged: number;
  byRules: number;
  byClassifier: number;
  /** The crisis messages the combined detector missed, or the benign ones it flagged. */
  errors: string[];
}

export interface DistressEvaluation {
  folds: number;
  categories: CategoryResult[];
  /** Share of crisis messages flagged, cross-validated. */
  recall: number;
  /** Share of benign messages flagged, cross-validated. */
  falseAlarmRate: number;
  rulesOnly: { recall: number; falseAlarmRate: number };
  classifierOnly: { recall: number; falseAlarmRate: number };
}

export const TARGET_RECALL = 0.97;
export const TARGET_FALSE_ALARM_RATE = 0.05;

export function crossValidate(folds = 5, threshold = CRISIS_THRESHOLD): DistressEvaluation {
  const corpus = labelledCorpus();
  // Stratified by category: the n-th message of each category goes to fold n mod k.
  const seen = new Map<string, number>();
  const foldOf = corpus.map(({ category }) => {
    const position = seen.get(category) ?? 0;
    seen.set(category, position + 1);
    return position % folds;
  });
  const byRules = corpus.map(({ text }) => ruleCategories(text).length > 0);
  const byClassifier = new Array<boolean>(corpus.length).fill(false);
  for (let fold = 0; fold < folds; fold += 1) {
    const model = train(corpus.filter((_, index) => foldOf[index] !== fold));
    corpus.forEach(({ text }, index) => {
      if (foldOf[index] === fold) byClassifier[index] = probability(model, text) >= threshold;
    });
  }

  const results = new Map<string, CategoryResult>();
  corpus.forEach(({ text, crisis, category }, index) => {
    const result = results.get(category) ?? {
      category,
      crisis,
      total: 0,
      flagged: 0,
      byRules: 0,
      byClassifier: 0,
      errors: [],
    };
    const flagged = byRules[index]! || byClassifier[index]!;
    result.total += 1;
    if (flagged) result.flagged += 1;
    if (byRules[index]) result.byRules += 1;
    if (byClassifier[index]) result.byClassifier += 1;
    if (flagged !== crisis) result.errors.push(text);
    results.set(category, result);
  });
  const categories = [...results.values()];
  const rate = (crisis: boolean, count: (result: CategoryResult) => number) => {
    const chosen = categories.filter((result) => result.crisis === crisis);
    return (
      chosen.reduce((sum, result) => sum + count(result), 0) / chosen.reduce((sum, r) => sum + r.total, 0)
    );
  };
  return {
    folds,
    categories,
    recall: rate(true, (result) => result.flagged),
    falseAlarmRate: rate(false, (result) => result.flagged),
    rulesOnly: { recall: rate(true, (r) => r.byRules), falseAlarmRate: rate(false, (r) => r.byRules) },
    classifierOnly: {
      recall: rate(true, (r) => r.byClassifier),
      falseAlarmRate: rate(false, (r) => r.byClassifier),
    },
  };
}

/** The committed detector on HELD_OUT, messages written after it was fixed. */
export function heldOutCheck(): {
  recall: number;
  falseAlarmRate: number;
  missed: string[];
  flagged: string[];
} {
  const missed = HELD_OUT.crisis.filter((text) => !detectDistress(text));
  const flagged = HELD_OUT.benign.filter((text) => detectDistress(text));
  return {
    recall: 1 - missed.length / HELD_OUT.crisis.length,
    falseAlarmRate: flagged.length / HELD_OUT.benign.length,
    missed,
    flagged,
  };
}
