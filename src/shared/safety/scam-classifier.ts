/**
 * The learned half of the scam detector (issue #25, decision 0023): logistic regression over character
 * n-grams of normalised text, trained by `npm run train:scams` (scripts/train-scams.ts) from the labelled
 * sets into scam-model.json. Character grams cope with Devanagari, Hinglish spellings and typos
 * ("registartion", "fess", "bhejo"/"bhejdo") without word lists. Runs in process, no network.
 */

/** A trained model: the n-gram weights kept after pruning (readable: the grams themselves, not hashes). */
export interface ScamModel {
  /** Gram lengths, inclusive. */
  minGram: number;
  maxGram: number;
  bias: number;
  weights: Record<string, number>;
}

/**
 * Lower case; nukta and chandrabindu folded (फ़ = फ, ँ = ं); every run of digits (Latin or Devanagari)
 * becomes one 0 (amounts and phone numbers look alike whatever their value); ₹ and its spellings become
 * "rs"; a letter repeated ("paisaa", "pleeease") counts once; anything else that is not a letter or a
 * mark is a space.
 */
export function normaliseForGrams(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u093c/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .replace(/[\d०-९][\d०-९,.]*/gu, '0')
    .replace(/₹|\b(?:rupees?|rupaye|rupay|rupe|inr)\b/gu, ' rs ')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/[^\p{L}\p{M}0@$]+/gu, ' ')
    .trim()} `;
}

/** The distinct character grams of normalised text. */
export function gramsOf(normalised: string, minGram: number, maxGram: number): Set<string> {
  // Code units, not code points: Devanagari and Latin are one unit each (an emoji may be cut in two,
  // the same way in training and scoring).
  const grams = new Set<string>();
  for (let n = minGram; n <= maxGram; n++) {
    for (let i = 0; i + n <= normalised.length; i++) {
      const gram = normalised.slice(i, i + n);
      if (gram !== ' '.repeat(n)) grams.add(gram);
    }
  }
  return grams;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Binary gram features scaled to unit length: long texts do not score higher for being long. */
export const featureScale = (gramCount: number) => (gramCount === 0 ? 0 : 1 / Math.sqrt(gramCount));

/**
 * The model's probability that the text is a scam: well under a millisecond for a post (bench/scams.ts
 * measures it).
 */
export function scamProbability(text: string, model: ScamModel): number {
  const normalised = normaliseForGrams(text);
  const grams = gramsOf(normalised, model.minGram, model.maxGram);
  const scale = featureScale(grams.size);
  let sum = model.bias;
  for (const gram of grams) sum += (model.weights[gram] ?? 0) * scale;
  return sigmoid(sum);
}

/** The words (as written, up to three) whose own grams the model found most scam-like, for the moderator. */
export function scamWords(text: string, model: ScamModel): string[] {
  const scored = new Map<string, number>();
  for (const word of text.split(/[^\p{L}\p{M}\p{N}@.₹$]+/u)) {
    if ([...word].length < 3 || scored.has(word)) continue;
    let sum = 0;
    for (const gram of gramsOf(normaliseForGrams(word), model.minGram, model.maxGram)) {
      sum += model.weights[gram] ?? 0;
    }
    scored.set(word, sum);
  }
  return [...scored]
    .filter(([, weight]) => weight > 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([word]) => word.replace(/\.+$/u, ''));
}
