/**
 * Scam wording in job posts and chat messages (issue #11), in English, Hindi (Devanagari) and Hinglish.
 * Three parts, one score (decisions 0014 and 0023): a table of weighted patterns for what it is sure
 * of; structural signals that do not depend on wording (an amount to pay by a payment app, a phone
 * number or UPI id in the text, a messenger link, pay far above the category's norm in the city); and a
 * classifier learned from the labelled sets (scam-classifier.ts, scam-model.json), which adds a
 * `learned` signal weighted by its probability. Each signal counts once, with its strongest match; the sum decides.
 * Strong signals hold a job on their own (weight 5: a fee or deposit, being told to pay, asking for an
 * OTP, a PIN or card details); weaker ones (a messenger, a UPI id, easy money from home, pay far above
 * the norm, an OTP mentioned) warn, and hold together. Money the employer pays ("UPI payment daily
 * after work") weighs little on its own; reassurances ("no registration fee") do not count.
 *
 * This file is the decision that combines them. The parts: the pattern table (scam-patterns.ts, built
 * from scam-pattern-parts.ts), the context that excuses a match (scam-context.ts), the structural
 * signals about money and pay (scam-structure.ts), the vocabulary (scam-types.ts).
 */

import { scamProbability, scamWords, type ScamModel } from './scam-classifier';
import {
  advanceAskedExcuses,
  askingForAdvance,
  askingForWages,
  honestCover,
  matchIsExcused,
  wagesAskedExcuses,
} from './scam-context';
import trainedModel from './scam-model.json';
import { SCAM_PATTERNS } from './scam-patterns';
import { highPayMatches, moneyToPay } from './scam-structure';
import type { ScamInput, ScamLevel, ScamMatch, ScamSignal, ScamVerdict } from './scam-types';

export type { ScamInput, ScamLevel, ScamMatch, ScamSignal, ScamVerdict } from './scam-types';

/** A job with at least this score is held for review; a message or job with WARN_SCORE gets a warning. */
export const HOLD_SCORE = 5;
export const WARN_SCORE = 3;

/** The model committed with the code (`npm run train:scams` writes it). */
export const SCAM_MODEL: ScamModel = trainedModel;

/**
 * The classifier's probability as a weight: it can warn alone when sure (0.75+), and never holds alone:
 * a hold needs a signal from the patterns or the structure too (it learned its authors' phrasing).
 */
const LEARNED_WEIGHTS: readonly { probability: number; weight: number }[] = [
  { probability: 0.95, weight: 4 },
  { probability: 0.75, weight: 3 },
  { probability: 0.5, weight: 2 },
];

/**
 * A job held on one pattern alone, while the classifier reads its text as ordinary (under this
 * probability), is warned instead: a pattern that fires on a legitimate phrasing ("direct deposit ... on
 * your first day") must not keep an honest post off the site. Cross-validated, no scam held on a lone
 * pattern scores under 0.3 (fifth round, docs/benchmarks.md).
 */
const LONE_HOLD_PROBABILITY = 0.2;

/** The classifier's match; its phrase (the words that weighed most) is named later, only for a verdict that speaks. */
function learnedMatch(probability: number): ScamMatch | null {
  const level = LEARNED_WEIGHTS.find((entry) => probability >= entry.probability);
  if (!level) return null;
  return { signal: 'learned', weight: level.weight, phrase: '' };
}

/**
 * Text that says the employer bears the costs or why it wants a paper, or a message asking only for an
 * address, a location or a name (scam-context.ts, honestCover), in
 * which the patterns and the structure found no signal weighing 3 or more: the classifier's weight is one
 * less, so it does not warn alone on the words it learned from scams ("joining", "advance", "verification").
 */
function covered(
  learned: ScamMatch,
  found: ReadonlyMap<ScamSignal, ScamMatch>,
  text: string,
  kind: ScamInput['kind'],
): ScamMatch {
  const requested = [...found.values()].some((match) => match.weight >= WARN_SCORE);
  return !requested && honestCover(text, kind) ? { ...learned, weight: learned.weight - 1 } : learned;
}

/** Scores a post or a message: each signal counts once, with its strongest match. */
export function detectScam(input: ScamInput, model: ScamModel = SCAM_MODEL): ScamVerdict {
  const strongest = new Map<ScamSignal, ScamMatch>();
  const keep = (match: ScamMatch) => {
    const current = strongest.get(match.signal);
    if (!current || current.weight < match.weight) strongest.set(match.signal, match);
  };
  const text = input.text.normalize('NFC');
  const wagesAsked = input.kind === 'message' && askingForWages(text);
  const advanceAsked = input.kind === 'message' && askingForAdvance(text);
  for (const { signal, weight, pattern, gate } of SCAM_PATTERNS) {
    if (signal === 'phone_number' && input.kind === 'message') continue;
    if (gate && !gate.test(text)) continue;
    if (wagesAsked && wagesAskedExcuses(signal)) continue;
    if (advanceAsked && advanceAskedExcuses(signal)) continue;
    for (const found of text.matchAll(pattern)) {
      if (matchIsExcused(signal, text, found.index, found[0])) continue;
      keep({ signal, weight, phrase: found[0].trim() });
    }
  }
  highPayMatches(input, text).forEach(keep);
  const toPay = advanceAsked || wagesAsked ? null : moneyToPay(text);
  if (toPay) keep(toPay);
  const probability = scamProbability(text, model);
  const learned = learnedMatch(probability);
  if (learned) keep(covered(learned, strongest, text, input.kind));
  const matches = [...strongest.values()].sort((a, b) => b.weight - a.weight);
  const score = matches.reduce((sum, match) => sum + match.weight, 0);
  const corroborated = matches.length > 1 || probability >= LONE_HOLD_PROBABILITY;
  const level: ScamLevel =
    input.kind === 'job' && score >= HOLD_SCORE && corroborated
      ? 'hold'
      : score >= WARN_SCORE
        ? 'warn'
        : 'none';
  // Naming the words costs as much as the rest of the detector: only for a moderator or a poster to read.
  const named = (match: ScamMatch) =>
    match.signal === 'learned' && level !== 'none'
      ? { ...match, phrase: scamWords(text, model).join(', ') }
      : match;
  return { level, score, matches: matches.map(named) };
}
