/** The vocabulary of the scam detector (scam-detector.ts): signals, matches, verdicts, what it reads. */

export type ScamSignal =
  | 'fee'
  | 'payment_request'
  | 'payment_handle'
  | 'payment_app'
  | 'otp'
  | 'bank_secret'
  | 'bank_account'
  | 'easy_money'
  | 'messenger'
  | 'overseas'
  | 'pay_too_high'
  | 'money_to_pay'
  | 'phone_number'
  | 'learned';

/** One row of the pattern table (scam-patterns.ts): what a regular expression is evidence of, and how much. */
export interface ScamPattern {
  signal: ScamSignal;
  weight: number;
  pattern: RegExp;
  /**
   * Words any match must contain, as a cheap test the detector runs first (not global): a long pattern
   * scans a text more slowly than a short one, so a row whose anchor words the text lacks is skipped.
   */
  gate?: RegExp;
}

/** A phrase that made the detector speak, for the moderator and the poster. */
export interface ScamMatch {
  signal: ScamSignal;
  weight: number;
  phrase: string;
}

export type ScamLevel = 'none' | 'warn' | 'hold';

export interface ScamVerdict {
  level: ScamLevel;
  score: number;
  matches: ScamMatch[];
}

export interface ScamInput {
  text: string;
  /** The job's daily pay as posted (jobs only). */
  pay?: { amount: number; currency: 'INR' | 'USD' };
  /** The usual daily pay of the job's category in its city, in the same currency, when known. */
  payNorm?: number;
  /** A job can be held for review; a message only ever gets a warning. */
  kind: 'job' | 'message';
}
