import { isMostlyOf } from './act-signs';
import { prepare } from '../../../shared/text/phrase-pattern';
import { tagHash } from '../hashed-features';
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

/** The feature buckets of a message, with repeats (a sign weighs about as much as a few words). */
export function actFeatures(message: string): number[] {
  const prepared = prepare(message);
  const words = prepared.trim().split(' ').filter(Boolean);
  const buckets: number[] = [];
  const add = (tag: string, times = 1) => {
    const bucket = tagHash(tag) & MASK;
    for (let r = 0; r < times; r += 1) buckets.push(bucket);
  };
  for (const word of words) add(`w:${word}`);
  for (let index = 0; index + 1 < words.length; index += 1) add(`p:${words[index]} ${words[index + 1]}`);
  if (words.length > 0) add(`first:${words[0]}`);
  if (words.length > 1) add(`last:${words.at(-1)}`);
  for (let start = 0; start + 3 <= prepared.length; start += 1) add(`c:${prepared.slice(start, start + 3)}`);
  const length =
    words.length <= 1
      ? '1'
      : words.length <= 3
        ? '3'
        : words.length <= 7
          ? '7'
          : words.length <= 15
            ? '15'
            : 'long';
  add(`len:${length}`, 3);
  if (message.includes('?')) add('mark:question', 3);
  if (LAUGHTER_OR_NERVOUS_SMILE.test(message)) add('mark:laugh', 2);
  const signed = withoutNonStop(prepared);
  for (const act of DIALOGUE_ACTS) {
    if (!ACT_SETS[act].test(signed)) continue;
    add(`sign:${act}`, 4);
    if (isMostlyOf(ACT_SETS[act], signed, 2)) add(`mostly:${act}`, 4);
  }
  return buckets;
}

export function actProbabilities(model: LabelWeights, features: readonly number[]): number[] {
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  const scores = Array.from(model.biases);
  for (const bucket of features) {
    const base = bucket * ACTS;
    for (let act = 0; act < ACTS; act += 1) scores[act]! += model.weights[base + act]! * scale;
  }
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
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
