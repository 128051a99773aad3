import { readMessage, type ReadMessage } from './message-reading';
import { tagHash, textFeatures } from '../hashed-features';
import { packWeights, sigmoid, trainLogistic, unpackWeights } from '../model-numbers';

/**
 * A small crisis classifier that catches what the phrase lists cannot enumerate: logistic regression over hashed
 * features of the normalised text (character 3- to 5-grams across word edges, words and word pairs, stems and stem
 * pairs, context markers). Character n-grams give it typos and chat spellings ("qria morre"), stems give it
 * conjugations ("desejava"/"desejo" share "desej"), word pairs keep some order ("nao quero" vs "quero"). Features
 * are hashed from character codes as the text is walked, never sliced into strings, so a 2000-character message
 * costs a fraction of a millisecond. Written here rather than taken from a library: it is a few dozen
 * lines, pure and synchronous, and the same code trains (lab/distress/train-distress.ts) and predicts.
 */

/** Hash buckets; a power of two. 2^14 keeps collisions rare for a corpus of a few thousand short messages. */
export const FEATURE_BITS = 14;
const BUCKETS = 1 << FEATURE_BITS;

export interface DistressModel {
  /** Bumped when the features change, so a stale weights file fails loudly instead of predicting nonsense. */
  version: number;
  bits: number;
  bias: number;
  /** Weights are int8 multiples of `scale`, base64-encoded (22 KB), decoded once when the module loads. */
  scale: number;
  weights: string;
  /**
   * Probability from which the classifier flags on its own, chosen by cross-validation (lab/distress/evaluate.ts): the
   * most recall for which the combined detector's false alarms stay within budget. High, because the phrase
   * lists' false alarms (mostly SPEC phrases, which flag in any context) take most of that budget.
   */
  threshold: number;
}

export const FEATURE_VERSION = 3;

const MASK = BUCKETS - 1;
const MARKERS = {
  blanked: tagHash('xblanked') & MASK,
  other: tagHash('xother') & MASK,
  past: tagHash('xpast') & MASK,
  selfNow: tagHash('xself-now') & MASK,
};

/** How many times a context marker is counted: it stands for a whole phrase, not one n-gram. */
const CONTEXT_REPEAT = 4;

/**
 * Calls `visit` with the bucket of each feature of a message, with repeats (a repeated n-gram counts twice):
 * character 3- to 5-grams across word edges, words and word pairs, stems and stem pairs (portuguese-morphology),
 * and the context markers.
 */
function visitFeatures(message: ReadMessage, visit: (bucket: number) => void): void {
  for (const marker of markersOf(message)) {
    if (marker >= 0) for (let repeat = 0; repeat < CONTEXT_REPEAT; repeat += 1) visit(marker);
  }
  for (const bucket of textFeatures(message.blanked, MASK)) visit(bucket);
}

/** The context markers' buckets, -1 for a marker the message lacks; each counts CONTEXT_REPEAT times. */
function markersOf(message: ReadMessage): number[] {
  return [
    message.blanked.includes('~') ? MARKERS.blanked : -1,
    message.otherSubject ? MARKERS.other : -1,
    message.pastContext ? MARKERS.past : -1,
    message.selfNow ? MARKERS.selfNow : -1,
  ];
}

/** The bucket indices of a message's features, with repeats; what training reads. */
export function featuresOf(text: string): number[] {
  const features: number[] = [];
  visitFeatures(readMessage(text), (bucket) => features.push(bucket));
  return features;
}

export interface TrainingExample {
  text: string;
  crisis: boolean;
  /** How much a benign example counts in training (1 when absent). */
  weight?: number;
}

export interface TrainedWeights {
  bias: number;
  weights: Float64Array | Float32Array;
}

/**
 * Logistic regression by AdaGrad with L2, features scaled by 1/sqrt(count) so long messages do not shout. A
 * missed crisis weighs more than a false alarm (`crisisWeight`), as it does for the person writing.
 */
export function train(
  examples: readonly TrainingExample[],
  options: { epochs?: number; rate?: number; l2?: number; crisisWeight?: number; seed?: number } = {},
): TrainedWeights {
  const { epochs = 25, rate = 0.5, l2 = 1e-5, crisisWeight = 1, seed = 13 } = options;
  const encoded = examples.map(({ text, crisis, weight }) => ({
    features: featuresOf(text),
    label: crisis ? (1 as const) : (0 as const),
    weight: crisis ? crisisWeight : (weight ?? 1),
  }));
  return trainLogistic(encoded, BUCKETS, { epochs, rate, l2, seed });
}

/** The probability of crisis under trained weights, for a message already read (see readMessage). */
export function probabilityOf(model: TrainedWeights, message: ReadMessage): number {
  // visitFeatures' order, summed in local variables: a closure's running sum is a fresh heap number per feature.
  let sum = 0;
  let count = 0;
  const { weights } = model;
  for (const marker of markersOf(message)) {
    if (marker >= 0)
      for (let repeat = 0; repeat < CONTEXT_REPEAT; repeat += 1) {
        sum += weights[marker]!;
        count += 1;
      }
  }
  const buckets = textFeatures(message.blanked, MASK);
  for (let index = 0; index < buckets.length; index += 1) sum += weights[buckets[index]!]!;
  count += buckets.length;
  return sigmoid(model.bias + sum / Math.sqrt(Math.max(count, 1)));
}

/** The probability of crisis under trained weights. */
export function probability(model: TrainedWeights, text: string): number {
  return probabilityOf(model, readMessage(text));
}

/** Packs trained weights into the committed file's form. */
export function encodeModel(trained: TrainedWeights, threshold: number): DistressModel {
  const packed = packWeights(trained.weights);
  return {
    version: FEATURE_VERSION,
    bits: FEATURE_BITS,
    bias: trained.bias,
    scale: packed.scale,
    weights: packed.weights,
    threshold,
  };
}

/** Unpacks the committed file; throws if it was trained for other features. */
export function decodeModel(model: DistressModel): TrainedWeights & { threshold: number } {
  if (model.version !== FEATURE_VERSION || model.bits !== FEATURE_BITS) {
    throw new Error('model.json was trained for other features: run npm run train:distress');
  }
  // Decoded once at module load into the form scoring reads.
  const weights = unpackWeights(model.weights, model.scale);
  return { bias: model.bias, weights, threshold: model.threshold };
}
