import { URGENT_KINDS, type UrgentKind } from './kinds';
import { tagHash, visitCharGrams, visitWordFeatures } from '../hashed-features';
import type { LabelWeights, PackedLabelModel } from '../label-model';
import { LAUGHTER_OR_NERVOUS_SMILE } from '../laughter';
import { mulberry32, packWeights, shuffleInPlace, sigmoid, unpackWeights } from '../model-numbers';

/**
 * The urgent detector's second half: seven one-vs-rest logistic models, one per urgent kind, over hashed features
 * of the message as urgent.ts reads it (normalised, clauses kept apart, benign look-alikes blanked). Features are
 * words, word pairs within a clause, stems and stem pairs (portuguese-morphology), character 3- to 5-grams, and a
 * few context markers (laughter, a film or the news). The phrase lists name the ways people write that we have
 * seen; the models catch the neighbouring wordings ("pensamento ruim com a bebê", "tô vendo coisa que não existe")
 * no list enumerates. The approach is the crisis classifier's (src/server/aria/crisis/classifier.ts): the same
 * code trains (scripts/train-urgent.ts) and predicts, deterministic, with no string built per feature.
 */

export const URGENT_FEATURE_BITS = 13;
const BUCKETS = 1 << URGENT_FEATURE_BITS;
const MASK = BUCKETS - 1;
export const URGENT_FEATURE_VERSION = 4;
const KINDS = URGENT_KINDS.length;

const MARKER = {
  laugh: tagHash('xlaugh') & MASK,
  fiction: tagHash('xfiction') & MASK,
  blank: tagHash('xblank') & MASK,
};
const MARKER_REPEAT = 3;
const TILDE = 126;
/** One marker per phrase-list sign (urgent.ts's SIGN_SETS): the lists' partial signs, for the models to combine. */
const SIGN_MARKERS = Array.from({ length: 64 }, (_, index) => tagHash(`xsign${index}`) & MASK);
/** Repeated so that a sign weighs about as much as a few words (features are scaled by 1/sqrt(count)). */
const SIGN_REPEAT = 6;

/**
 * The buckets of a message's features, with repeats. `read` is urgent.ts's reading: each clause followed by
 * "zfim ~", look-alikes blanked to "~"; `fiction` is its film-or-news marker.
 */
export function visitUrgentFeatures(
  read: string,
  raw: string,
  fiction: boolean,
  visit: (bucket: number) => void,
  signs: readonly number[] = [],
): void {
  const markers = [LAUGHTER_OR_NERVOUS_SMILE.test(raw) ? MARKER.laugh : -1, fiction ? MARKER.fiction : -1];
  for (const marker of markers) if (marker >= 0) for (let r = 0; r < MARKER_REPEAT; r += 1) visit(marker);
  for (const sign of signs) for (let r = 0; r < SIGN_REPEAT; r += 1) visit(SIGN_MARKERS[sign]!);
  const text = read;
  // Character n-grams within words and across a word edge, never across a clause break ("~").
  visitCharGrams(text, MASK, visit, TILDE);
  let previousStart = -1;
  let previousStemEnd = -1;
  let start = 0;
  const length = text.length;
  while (start < length) {
    while (start < length && text.charCodeAt(start) === 32) start += 1;
    if (start >= length) break;
    let end = text.indexOf(' ', start);
    if (end < 0) end = length;
    if (text.charCodeAt(start) === TILDE || (end - start === 4 && text.startsWith('zfim', start))) {
      // A clause break or a blanked look-alike: no pair spans it.
      previousStart = -1;
      start = end + 1;
      continue;
    }
    previousStemEnd = visitWordFeatures(text, start, end, previousStart, previousStemEnd, MASK, visit);
    previousStart = start;
    start = end + 1;
  }
}

export function urgentFeatures(
  read: string,
  raw: string,
  fiction: boolean,
  signs: readonly number[] = [],
): number[] {
  const features: number[] = [];
  visitUrgentFeatures(read, raw, fiction, (bucket) => features.push(bucket), signs);
  return features;
}

/** The seven probabilities, in URGENT_KINDS order, of a message's features. */
export function urgentProbabilities(model: LabelWeights, features: readonly number[]): number[] {
  const sums = new Array<number>(KINDS).fill(0);
  const { weights } = model;
  for (const bucket of features) {
    const base = bucket * KINDS;
    for (let kind = 0; kind < KINDS; kind += 1) sums[kind]! += weights[base + kind]!;
  }
  const norm = 1 / Math.sqrt(Math.max(features.length, 1));
  return sums.map((sum, kind) => sigmoid(model.biases[kind]! + sum * norm));
}

export interface UrgentExample {
  features: number[];
  /** Index in URGENT_KINDS, or -1 for a benign message. */
  kind: number;
}

/**
 * One logistic model per kind by AdaGrad with L2: a kind's messages against the benign ones and, with
 * `otherWeight`, the other kinds' messages (a voice that commands is psychosis, not harm to others).
 */
export function trainUrgent(
  examples: readonly UrgentExample[],
  options: {
    epochs?: number;
    rate?: number;
    l2?: number;
    positiveWeight?: number;
    otherWeight?: number;
  } = {},
): LabelWeights {
  const { epochs = 20, rate = 0.4, l2 = 1e-5, positiveWeight = 1, otherWeight = 0.5 } = options;
  const weights = new Float64Array(BUCKETS * KINDS);
  const squares = new Float64Array(BUCKETS * KINDS).fill(1e-8);
  const biases = new Float64Array(KINDS);
  const biasSquares = new Float64Array(KINDS).fill(1e-8);
  const random = mulberry32(29);
  const order = examples.map((_, index) => index);
  const errors = new Float64Array(KINDS);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    shuffleInPlace(order, random);
    for (const position of order) {
      const { features, kind } = examples[position]!;
      const norm = 1 / Math.sqrt(Math.max(features.length, 1));
      for (let k = 0; k < KINDS; k += 1) {
        let score = biases[k]!;
        for (const bucket of features) score += weights[bucket * KINDS + k]! * norm;
        const label = kind === k ? 1 : 0;
        const weight = kind === k ? positiveWeight : kind === -1 ? 1 : otherWeight;
        errors[k] = (sigmoid(score) - label) * weight;
      }
      for (const bucket of features) {
        for (let k = 0; k < KINDS; k += 1) {
          const at = bucket * KINDS + k;
          const gradient = errors[k]! * norm + l2 * weights[at]!;
          squares[at]! += gradient * gradient;
          weights[at]! -= (rate * gradient) / Math.sqrt(squares[at]!);
        }
      }
      for (let k = 0; k < KINDS; k += 1) {
        biasSquares[k]! += errors[k]! * errors[k]!;
        biases[k]! -= (rate * errors[k]!) / Math.sqrt(biasSquares[k]!);
      }
    }
  }
  return { biases, weights };
}

export interface UrgentModel extends PackedLabelModel {
  kinds: readonly UrgentKind[];
  /** Per kind, the probability from which the model flags; chosen by leave-one-writer-out (train-urgent.ts). */
  thresholds: number[];
}

export function encodeUrgentModel(trained: LabelWeights, thresholds: number[]): UrgentModel {
  const packed = packWeights(trained.weights);
  return {
    version: URGENT_FEATURE_VERSION,
    bits: URGENT_FEATURE_BITS,
    kinds: URGENT_KINDS,
    biases: [...trained.biases],
    scale: packed.scale,
    weights: packed.weights,
    thresholds,
  };
}

export function decodeUrgentModel(model: UrgentModel): LabelWeights & { thresholds: number[] } {
  if (
    model.version !== URGENT_FEATURE_VERSION ||
    model.bits !== URGENT_FEATURE_BITS ||
    model.kinds.join() !== URGENT_KINDS.join()
  ) {
    throw new Error('urgent-model.json was trained for other features: run npx tsx scripts/train-urgent.ts');
  }
  const weights = unpackWeights(model.weights, model.scale);
  return { biases: Float32Array.from(model.biases), weights, thresholds: model.thresholds };
}
