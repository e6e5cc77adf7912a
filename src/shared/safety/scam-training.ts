/**
 * Training for the scam classifier (scam-classifier.ts): L2-regularised logistic regression over binary
 * character-gram features scaled to unit length, by full-batch gradient descent, then pruned to the
 * grams with the largest weights. Used by scripts/train-scams.ts and by bench/scams.ts (cross-validation
 * by set); never by the app. Deterministic: the same samples give the same model.
 */
import { featureScale, featuresOf, normaliseForGrams, type ScamModel } from './scam-classifier';

export interface TrainingSample {
  text: string;
  scam: boolean;
}

export interface TrainingOptions {
  minGram: number;
  maxGram: number;
  /** Word skeleton features beside the character grams. */
  words: boolean;
  /** L2 penalty per weight (larger: smoother, less tied to the training wording). */
  l2: number;
  iterations: number;
  learningRate: number;
  /** Grams kept in the model, by weight magnitude. */
  keep: number;
}

export const DEFAULT_TRAINING: TrainingOptions = {
  minGram: 2,
  maxGram: 5,
  words: true,
  l2: 3e-5,
  iterations: 600,
  learningRate: 8,
  keep: 1500,
};

interface Encoded {
  features: Int32Array;
  value: number;
  label: number;
}

function encode(
  samples: readonly TrainingSample[],
  options: TrainingOptions,
  vocabulary: Map<string, number>,
) {
  return samples.map((sample): Encoded => {
    const grams = featuresOf(normaliseForGrams(sample.text), options);
    const features: number[] = [];
    for (const gram of grams) {
      let index = vocabulary.get(gram);
      if (index === undefined) {
        index = vocabulary.size;
        vocabulary.set(gram, index);
      }
      features.push(index);
    }
    return {
      features: Int32Array.from(features),
      value: featureScale(grams.size),
      label: sample.scam ? 1 : 0,
    };
  });
}

function descend(encoded: readonly Encoded[], size: number, options: TrainingOptions, mask?: Uint8Array) {
  const weights = new Float64Array(size);
  const gradient = new Float64Array(size);
  let bias = 0;
  const n = encoded.length;
  for (let iteration = 0; iteration < options.iterations; iteration++) {
    gradient.fill(0);
    let biasGradient = 0;
    for (const sample of encoded) {
      let sum = bias;
      for (const index of sample.features) sum += (weights[index] ?? 0) * sample.value;
      const error = 1 / (1 + Math.exp(-sum)) - sample.label;
      biasGradient += error;
      for (const index of sample.features) gradient[index] = (gradient[index] ?? 0) + error * sample.value;
    }
    bias -= (options.learningRate * biasGradient) / n;
    for (let index = 0; index < size; index++) {
      if (mask && mask[index] === 0) continue;
      const step = (gradient[index] ?? 0) / n + options.l2 * (weights[index] ?? 0);
      weights[index] = (weights[index] ?? 0) - options.learningRate * step;
    }
  }
  return { weights, bias };
}

/** Trains on the samples, keeps the strongest grams and refits on those alone (so pruning costs little). */
export function trainScamModel(
  samples: readonly TrainingSample[],
  options: TrainingOptions = DEFAULT_TRAINING,
): ScamModel {
  const vocabulary = new Map<string, number>();
  const encoded = encode(samples, options, vocabulary);
  const full = descend(encoded, vocabulary.size, options);
  const ranked = [...vocabulary.entries()].sort(
    ([, a], [, b]) => Math.abs(full.weights[b] ?? 0) - Math.abs(full.weights[a] ?? 0),
  );
  const kept = ranked.slice(0, options.keep);
  const mask = new Uint8Array(vocabulary.size);
  for (const [, index] of kept) mask[index] = 1;
  const refit = descend(encoded, vocabulary.size, options, mask);
  const weights: Record<string, number> = {};
  for (const [gram, index] of kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const weight = Math.round((refit.weights[index] ?? 0) * 1000) / 1000;
    if (weight !== 0) weights[gram] = weight;
  }
  return {
    minGram: options.minGram,
    maxGram: options.maxGram,
    ...(options.words ? { words: true } : {}),
    bias: Math.round(refit.bias * 1000) / 1000,
    weights,
  };
}
