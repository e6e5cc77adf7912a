import type { CurrencyCode } from './geo';

/** Post-form job categories (spec section 9), stored in jobs.category. */
export const CATEGORY_SLUGS = [
  'household-work',
  'delivery-transport',
  'construction',
  'shop-assistant',
  'security-guard',
  'cooking',
  'cleaning',
  'gardening',
  'painting',
  'other',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  slug: CategorySlug;
  label: string;
  /** i18n key, `categories.<slug>`. */
  labelKey: string;
  /** lucide-react icon name in kebab-case. */
  icon: string;
}

const CATEGORY_DATA: Record<CategorySlug, { label: string; icon: string }> = {
  'household-work': { label: 'Household Work', icon: 'house' },
  'delivery-transport': { label: 'Delivery & Transport', icon: 'truck' },
  construction: { label: 'Construction', icon: 'hard-hat' },
  'shop-assistant': { label: 'Shop Assistant', icon: 'store' },
  'security-guard': { label: 'Security Guard', icon: 'shield' },
  cooking: { label: 'Cooking', icon: 'chef-hat' },
  cleaning: { label: 'Cleaning', icon: 'sparkles' },
  gardening: { label: 'Gardening', icon: 'sprout' },
  painting: { label: 'Painting', icon: 'paint-roller' },
  other: { label: 'Other', icon: 'briefcase' },
};

export const CATEGORIES: readonly Category[] = CATEGORY_SLUGS.map((slug) => ({
  slug,
  label: CATEGORY_DATA[slug].label,
  labelKey: `categories.${slug}`,
  icon: CATEGORY_DATA[slug].icon,
}));

const SLUG_SET: ReadonlySet<string> = new Set(CATEGORY_SLUGS);

export function isCategorySlug(value: string): value is CategorySlug {
  return SLUG_SET.has(value);
}

export function categoryLabel(slug: CategorySlug): string {
  return CATEGORY_DATA[slug].label;
}

/** A named set of categories: a home tile, a filter option, a cities-page link. */
export interface CategoryGroup {
  id: string;
  label: string;
  labelKey: string;
  icon: string;
  /** The job categories (jobs.category values) the group stands for. */
  slugs: readonly CategorySlug[];
}

export type HomeCategory = CategoryGroup & {
  subtitle: string;
  countText: string;
  /** i18n keys `homeCategories.<id>.subtitle` / `.count`; labelKey is `homeCategories.<id>.title`. */
  subtitleKey: string;
  countTextKey: string;
};

function homeCategory(
  id: string,
  label: string,
  subtitle: string,
  countText: string,
  icon: string,
  slugs: readonly CategorySlug[],
): HomeCategory {
  return {
    id,
    label,
    labelKey: `homeCategories.${id}.title`,
    icon,
    slugs,
    subtitle,
    countText,
    subtitleKey: `homeCategories.${id}.subtitle`,
    countTextKey: `homeCategories.${id}.count`,
  };
}

/** "Popular Job Categories" on the home page (spec section 3); tiles link to /category/{id}. */
export const HOME_CATEGORIES: readonly HomeCategory[] = [
  homeCategory(
    'household-work',
    'Household Work',
    'Cleaning, Cooking, Gardening',
    '500+ jobs today',
    'house',
    ['household-work', 'cooking', 'cleaning', 'gardening'],
  ),
  homeCategory(
    'delivery-transport',
    'Delivery & Transport',
    'Delivery, Drivers, Logistics',
    '300+ jobs today',
    'truck',
    ['delivery-transport'],
  ),
  homeCategory('construction', 'Construction', 'Labour, Masonry, Painting', '200+ jobs today', 'hard-hat', [
    'construction',
    'painting',
  ]),
  homeCategory('shop-assistant', 'Shop Assistant', 'Retail, Sales, Billing', '150+ jobs today', 'store', [
    'shop-assistant',
  ]),
  homeCategory('security', 'Security', 'Security Guards, Watchmen', '100+ jobs today', 'shield', [
    'security-guard',
  ]),
  homeCategory(
    'office-work',
    'Office Work',
    'Office Assistant, Data Entry, Reception',
    '120+ jobs today',
    'briefcase',
    ['other'],
  ),
];

function group(
  prefix: string,
  id: string,
  label: string,
  icon: string,
  slugs: readonly CategorySlug[],
): CategoryGroup {
  return { id, label, labelKey: `${prefix}.${id}`, icon, slugs };
}

/** Job-list "Job Type" filter options (display only). Keys `jobTypes.<id>`. */
export const FILTER_JOB_TYPES: readonly CategoryGroup[] = [
  group('jobTypes', 'household', 'Household Work', 'house', ['household-work', 'cooking', 'cleaning']),
  group('jobTypes', 'delivery', 'Delivery', 'truck', ['delivery-transport']),
  group('jobTypes', 'construction', 'Construction', 'hard-hat', ['construction', 'painting']),
  group('jobTypes', 'retail', 'Retail', 'store', ['shop-assistant']),
  group('jobTypes', 'security', 'Security', 'shield', ['security-guard']),
  group('jobTypes', 'gardening', 'Gardening', 'sprout', ['gardening']),
];

/** US category links on the /cities page, linking to /category/{id}. Keys `usCategories.<id>`. */
export const US_CATEGORIES: readonly CategoryGroup[] = [
  group('usCategories', 'home-services', 'Home Services', 'house', [
    'household-work',
    'cleaning',
    'cooking',
    'gardening',
    'painting',
  ]),
  group('usCategories', 'delivery-gig-work', 'Delivery & Gig Work', 'truck', ['delivery-transport']),
  group('usCategories', 'construction-labor', 'Construction Labor', 'hard-hat', ['construction', 'painting']),
  group('usCategories', 'retail-assistant', 'Retail Assistant', 'store', ['shop-assistant']),
  group('usCategories', 'warehouse-work', 'Warehouse Work', 'warehouse', ['delivery-transport', 'other']),
  group('usCategories', 'customer-service', 'Customer Service', 'headset', ['shop-assistant', 'other']),
];

/**
 * India category links on the /cities page, linking to /category/{id}. The ids are the home-page
 * category ids so both pages land on the same category page. Keys `indiaCategoryLinks.<id>`.
 */
export const INDIA_CATEGORY_LINKS: readonly CategoryGroup[] = HOME_CATEGORIES.map((home) => {
  const labels: Record<string, string> = {
    'household-work': 'Household Work Jobs',
    'delivery-transport': 'Delivery & Transport',
    construction: 'Construction Work',
    'shop-assistant': 'Shop Assistant Roles',
    security: 'Security Jobs',
    'office-work': 'Office Work',
  };
  return group('indiaCategoryLinks', home.id, labels[home.id] ?? home.label, home.icon, home.slugs);
});

function singleCategoryGroup(category: Category): CategoryGroup {
  return {
    id: category.slug,
    label: category.label,
    labelKey: category.labelKey,
    icon: category.icon,
    slugs: [category.slug],
  };
}

/**
 * The group behind a /category/{id} page: a home category id, a US or India category link id, a
 * plain category slug (a group of itself) or, last, a job-type filter id. Case-insensitive.
 */
export function findCategoryGroup(id: string): CategoryGroup | undefined {
  const key = id.trim().toLowerCase();
  if (!key) return undefined;
  const lists: readonly (readonly CategoryGroup[])[] = [
    HOME_CATEGORIES,
    US_CATEGORIES,
    INDIA_CATEGORY_LINKS,
    CATEGORIES.map(singleCategoryGroup),
    FILTER_JOB_TYPES,
  ];
  for (const list of lists) {
    const found = list.find((candidate) => candidate.id === key);
    if (found) return found;
  }
  return undefined;
}

// Work timing (job-list filter, display only)

export const TIMINGS = ['morning', 'evening', 'full-day', 'flexible'] as const;
export type Timing = (typeof TIMINGS)[number];

export const TIMING_LABELS: Readonly<Record<Timing, string>> = {
  morning: 'Morning Shift',
  evening: 'Evening Shift',
  'full-day': 'Full Day',
  flexible: 'Flexible Hours',
};

/** i18n keys `timings.<id>`. */
export const TIMING_LABEL_KEYS: Readonly<Record<Timing, string>> = {
  morning: 'timings.morning',
  evening: 'timings.evening',
  'full-day': 'timings.full-day',
  flexible: 'timings.flexible',
};

export const TIMING_OPTIONS: readonly { value: Timing; label: string; labelKey: string }[] = TIMINGS.map(
  (value) => ({ value, label: TIMING_LABELS[value], labelKey: TIMING_LABEL_KEYS[value] }),
);

export function isTiming(value: string): value is Timing {
  return (TIMINGS as readonly string[]).includes(value);
}

// Urgency (post form)

export const URGENCIES = ['normal', 'urgent', 'immediate'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'normal';

export interface UrgencyOption {
  value: Urgency;
  label: string;
  hint: string;
  /** `urgencies.<value>.label` */
  labelKey: string;
  /** `urgencies.<value>.hint` */
  hintKey: string;
}

function urgencyOption(value: Urgency, label: string, hint: string): UrgencyOption {
  return { value, label, hint, labelKey: `urgencies.${value}.label`, hintKey: `urgencies.${value}.hint` };
}

export const URGENCY_OPTIONS: readonly UrgencyOption[] = [
  urgencyOption('normal', 'Normal', 'Within a week'),
  urgencyOption('urgent', 'Urgent', 'Within 2-3 days'),
  urgencyOption('immediate', 'Immediate', 'Today or tomorrow'),
];

export const URGENCY_LABELS: Readonly<Record<Urgency, string>> = {
  normal: 'Normal',
  urgent: 'Urgent',
  immediate: 'Immediate',
};

export function isUrgency(value: string): value is Urgency {
  return (URGENCIES as readonly string[]).includes(value);
}

/** A job is featured when its urgency is urgent or immediate (spec section 4). */
export function isFeaturedUrgency(urgency: Urgency): boolean {
  return urgency !== 'normal';
}

// Daily salary bands (job-list filter, display only)

export interface PayBand {
  id: string;
  label: string;
  /** Inclusive lower bound, per day. */
  min: number;
  /** Exclusive upper bound, per day; null for the open-ended top band. */
  max: number | null;
}

export const PAY_BANDS: Record<CurrencyCode, readonly PayBand[]> = {
  INR: [
    { id: 'under-500', label: 'Under ₹500/day', min: 0, max: 500 },
    { id: '500-700', label: '₹500-₹700/day', min: 500, max: 700 },
    { id: '700-1000', label: '₹700-₹1000/day', min: 700, max: 1000 },
    { id: 'above-1000', label: 'Above ₹1000/day', min: 1000, max: null },
  ],
  USD: [
    { id: 'under-100', label: 'Under $100/day', min: 0, max: 100 },
    { id: '100-150', label: '$100-$150/day', min: 100, max: 150 },
    { id: '150-200', label: '$150-$200/day', min: 150, max: 200 },
    { id: 'above-200', label: 'Above $200/day', min: 200, max: null },
  ],
};

export function payBand(currency: CurrencyCode, id: string): PayBand | undefined {
  return PAY_BANDS[currency].find((band) => band.id === id);
}

/** The band a daily amount falls in (min inclusive, max exclusive); undefined for negative or non-finite amounts. */
export function payBandForAmount(currency: CurrencyCode, amount: number): PayBand | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  return PAY_BANDS[currency].find((band) => amount >= band.min && (band.max === null || amount < band.max));
}
