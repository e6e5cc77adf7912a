import { detectScam, type ScamInput, type ScamVerdict } from './scam-detector';
import type { ScamSample } from './scam-samples';

export type ScamDetect = (input: ScamInput) => ScamVerdict;

/** The usual daily pay of a category in a city (bench/scams.ts derives it from the app's jobs). */
export type PayNorm = (category: NonNullable<ScamSample['category']>, city: string) => number | undefined;

/** A sample as the detector's input: its pay, and the category's norm in its city when both are known. */
export function sampleInput(sample: ScamSample, payNorm?: PayNorm): ScamInput {
  const norm = sample.category && sample.city && payNorm ? payNorm(sample.category, sample.city) : undefined;
  return {
    kind: sample.kind,
    text: sample.text,
    ...(sample.pay ? { pay: sample.pay } : {}),
    ...(norm !== undefined ? { payNorm: norm } : {}),
  };
}

/**
 * The detector's figures on a labelled set (the tests and `npm run bench:scams`):
 * recall = scams held or warned; precision = flagged items that are scams; legitHeldRate = legitimate
 * jobs held (messages are never held); legitJobsWarnedRate = legitimate jobs warned (not held);
 * legitWarnedRate = legitimate items (jobs and messages) warned.
 */
export function scamFigures(
  samples: readonly ScamSample[],
  detect: ScamDetect = detectScam,
  payNorm?: PayNorm,
) {
  const results = samples.map((sample) => ({ sample, verdict: detect(sampleInput(sample, payNorm)) }));
  const flagged = results.filter((result) => result.verdict.level !== 'none');
  const scams = results.filter((result) => result.sample.scam);
  const legit = results.filter((result) => !result.sample.scam);
  const legitJobs = legit.filter((result) => result.sample.kind === 'job');
  const legitHeld = legitJobs.filter((result) => result.verdict.level === 'hold');
  const legitWarned = legit.filter((result) => result.verdict.level === 'warn');
  const caught = scams.filter((result) => result.verdict.level !== 'none');
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    total: samples.length,
    scams: scams.length,
    recall: ratio(caught.length, scams.length),
    heldScams: ratio(scams.filter((result) => result.verdict.level === 'hold').length, scams.length),
    precision: ratio(flagged.filter((result) => result.sample.scam).length, flagged.length),
    legitWarnedRate: ratio(legitWarned.length, legit.length),
    legitJobsWarnedRate: ratio(
      legitWarned.filter((result) => result.sample.kind === 'job').length,
      legitJobs.length,
    ),
    legitHeldRate: ratio(legitHeld.length, legitJobs.length),
    missed: scams.filter((result) => result.verdict.level === 'none').map((result) => result.sample.text),
    legitHeld: legitHeld.map((result) => ({ text: result.sample.text, matches: result.verdict.matches })),
    falseWarnings: legitWarned.map((result) => ({
      text: result.sample.text,
      matches: result.verdict.matches,
    })),
  };
}
