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
