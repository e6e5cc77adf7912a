import type { CategorySlug, Urgency } from '../../../../shared/categories';
import type { ShiftSlots } from './shift';

/** What the parser (parse.ts) reads from one user message. */

export const INTENTS = [
  'search',
  'refine',
  'details',
  'post',
  'cancel',
  'confirm',
  'deny',
  'greeting',
  'help',
  'unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * en: English; hi: Hindi in Devanagari; hinglish: Hindi in Latin script; es: Spanish; ta: Tamil;
 * te: Telugu; mr: Marathi (Devanagari, like Hindi); bn: Bengali.
 */
export const LANGUAGES = ['en', 'hi', 'hinglish', 'es', 'ta', 'te', 'mr', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The title a job post gets when a person is asked for ("cook needed"): English and Devanagari, and the
 * other languages' where written (Marathi takes the Devanagari, the rest the English, without one).
 */
export type RoleTitle = { en: string; hi: string } & Partial<
  Record<'es' | 'mr' | 'bn' | 'te' | 'ta', string>
>;

export interface Slots {
  /** A built-in city slug. */
  city?: string;
  /** The locality the city was found from ("Andheri"). */
  locality?: string;
  category?: CategorySlug;
  /** Search words for a trade narrower than its category ("plumber"). */
  words?: string;
  /** Pay bounds a search asked for ("above 600", "500 se kam"). */
  minPay?: number;
  maxPay?: number;
  /** An amount without a direction ("700 per day", "₹700"). */
  pay?: number;
  currency?: 'INR' | 'USD';
  urgency?: Urgency;
  /** Only urgent or immediate jobs (false for "not urgent"). */
  urgentOnly?: boolean;
  /** 1-based position in the jobs shown ("tell me more about 2", "दूसरा"). */
  index?: number;
  phone?: string;
  /** Given outright ("title: Cook for a family"). */
  title?: string;
  description?: string;
  /** The person asked for ("cook needed"): the title a job post would get. */
  roleTitle?: RoleTitle;
  /** Shift details for a job post: "tomorrow 9 am, 8 hours, 2 workers, paid the same day". */
  shift?: ShiftSlots;
}

export interface ParsedUtterance {
  intent: Intent;
  slots: Slots;
  language: Language;
}
