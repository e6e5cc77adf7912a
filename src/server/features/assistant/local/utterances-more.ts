import type { LabelledUtterance } from './utterances';
import { UTTERANCES_BN } from './utterances-bn';
import { UTTERANCES_ES } from './utterances-es';
import { UTTERANCES_MR } from './utterances-mr';
import { UTTERANCES_TA } from './utterances-ta';
import { UTTERANCES_TE } from './utterances-te';

/**
 * The labelled messages of issue #27's languages (Spanish, Marathi, Bengali, Telugu, Tamil), written by
 * the translators in their own files; checked like UTTERANCES (parse.test.ts) and scored per language by
 * `npm run bench:assistant`.
 */
export const MORE_UTTERANCES: readonly LabelledUtterance[] = [
  ...UTTERANCES_ES,
  ...UTTERANCES_MR,
  ...UTTERANCES_BN,
  ...UTTERANCES_TE,
  ...UTTERANCES_TA,
];
