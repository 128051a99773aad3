import { DENIALS, IDIOMS, OTHER_CONTEXT, SELF_NOW } from './distress-lexicon';
import { PhraseSet, prepare } from './phrase-pattern';

/**
 * A small crisis classifier that catches what the phrase lists cannot enumerate: logistic regression over hashed
 * features of the normalised text (character 3- to 5-grams across word edges, words and word pairs). Character
 * n-grams give it conjugations, typos and chat spellings for free ("desejo morrer", "qria morre"); word pairs
 * keep some order ("nao quero" vs "quero"). Written here rather than taken from a library: it is a few dozen
 * lines, pure and synchronous, and the same code trains (scripts/train-distress.ts) and predicts.
 */

/** Hash buckets; a power of two. 2^14 keeps collisions rare for a corpus of a few thousand short messages. */
export const FEATURE_BITS = 14;
const BUCKETS = 1 << FEATURE_BITS;

export interface DistressModel {
  /** Bumped when the features change, so a stale weights file fails loudly instead of predicting nonsense. */
  version: number;
  bits: number;
  bias: number;
  /** Weights are int8 multiples of `scale`, base64-encoded: 16 KiB instead of a 200 KB JSON array. */
  scale: number;
  weights: string;
  /** Probability from which a message is flagged; chosen by the training script to favour recall. */
  threshold: number;
}

export const FEATURE_VERSION = 2;

/**
 * The probability from which the classifier flags on its own. High, because it only adds to the phrase lists: it
 * is there for what they never enumerated, and a lower threshold bought little recall for many false alarms on
 * idioms, denials and recovered pasts. Chosen by cross-validation (npm run eval:distress): at 0.97 the combined
 * detector keeps false alarms under 5%.
 */
export const CRISIS_THRESHOLD = 0.97;

/** FNV-1a, 32 bits: fast, deterministic and the same in Node and the browser. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const BLANKED = new PhraseSet([...IDIOMS, ...DENIALS]);
const CONTEXTS: [string, PhraseSet][] = [
  ['other', new PhraseSet(OTHER_CONTEXT)],
  ['self-now', new PhraseSet(SELF_NOW)],
];
/** How many times a context marker is counted: it stands for a whole phrase, not one n-gram. */
const CONTEXT_REPEAT = 4;

/**
 * The bucket indices of a message's features, with repeats (a repeated n-gram counts twice). The text is read
 * with idioms and denials blanked ("morrendo de rir" teaches nothing about dying), and the lexicon's context
 * markers (someone else, a film, a crisis long past; a present first person) are features of their own.
 */
export function featuresOf(text: string): number[] {
  const prepared = prepare(text);
  const blanked = BLANKED.blank(prepared);
  const words = blanked.split(' ').filter((word) => word !== '' && word !== '~');
  const features: number[] = [];
  if (blanked.includes('~')) {
    const bucket = hash('xblanked') & (BUCKETS - 1);
    for (let repeat = 0; repeat < CONTEXT_REPEAT; repeat += 1) features.push(bucket);
  }
  for (const [name, set] of CONTEXTS) {
    if (!set.test(prepared)) continue;
    const bucket = hash(`x${name}`) & (BUCKETS - 1);
    for (let repeat = 0; repeat < CONTEXT_REPEAT; repeat += 1) features.push(bucket);
  }
  const padded = ` ${words.join(' ')} `;
  // hash(`c${padded.slice(start, start + size)}`) for sizes 3 to 5, computed incrementally: FNV-1a reads one
  // character at a time, so each longer n-gram extends the shorter one's hash instead of slicing a new string.
  const seed = hash('c');
  for (let start = 0; start + 3 <= padded.length; start += 1) {
    let value = seed;
    for (let size = 1; size <= 5 && start + size <= padded.length; size += 1) {
      value = Math.imul(value ^ padded.charCodeAt(start + size - 1), 0x01000193);
      if (size >= 3) features.push((value >>> 0) & (BUCKETS - 1));
    }
  }
  for (let index = 0; index < words.length; index += 1) {
    features.push(hash(`w${words[index]}`) & (BUCKETS - 1));
    if (index + 1 < words.length) features.push(hash(`b${words[index]} ${words[index + 1]}`) & (BUCKETS - 1));
  }
  return features;
}

export interface TrainingExample {
  text: string;
  crisis: boolean;
}

export interface TrainedWeights {
  bias: number;
  weights: Float64Array;
}

/** A seeded generator, so training (and therefore the committed weights and the evaluation) is reproducible. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
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
  const weights = new Float64Array(BUCKETS);
  const squares = new Float64Array(BUCKETS).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const encoded = examples.map(({ text, crisis }) => {
    const features = featuresOf(text);
    return { features, norm: 1 / Math.sqrt(Math.max(features.length, 1)), label: crisis ? 1 : 0 };
  });
  const random = mulberry32(seed);
  const order = encoded.map((_, index) => index);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const position of order) {
      const { features, norm, label } = encoded[position]!;
      let score = bias;
      for (const feature of features) score += weights[feature]! * norm;
      const error = (sigmoid(score) - label) * (label === 1 ? crisisWeight : 1);
      for (const feature of features) {
        const gradient = error * norm + l2 * weights[feature]!;
        squares[feature]! += gradient * gradient;
        weights[feature]! -= (rate * gradient) / Math.sqrt(squares[feature]!);
      }
      biasSquares += error * error;
      bias -= (rate * error) / Math.sqrt(biasSquares);
    }
  }
  return { bias, weights };
}

/** The probability of crisis under trained weights. */
export function probability(model: TrainedWeights, text: string): number {
  const features = featuresOf(text);
  const norm = 1 / Math.sqrt(Math.max(features.length, 1));
  let score = model.bias;
  for (const feature of features) score += model.weights[feature]! * norm;
  return sigmoid(score);
}

/** Packs trained weights into the committed file's form. */
export function encodeModel(trained: TrainedWeights, threshold: number): DistressModel {
  let largest = 0;
  for (const weight of trained.weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest / 127 || 1;
  const bytes = new Int8Array(trained.weights.length);
  trained.weights.forEach((weight, index) => {
    bytes[index] = Math.round(weight / scale);
  });
  let binary = '';
  for (const byte of new Uint8Array(bytes.buffer)) binary += String.fromCharCode(byte);
  return {
    version: FEATURE_VERSION,
    bits: FEATURE_BITS,
    bias: trained.bias,
    scale,
    weights: btoa(binary),
    threshold,
  };
}

/** Unpacks the committed file; throws if it was trained for other features. */
export function decodeModel(model: DistressModel): TrainedWeights & { threshold: number } {
  if (model.version !== FEATURE_VERSION || model.bits !== FEATURE_BITS) {
    throw new Error('distress-model.json was trained for other features: run npm run train:distress');
  }
  const binary = atob(model.weights);
  const bytes = new Int8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1)
    bytes[index] = (binary.charCodeAt(index) << 24) >> 24;
  const weights = Float64Array.from(bytes, (byte) => byte * model.scale);
  return { bias: model.bias, weights, threshold: model.threshold };
}
