/**
 * The learned half of the scam detector (issue #25, decision 0023): logistic regression over character
 * n-grams of normalised text, trained by `npm run train:scams` (scripts/train-scams.ts) from the labelled
 * sets into scam-model.json. Character grams cope with Devanagari, Hinglish spellings and typos
 * ("registartion", "fess", "bhejo"/"bhejdo") without word lists. Runs in process, no network.
 */

/** A trained model: the feature weights kept after pruning (readable: the features themselves, not hashes). */
export interface ScamModel {
  /** Character gram lengths, inclusive. */
  minGram: number;
  maxGram: number;
  /** Also word features: "#" and each word's consonant skeleton, "#a_b" for two words in a row. */
  words?: boolean;
  bias: number;
  weights: Record<string, number>;
}

/** Brand names and scripts written many ways, one spelling each ("phone pe", "फोनपे" = "phonepe"). */
const CANONICAL: readonly [RegExp, string][] = [
  [/(?:phone?|fone?)\s*(?:pe|pay)(?![\p{L}])|फ़?ोन\s*पे|फ़ोनपे|फोनपे/giu, ' phonepe '],
  [
    /(?:google|gogle)\s*(?:pay|pe)(?![\p{L}])|(?<![\p{L}])g\s*-?\s*(?:pay|pe)(?![\p{L}])|गूगल\s*पे|जीपे/giu,
    ' gpay ',
  ],
  [/(?<![\p{L}])pa[iy]?\s*t[iy]?m(?![\p{L}])|पेटीएम/giu, ' paytm '],
  [/(?<![\p{L}])(?:whats?\s*app?|watsapp|whatsap)(?![\p{L}])|व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वॉट्सएप/giu, ' whatsapp '],
  [/यूपीआई/gu, ' upi '],
  [/ओटीपी/gu, ' otp '],
];

/** Hinglish words spelt many ways, one spelling each (whole words, after lower case and repeated letters). */
const HINGLISH: Record<string, string> = {
  kr: 'kar',
  krna: 'karna',
  krne: 'karne',
  krni: 'karni',
  kro: 'karo',
  krdo: 'kar do',
  kardo: 'kar do',
  krde: 'kar de',
  karde: 'kar de',
  kren: 'karein',
  karen: 'karein',
  krein: 'karein',
  kre: 'kare',
  bhejdo: 'bhej do',
  bhejde: 'bhej de',
  bejo: 'bhejo',
  bhjo: 'bhejo',
  bharo: 'bhar do',
  bhardo: 'bhar do',
  pese: 'paise',
  pesa: 'paise',
  paisa: 'paise',
  pase: 'paise',
  paisay: 'paise',
  fe: 'fes',
  fis: 'fes',
  feez: 'fes',
  fes: 'fes',
  fess: 'fes',
  fees: 'fes',
  fee: 'fes',
  phes: 'fes',
  phees: 'fes',
  fise: 'fes',
  h: 'hai',
  hy: 'hai',
  hain: 'hai',
  nhi: 'nahi',
  nahin: 'nahi',
  nai: 'nahi',
  nhin: 'nahi',
  phle: 'pehle',
  pahle: 'pehle',
  pehele: 'pehle',
  pahile: 'pehle',
  pele: 'pehle',
  turent: 'turant',
  turnt: 'turant',
  trnt: 'turant',
  plz: 'please',
  pls: 'please',
  plese: 'please',
  u: 'you',
  ur: 'your',
  registartion: 'registration',
  registrasan: 'registration',
  rejistreshan: 'registration',
  registreshan: 'registration',
  regestration: 'registration',
  ragistration: 'registration',
  regitration: 'registration',
  verifikesan: 'verification',
  verifikation: 'verification',
  verfication: 'verification',
  joinig: 'joining',
  joning: 'joining',
  charj: 'charge',
  charjes: 'charges',
  jma: 'jama',
  lgega: 'lagega',
  lgegi: 'lagega',
  lagta: 'lagega',
  lgta: 'lagega',
  dena: 'dena',
  dedo: 'de do',
  dijiye: 'dijiye',
  jaldi: 'jaldi',
  jldi: 'jaldi',
  abi: 'abhi',
  hazar: 'hazar',
  hajar: 'hazar',
  hazaar: 'hazar',
  hzar: 'hazar',
  hjar: 'hazar',
  haazar: 'hazar',
  k: 'hazar',
  bejna: 'bhejna',
  bhjna: 'bhejna',
  bhejni: 'bhejna',
  bharna: 'bharna',
  bhrna: 'bharna',
  bharni: 'bharna',
  bhro: 'bhar do',
  jama: 'jama',
  jamaa: 'jama',
  lagenge: 'lagega',
  lgenge: 'lagega',
  lagegi: 'lagega',
  lenge: 'lenge',
  lege: 'lenge',
  chaiye: 'chahiye',
  chahie: 'chahiye',
  chahiye: 'chahiye',
  kharch: 'kharcha',
  karcha: 'kharcha',
  kharche: 'kharcha',
  sekuriti: 'security',
  securty: 'security',
  secuirty: 'security',
  advans: 'advance',
  adwance: 'advance',
  edvance: 'advance',
  chek: 'cheque',
  abhie: 'abhi',
};

/**
 * Lower case; brand names one spelling; Hinglish words one spelling; nukta and chandrabindu folded
 * (फ़ = फ, ँ = ं), long i and u folded to short (फीस = फिस); every run of digits (Latin or Devanagari)
 * becomes one 0 (amounts and phone numbers look alike whatever their value); ₹ and its spellings become
 * "rs"; a letter repeated ("paisaa", "pleeease") counts once; anything else that is not a letter or a
 * mark is a space.
 */
export function normaliseForGrams(text: string): string {
  let folded = text.normalize('NFKC').toLowerCase();
  for (const [pattern, canonical] of CANONICAL) folded = folded.replace(pattern, canonical);
  folded = folded
    .replace(/\u093c/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .replace(/\u0940/gu, '\u093f')
    .replace(/\u0942/gu, '\u0941')
    .replace(/\u0908/gu, '\u0907')
    .replace(/\u090a/gu, '\u0909')
    .replace(/[\d०-९][\d०-९,.]*(?:\s*k(?![\p{L}]))?/gu, (found) => (/k$/u.test(found) ? '0 k' : '0'))
    .replace(/₹|\b(?:rupees?|rupaye|rupay|rupye|rupe|inr)\b/gu, ' rs ')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/[^\p{L}\p{M}0@$]+/gu, ' ')
    .trim();
  return ` ${folded
    .split(' ')
    .map((word) => HINGLISH[word] ?? word)
    .join(' ')} `;
}

/** Devanagari consonants and vowels in Latin letters, roughly (only the consonants matter to a skeleton). */
const LATIN: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  अ: 'a',
  आ: 'a',
  इ: 'i',
  उ: 'u',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऋ: 'ri',
  '\u0902': 'n',
  '\u0903': 'h',
  '\u0943': 'ri',
};

/**
 * A word's consonant skeleton, the same for its Hinglish spellings and its Devanagari ("paise", "pese",
 * "पैसे" = "ps"; "pehle", "phle", "पहले" = "phl"; "fees", "phees", "फीस" = "phs"): Devanagari in Latin
 * letters, f = ph, w = v, z = j, q = k, vowels dropped except the first letter, repeats once.
 */
export function skeleton(word: string): string {
  let latin = '';
  for (const char of word) latin += LATIN[char] ?? (/[\u0900-\u097f]/u.test(char) ? '' : char);
  const first = latin.charAt(0);
  const rest = latin
    .slice(1)
    .replace(/f/gu, 'ph')
    .replace(/w/gu, 'v')
    .replace(/z/gu, 'j')
    .replace(/q/gu, 'k')
    .replace(/[aeiou]/gu, '');
  return `${first === 'f' ? 'ph' : first}${rest}`.replace(/(.)\1+/gu, '$1');
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

/** The distinct features of normalised text: character grams, and word skeletons when asked. */
export function featuresOf(normalised: string, model: Pick<ScamModel, 'minGram' | 'maxGram' | 'words'>) {
  const features = gramsOf(normalised, model.minGram, model.maxGram);
  if (model.words) {
    const skeletons = normalised
      .trim()
      .split(' ')
      .map(skeleton)
      .filter((word) => word.length > 0);
    skeletons.forEach((word, index) => {
      features.add(`#${word}`);
      const next = skeletons[index + 1];
      if (next !== undefined) features.add(`#${word}_${next}`);
    });
  }
  return features;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Each model's weights as a Map, made once: most of a text's grams are not in the model, and a Map answers those faster. */
const weightMaps = new WeakMap<ScamModel, ReadonlyMap<string, number>>();

function weightsOf(model: ScamModel): ReadonlyMap<string, number> {
  let weights = weightMaps.get(model);
  if (!weights) {
    weights = new Map(Object.entries(model.weights));
    weightMaps.set(model, weights);
  }
  return weights;
}

/** Binary gram features scaled to unit length: long texts do not score higher for being long. */
export const featureScale = (gramCount: number) => (gramCount === 0 ? 0 : 1 / Math.sqrt(gramCount));

/**
 * The model's probability that the text is a scam: well under a millisecond for a post (bench/scams.ts
 * measures it).
 */
export function scamProbability(text: string, model: ScamModel): number {
  const grams = featuresOf(normaliseForGrams(text), model);
  const scale = featureScale(grams.size);
  const weights = weightsOf(model);
  let sum = model.bias;
  for (const gram of grams) sum += (weights.get(gram) ?? 0) * scale;
  return sigmoid(sum);
}

/** The words (as written, up to three) whose own grams the model found most scam-like, for the moderator. */
export function scamWords(text: string, model: ScamModel): string[] {
  const scored = new Map<string, number>();
  const weights = weightsOf(model);
  for (const word of text.split(/[^\p{L}\p{M}\p{N}@.₹$]+/u)) {
    // Code points, not grapheme clusters: a Hindi vowel sign counts as a character of its own here.
    if (Array.from(word).length < 3 || scored.has(word)) continue;
    let sum = 0;
    for (const gram of featuresOf(normaliseForGrams(word), model)) {
      sum += weights.get(gram) ?? 0;
    }
    scored.set(word, sum);
  }
  return [...scored]
    .filter(([, weight]) => weight > 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([word]) => word.replace(/\.+$/u, ''));
}
