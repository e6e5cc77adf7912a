import { MINIMUM_AGE } from '../limits';

/**
 * Marketing figures, plans and service claims in one place (spec sections 1 and 9).
 *
 * Pages take every number, price and time from here and their words from the i18n catalogue
 * (src/shared/i18n/en-info.ts), so an operator changes a figure once and every page and language follows.
 * The brand name, support email and founder name are not here: they come from the server's configuration
 * (SITE_NAME, SUPPORT_EMAIL, FOUNDER_NAME; see src/shared/brand.ts).
 */

/** The statistics of the About page (spec 1). Display strings: shown exactly as written. */
export const STATISTICS = {
  jobSeekers: '50K+',
  partnerCompanies: '5K+',
  successRate: '95%',
  cities: '200+',
  countries: '2',
  founded: '2025',
  availability: '24/7',
} as const;

export type StatisticKey = keyof typeof STATISTICS;

/** The year the company was founded (also in the founder's story). */
export const FOUNDED_YEAR = 2025;

/** The static statistics of the home page (spec 1). */
export const HOME_STATISTICS = {
  jobsPostedToday: '1,200+',
  peopleGotJobs: '800+',
  /** Average fill time: "under N hrs". */
  averageFillTimeHours: 4,
  verifiedEmployers: '2K+',
} as const;

/** A day of the week, as its catalogue key (`info.days.<day>`). */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Promises the pages make (spec 9 "Claims"). Hours and days are whole numbers. */
export const SERVICE_CLAIMS = {
  /** Job postings and reports are reviewed within this many hours. */
  reviewHours: 24,
  /** Emails (and contact-form messages) are answered within this many hours. */
  emailResponseHours: 24,
  /** Privacy inquiries are answered within this many hours. */
  privacyResponseHours: 48,
  /** Demos for employers are arranged within this many business days. */
  demoBusinessDays: 2,
  /** Business hours: Monday to Friday, 9 AM to 8 PM (24-hour "HH:MM"). */
  businessHours: {
    firstDay: 'monday' as Weekday,
    lastDay: 'friday' as Weekday,
    opens: '09:00',
    closes: '20:00',
  },
  /** Accounts and their personal data are deleted within this many days of a request. */
  accountDeletionDays: 30,
  /** Liability is limited to the amount paid in this many preceding months. */
  liabilityMonths: 12,
  minimumAge: MINIMUM_AGE,
} as const;

/** The legal pages' "Last updated" date (ISO, read as a calendar date). */
export const LEGAL_LAST_UPDATED = '2025-01-01';

export type PlanId = 'free' | 'premium' | 'starter' | 'professional' | 'enterprise';
export type PlanAudience = 'jobSeeker' | 'employer';
export type PlanBadge = 'freeForever' | 'mostPopular' | 'bestValue';
/** What a price is charged for: shown after the amount ("/month", "per job posting"). */
export type PlanPeriod = 'forever' | 'month' | 'jobPosting';

export type PlanFeature =
  | 'unlimitedApplications'
  | 'aiMatching'
  | 'profileUpdates'
  | 'employerCommunication'
  | 'emailNotifications'
  | 'priorityInSearch'
  | 'analyticsDashboard'
  | 'careerCoaching'
  | 'resumeTools'
  | 'prioritySupport'
  | 'postingDays'
  | 'basicMatching'
  | 'applicantTracking'
  | 'emailSupport'
  | 'unlimitedPostings'
  | 'analytics'
  | 'featuredListings'
  | 'accountManager'
  | 'customIntegrations'
  | 'whiteLabel'
  | 'sla';

export interface Plan {
  id: PlanId;
  audience: PlanAudience;
  /** Null: custom pricing. Amounts are in `PLAN_CURRENCY`. */
  price: { amount: number; period: PlanPeriod } | null;
  badge?: PlanBadge;
  features: readonly PlanFeature[];
  /** Where the plan's button leads: sign-up (free) or the contact form with the plan as subject. */
  action: 'signup' | 'contact';
  /** For the "N-day posting" feature. */
  postingDays?: number;
}

/** Prices are given in US dollars (spec 9); see docs/decisions/0009-pricing-in-dollars.md. */
export const PLAN_CURRENCY = 'USD';

/** The five plans of spec 9, in display order. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    audience: 'jobSeeker',
    price: { amount: 0, period: 'forever' },
    badge: 'freeForever',
    features: [
      'unlimitedApplications',
      'aiMatching',
      'profileUpdates',
      'employerCommunication',
      'emailNotifications',
    ],
    action: 'signup',
  },
  {
    id: 'premium',
    audience: 'jobSeeker',
    price: { amount: 9.99, period: 'month' },
    badge: 'mostPopular',
    features: ['priorityInSearch', 'analyticsDashboard', 'careerCoaching', 'resumeTools', 'prioritySupport'],
    action: 'contact',
  },
  {
    id: 'starter',
    audience: 'employer',
    price: { amount: 99, period: 'jobPosting' },
    features: ['postingDays', 'basicMatching', 'applicantTracking', 'emailSupport'],
    action: 'contact',
    postingDays: 30,
  },
  {
    id: 'professional',
    audience: 'employer',
    price: { amount: 299, period: 'month' },
    badge: 'bestValue',
    features: ['unlimitedPostings', 'aiMatching', 'analytics', 'featuredListings', 'accountManager'],
    action: 'contact',
  },
  {
    id: 'enterprise',
    audience: 'employer',
    price: null,
    features: ['customIntegrations', 'whiteLabel', 'sla'],
    action: 'contact',
  },
];

/** Terms common to the plans (spec 9). */
export const PLAN_TERMS = {
  monthToMonth: true,
  /** Money-back guarantee on employer plans, in days. */
  employerMoneyBackDays: 30,
  setupFee: 0,
} as const;
