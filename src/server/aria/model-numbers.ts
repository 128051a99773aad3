/**
 * The numbers every committed classifier shares (the crisis detector's, and the risk families' in
 * src/server/aria/risk): a seeded generator so training is reproducible, the logistic function, and weights packed
 * as signed bytes with one scale, so a model file stays small and is the same after every retrain.
 */

/** A seeded generator, so training (and therefore the committed weights and the evaluation) is reproducible. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with a seeded generator: each epoch's order, and so the trained weights, are the same every time. */
export function shuffleInPlace(order: number[], random: () => number): void {
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
}

export function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/** Weights as signed bytes (base64) and the scale that turns a byte back into a weight. */
export function packWeights(weights: ArrayLike<number>): { scale: number; weights: string } {
  let largest = 0;
  for (let index = 0; index < weights.length; index += 1)
    largest = Math.max(largest, Math.abs(weights[index]!));
  const scale = largest / 127 || 1;
  const bytes = new Int8Array(weights.length);
  for (let index = 0; index < weights.length; index += 1) bytes[index] = Math.round(weights[index]! / scale);
  let binary = '';
  for (const byte of new Uint8Array(bytes.buffer)) binary += String.fromCharCode(byte);
  return { scale, weights: btoa(binary) };
}

export function unpackWeights(packed: string, scale: number): Float32Array {
  const binary = atob(packed);
  const weights = new Float32Array(binary.length);
  for (let index = 0; index < binary.length; index += 1)
    weights[index] = ((binary.charCodeAt(index) << 24) >> 24) * scale;
  return weights;
}

/** One training example as the logistic regression reads it: hashed features, a 0/1 label, and how much it counts. */
export interface WeightedFeatures {
  features: readonly number[];
  label: 0 | 1;
  weight: number;
}

/**
 * Logistic regression by AdaGrad with L2, features scaled by 1/sqrt(count) so long messages do not shout, examples
 * shuffled each epoch by a seeded generator so the committed weights are the same after every retrain.
 */
export function trainLogistic(
  examples: readonly WeightedFeatures[],
  buckets: number,
  { epochs, rate, l2, seed }: { epochs: number; rate: number; l2: number; seed: number },
): { bias: number; weights: Float64Array } {
  const weights = new Float64Array(buckets);
  const squares = new Float64Array(buckets).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const encoded = examples.map(({ features, label, weight }) => ({
    features,
    norm: 1 / Math.sqrt(Math.max(features.length, 1)),
    label,
    weight,
  }));
  const random = mulberry32(seed);
  const order = encoded.map((_, index) => index);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    shuffleInPlace(order, random);
    for (const position of order) {
      const { features, norm, label, weight } = encoded[position]!;
      let score = bias;
      for (const feature of features) score += weights[feature]! * norm;
      const error = (sigmoid(score) - label) * weight;
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
