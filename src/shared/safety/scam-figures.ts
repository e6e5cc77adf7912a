import { detectScam } from './scam-detector';

interface LabelledSample {
  kind: 'job' | 'message';
  language: string;
  text: string;
  pay?: { amount: number; currency: 'INR' | 'USD' };
  scam: boolean;
}

/**
 * The detector's figures on a labelled set (the tests and `npm run bench:scams`):
 * recall = scams held or warned; precision = flagged items that are scams; legitHeldRate = legitimate
 * jobs held (messages are never held).
 */
export function scamFigures(samples: readonly LabelledSample[]) {
  const results = samples.map((sample) => ({ sample, verdict: detectScam(sample) }));
  const flagged = results.filter((result) => result.verdict.level !== 'none');
  const scams = results.filter((result) => result.sample.scam);
  const legitJobs = results.filter((result) => !result.sample.scam && result.sample.kind === 'job');
  const legitHeld = legitJobs.filter((result) => result.verdict.level === 'hold');
  const caught = scams.filter((result) => result.verdict.level !== 'none');
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    total: samples.length,
    scams: scams.length,
    recall: ratio(caught.length, scams.length),
    heldScams: ratio(scams.filter((result) => result.verdict.level === 'hold').length, scams.length),
    precision: ratio(flagged.filter((result) => result.sample.scam).length, flagged.length),
    legitWarnedRate: ratio(
      results.filter((result) => !result.sample.scam && result.verdict.level === 'warn').length,
      samples.length - scams.length,
    ),
    legitHeldRate: ratio(legitHeld.length, legitJobs.length),
    missed: scams.filter((result) => result.verdict.level === 'none').map((result) => result.sample.text),
    legitHeld: legitHeld.map((result) => result.sample.text),
    falseWarnings: results
      .filter((result) => !result.sample.scam && result.verdict.level === 'warn')
      .map((result) => ({ text: result.sample.text, matches: result.verdict.matches })),
  };
}
