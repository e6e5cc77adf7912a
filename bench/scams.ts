/**
 * Scam-wording detector figures (issue #11): `npm run bench:scams`. Runs three labelled sets, each
 * written separately, through detectScam: scam-samples.ts (the patterns were written and tuned on it),
 * scam-samples-held-out.ts (measured once unseen, then its misses were fixed too: a second tuning set)
 * and scam-samples-final.ts (never looked at while the patterns changed: the honest measure). Prints
 * recall (scams held or warned), the share of scams held, precision (flagged items that are scams),
 * legitimate items warned and legitimate jobs held, per set, language and kind; then every miss and
 * false alarm to read.
 */
import type { ScamSample } from '../src/shared/safety/scam-samples';
import { SCAM_SAMPLES } from '../src/shared/safety/scam-samples';
import { HELD_OUT_SCAM_SAMPLES } from '../src/shared/safety/scam-samples-held-out';
import { FINAL_SCAM_SAMPLES } from '../src/shared/safety/scam-samples-final';
import { scamFigures } from '../src/shared/safety/scam-figures';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function row(label: string, samples: readonly ScamSample[]): string {
  const f = scamFigures(samples);
  const cells = [f.total, f.scams, percent(f.recall), percent(f.heldScams), percent(f.precision)];
  return `| ${label} | ${[...cells, percent(f.legitWarnedRate), percent(f.legitHeldRate)].join(' | ')} |`;
}

function table(name: string, samples: readonly ScamSample[]): void {
  console.info(`\n${name}\n`);
  console.info(
    '| set | samples | scams | recall (held or warned) | scams held | precision | legitimate warned | legitimate jobs held |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|');
  console.info(row('all', samples));
  for (const language of ['en', 'hi', 'hinglish'] as const) {
    console.info(
      row(
        language,
        samples.filter((sample) => sample.language === language),
      ),
    );
  }
  for (const kind of ['job', 'message'] as const) {
    console.info(
      row(
        `${kind}s`,
        samples.filter((sample) => sample.kind === kind),
      ),
    );
  }
}

function details(samples: readonly ScamSample[]): void {
  const f = scamFigures(samples);
  const line = (text: string) => text.replace(/\n+/g, ' / ');
  console.info(`\nScams missed (${f.missed.length}):`);
  for (const text of f.missed) console.info(`  - ${line(text)}`);
  console.info(`\nLegitimate jobs held (${f.legitHeld.length}):`);
  for (const text of f.legitHeld) console.info(`  - ${line(text)}`);
  console.info(`\nLegitimate items warned (${f.falseWarnings.length}):`);
  for (const { text, matches } of f.falseWarnings) {
    const why = matches.map((match) => `${match.signal}: ${match.phrase}`).join('; ');
    console.info(`  - ${line(text)}  [${why}]`);
  }
}

table('Tuning set (src/shared/safety/scam-samples.ts)', SCAM_SAMPLES);
table(
  'Second set (src/shared/safety/scam-samples-held-out.ts, tuned on after its first measure)',
  HELD_OUT_SCAM_SAMPLES,
);
table('Final set (src/shared/safety/scam-samples-final.ts, never used for tuning)', FINAL_SCAM_SAMPLES);
details([...SCAM_SAMPLES, ...HELD_OUT_SCAM_SAMPLES, ...FINAL_SCAM_SAMPLES]);
