/**
 * A model with one output per label over one hashed feature space (the dialogue acts' softmax, the urgent kinds'
 * one-vs-rest models): a bias per label, and weights bucket-major ([bucket * labels + label]) so that a message's
 * features are read once for all labels.
 */
export interface LabelWeights {
  biases: Float64Array | Float32Array;
  weights: Float64Array | Float32Array;
}

/** {@link LabelWeights} as a committed model file keeps them; each model adds its labels (and thresholds). */
export interface PackedLabelModel {
  /** Bumped when the features change, so a stale weights file fails loudly. */
  version: number;
  bits: number;
  biases: number[];
  /** The weights as int8 multiples of `scale`, base64-encoded. */
  scale: number;
  weights: string;
}
