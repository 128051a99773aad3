import { isMostlyOf } from './act-signs';
import { prepare } from '../../../shared/text/phrase-pattern';
import { FNV_PRIME, fnv, SPACE, tagHash } from '../hashed-features';
import { LAUGHTER_OR_NERVOUS_SMILE } from '../laughter';
import type { LabelWeights, PackedLabelModel } from '../label-model';
import { mulberry32, packWeights, shuffleInPlace, unpackWeights } from '../model-numbers';
import { ACT_SETS, DIALOGUE_ACTS, withoutNonStop, type DialogueAct } from './act-lexicon';

/**
 * The act reader's classifier (issue 22): one softmax model over the twelve dialogue acts, on hashed features of a
 * message — words, word pairs, character 3-grams, its length, a question mark, laughter — and one sign per act for
 * each phrase list (act-lexicon.ts) that occurs in it, and another when the list's phrases are most of it. The lists
 * name the ways of writing we have seen; the model weighs them against each other and catches the neighbouring
 * wordings. Trained by scripts/train-acts.ts on the development batches of lab/dialogue only (deterministic).
 */

export const ACT_FEATURE_BITS = 12;
const BUCKETS = 1 << ACT_FEATURE_BITS;
const MASK = BUCKETS - 1;
export const ACT_FEATURE_VERSION = 1;
const ACTS = DIALOGUE_ACTS.length;

/** Where each tag kind's hash starts: a tag is its kind's prefix and then text, hashed on from here. */
const TAG_SEED = {
  word: tagHash('w:'),
  pair: tagHash('p:'),
  first: tagHash('first:'),
  last: tagHash('last:'),
  chars: tagHash('c:'),
};
const LENGTH_BUCKETS = Object.fromEntries(
  ['1', '3', '7', '15', 'long'].map((length) => [length, tagHash(`len:${length}`) & MASK]),
);
const QUESTION_BUCKET = tagHash('mark:question') & MASK;
const LAUGH_BUCKET = tagHash('mark:laugh') & MASK;
const SIGN_BUCKETS = Object.fromEntries(
  DIALOGUE_ACTS.map((act) => [act, [tagHash(`sign:${act}`) & MASK, tagHash(`mostly:${act}`) & MASK]]),
) as Record<DialogueAct, [sign: number, mostly: number]>;

/**
 * The feature buckets of a message, with repeats (a sign weighs about as much as a few words). Each tag ("w:" and
 * a word, "c:" and three characters) is hashed from its kind's seed over the message itself, never built as a
 * string: a message has a few hundred of them.
 */
export function actFeatures(message: string): number[] {
  const prepared = prepare(message);
  // Each word as [start, end) in `prepared`, as prepared.trim().split(' ').filter(Boolean) would give it.
  const starts: number[] = [];
  const ends: number[] = [];
  for (let start = 0; start < prepared.length;) {
    let end = prepared.indexOf(' ', start);
    if (end === -1) end = prepared.length;
    if (end > start) {
      starts.push(start);
      ends.push(end);
    }
    start = end + 1;
  }
  const count = starts.length;
  const buckets: number[] = [];
  const add = (bucket: number, times = 1) => {
    for (let r = 0; r < times; r += 1) buckets.push(bucket);
  };
  for (let index = 0; index < count; index += 1)
    buckets.push(fnv(TAG_SEED.word, prepared, starts[index], ends[index]) & MASK);
  for (let index = 0; index + 1 < count; index += 1) {
    const first = fnv(TAG_SEED.pair, prepared, starts[index], ends[index]);
    const spaced = Math.imul(first ^ SPACE, FNV_PRIME) >>> 0;
    buckets.push(fnv(spaced, prepared, starts[index + 1], ends[index + 1]) & MASK);
  }
  if (count > 0) buckets.push(fnv(TAG_SEED.first, prepared, starts[0], ends[0]) & MASK);
  if (count > 1) buckets.push(fnv(TAG_SEED.last, prepared, starts[count - 1], ends[count - 1]) & MASK);
  for (let start = 0; start + 3 <= prepared.length; start += 1)
    buckets.push(fnv(TAG_SEED.chars, prepared, start, start + 3) & MASK);
  const length = count <= 1 ? '1' : count <= 3 ? '3' : count <= 7 ? '7' : count <= 15 ? '15' : 'long';
  add(LENGTH_BUCKETS[length]!, 3);
  if (message.includes('?')) add(QUESTION_BUCKET, 3);
  if (LAUGHTER_OR_NERVOUS_SMILE.test(message)) add(LAUGH_BUCKET, 2);
  const signed = withoutNonStop(prepared);
  for (const act of DIALOGUE_ACTS) {
    if (!ACT_SETS[act].test(signed)) continue;
    add(SIGN_BUCKETS[act][0], 4);
    if (isMostlyOf(ACT_SETS[act], signed, 2)) add(SIGN_BUCKETS[act][1], 4);
  }
  return buckets;
}

export function actProbabilities(model: LabelWeights, features: readonly number[]): number[] {
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  const { biases, weights } = model;
  // Plain loops that add in the order the array helpers did, so every probability is the same double: this runs on
  // every message, and the helpers made four arrays and three closures a call.
  const scores: number[] = new Array<number>(ACTS);
  for (let act = 0; act < ACTS; act += 1) scores[act] = biases[act]!;
  for (let index = 0; index < features.length; index += 1) {
    const base = features[index]! * ACTS;
    for (let act = 0; act < ACTS; act += 1) scores[act]! += weights[base + act]! * scale;
  }
  let top = -Infinity;
  for (let act = 0; act < ACTS; act += 1) top = Math.max(top, scores[act]!);
  let sum = 0;
  for (let act = 0; act < ACTS; act += 1) {
    scores[act] = Math.exp(scores[act]! - top);
    sum += scores[act]!;
  }
  for (let act = 0; act < ACTS; act += 1) scores[act]! /= sum;
  return scores;
}

export interface ActExample {
  features: number[];
  act: number;
}

export interface ActTraining {
  epochs: number;
  rate: number;
  l2: number;
}

/** Softmax regression by stochastic gradient descent, in an order fixed by the seed: the same examples, the same model. */
export function trainActs(examples: readonly ActExample[], options: ActTraining): LabelWeights {
  const weights = new Float64Array(BUCKETS * ACTS);
  const biases = new Float64Array(ACTS);
  const random = mulberry32(22);
  const order = examples.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    shuffleInPlace(order, random);
    const rate = options.rate / (1 + epoch * 0.3);
    for (const at of order) {
      const example = examples[at]!;
      const probabilities = actProbabilities({ biases, weights }, example.features);
      const scale = 1 / Math.sqrt(Math.max(1, example.features.length));
      for (let act = 0; act < ACTS; act += 1) {
        const gradient = probabilities[act]! - (act === example.act ? 1 : 0);
        biases[act]! -= rate * gradient;
        for (const bucket of example.features) {
          const slot = bucket * ACTS + act;
          weights[slot] = weights[slot]! * (1 - rate * options.l2) - rate * gradient * scale;
        }
      }
    }
  }
  return { biases, weights };
}

export interface ActModel extends PackedLabelModel {
  acts: readonly DialogueAct[];
}

export function encodeActModel(model: LabelWeights): ActModel {
  const packed = packWeights(model.weights);
  return {
    version: ACT_FEATURE_VERSION,
    bits: ACT_FEATURE_BITS,
    acts: DIALOGUE_ACTS,
    biases: Array.from(model.biases, (bias) => Math.round(bias * 1e6) / 1e6),
    scale: packed.scale,
    weights: packed.weights,
  };
}

export function decodeActModel(model: ActModel): LabelWeights {
  if (model.version !== ACT_FEATURE_VERSION || model.bits !== ACT_FEATURE_BITS)
    throw new Error('act-model.json is out of date: run npm run train:acts');
  return { biases: Float64Array.from(model.biases), weights: unpackWeights(model.weights, model.scale) };
}
