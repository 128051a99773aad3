import { PhraseSet } from '../../../shared/text/phrase-pattern';
import { VIOLENCE_KINDS, type ViolenceKind } from './kinds';
import type { RiskText } from './reader';
import {
  BENIGN_LOOK_ALIKES,
  CHILD_VICTIM,
  ELDER_CONTEXT,
  FAMILY_AGGRESSOR,
  FICTION_CONTEXT,
  FIRST_PERSON,
  OTHER_VICTIM,
  PAST_CHILDHOOD,
  SPORTS_CONTEXT,
  WRITER_ADULT,
  WRITER_MINOR,
} from './violence-lexicon';
import { tagHash, textFeatures } from '../hashed-features';
import { LAUGHTER } from '../laughter';
import { packWeights, sigmoid, trainLogistic, unpackWeights } from '../model-numbers';

/**
 * The violence detector's second half: small logistic regressions over hashed features of the normalised message,
 * after the crisis classifier (src/server/aria/crisis/classifier.ts). One model says whether a message tells of
 * violence at all; one per kind says, among messages that do, which kind it reads as (one against the rest). They
 * catch what no phrase list enumerates (a black eye, fear of speaking in front of someone, a regional word for a
 * beating) from character n-grams, words, word pairs and stems, and from the lexicon's context markers (a game, a
 * film, a child named, an elder named, someone else the victim). Trained by scripts/train-violence.ts on the dev
 * batches; the weights are committed in violence-model.json.
 */

export const FEATURE_BITS = 14;
const BUCKETS = 1 << FEATURE_BITS;
const MASK = BUCKETS - 1;
export const FEATURE_VERSION = 1;

/** The models: detection first, then one per kind. */
export const LABELS = ['violence', ...VIOLENCE_KINDS] as const;
export type Label = (typeof LABELS)[number];

const LOOK_ALIKES = new PhraseSet(BENIGN_LOOK_ALIKES);
/** Context markers, each counted as several features: it stands for a whole phrase. */
const MARKER_SETS: [number, PhraseSet][] = [
  ['sports', SPORTS_CONTEXT],
  ['fiction', FICTION_CONTEXT],
  ['minor', WRITER_MINOR],
  ['adult', WRITER_ADULT],
  ['past-childhood', PAST_CHILDHOOD],
  ['child-named', CHILD_VICTIM],
  ['family', FAMILY_AGGRESSOR],
  ['elder-named', ELDER_CONTEXT],
  ['other-victim', OTHER_VICTIM],
  ['first-person', FIRST_PERSON],
].map(([name, phrases]) => [tagHash(`x${name as string}`) & MASK, new PhraseSet(phrases as string[])]);
const LAUGHTER_MARKER = tagHash('xlaughter') & MASK;
const BLANKED_MARKER = tagHash('xblanked') & MASK;
const CONTEXT_REPEAT = 3;

/** The bucket of each feature of a message, with repeats. */
export function featuresOf(text: RiskText): number[] {
  const features: number[] = [];
  const blanked = LOOK_ALIKES.blank(text.prepared);
  const markers = MARKER_SETS.filter(([, set]) => set.test(text.prepared)).map(([bucket]) => bucket);
  if (LAUGHTER.test(text.raw)) markers.push(LAUGHTER_MARKER);
  if (blanked.includes('~')) markers.push(BLANKED_MARKER);
  for (const marker of markers)
    for (let repeat = 0; repeat < CONTEXT_REPEAT; repeat += 1) features.push(marker);
  // One copy of the shared list, not a push per feature into a growing array.
  return features.concat(textFeatures(blanked, MASK));
}

export interface Weights {
  bias: number;
  weights: Float64Array | Float32Array;
}

export interface Example {
  features: number[];
  label: boolean;
  /** How much the example counts in training (1 unless told). */
  weight?: number;
}

/** Logistic regression by AdaGrad with L2, features scaled by 1/sqrt(count); deterministic for a seed. */
export function train(
  examples: readonly Example[],
  options: { epochs?: number; rate?: number; l2?: number; positiveWeight?: number; seed?: number } = {},
): Weights {
  const { epochs = 25, rate = 0.5, l2 = 1e-5, positiveWeight = 1, seed = 13 } = options;
  const encoded = examples.map(({ features, label, weight = 1 }) => ({
    features,
    label: label ? (1 as const) : (0 as const),
    weight: weight * (label ? positiveWeight : 1),
  }));
  return trainLogistic(encoded, BUCKETS, { epochs, rate, l2, seed });
}

export function probability(model: Weights, features: readonly number[]): number {
  let sum = 0;
  for (const feature of features) sum += model.weights[feature]!;
  return sigmoid(model.bias + sum / Math.sqrt(Math.max(features.length, 1)));
}

export interface EncodedWeights {
  label: Label;
  bias: number;
  /** int8 multiples of `scale`, base64. */
  scale: number;
  weights: string;
}

export interface ViolenceModel {
  version: number;
  bits: number;
  /** Detection probability from which the classifier flags a message the phrase lists leave alone. */
  threshold: number;
  /** The same, in a benign context (a game, a film, laughter, an accident, a quarrel): the classifier must be surer. */
  contextThreshold: number;
  /** A kind model's probability from which its kind is added to a message the phrase lists read otherwise. */
  kindThreshold: number;
  models: EncodedWeights[];
}

export function encodeWeights(label: Label, trained: Weights): EncodedWeights {
  return { label, bias: trained.bias, ...packWeights(trained.weights) };
}

export function decodeWeights(encoded: EncodedWeights): Weights {
  return { bias: encoded.bias, weights: unpackWeights(encoded.weights, encoded.scale) };
}

export interface DecodedModel {
  threshold: number;
  contextThreshold: number;
  kindThreshold: number;
  detect: Weights;
  kinds: [ViolenceKind, Weights][];
}

export function decodeModel(model: ViolenceModel): DecodedModel {
  if (model.version !== FEATURE_VERSION || model.bits !== FEATURE_BITS) {
    throw new Error(
      'violence-model.json was trained for other features: run npx tsx scripts/train-violence.ts',
    );
  }
  const byLabel = new Map(model.models.map((entry) => [entry.label, decodeWeights(entry)]));
  const detect = byLabel.get('violence');
  if (!detect) throw new Error('violence-model.json has no detection model');
  return {
    threshold: model.threshold,
    contextThreshold: model.contextThreshold,
    kindThreshold: model.kindThreshold,
    detect,
    kinds: VIOLENCE_KINDS.map((kind) => {
      const weights = byLabel.get(kind);
      if (!weights) throw new Error(`violence-model.json has no model for ${kind}`);
      return [kind, weights];
    }),
  };
}

/** The kinds' probabilities, highest first. */
export function rankKinds(model: DecodedModel, features: readonly number[]): [ViolenceKind, number][] {
  return model.kinds
    .map(([kind, weights]): [ViolenceKind, number] => [kind, probability(weights, features)])
    .sort((a, b) => b[1] - a[1]);
}
