import type { CategorySlug } from './categories';

/**
 * Search keywords of each single category (words a matching job title or description tends to contain).
 * Only the server's search reads them: they stay out of categories.ts, which every page downloads.
 */
export const CATEGORY_KEYWORDS: Readonly<Record<CategorySlug, readonly string[]>> = {
  'household-work': [
    'household',
    'house help',
    'maid',
    'domestic',
    'housekeeping',
    'nanny',
    'babysitter',
    'caretaker',
  ],
  'delivery-transport': ['delivery', 'driver', 'courier', 'transport', 'rider', 'logistics', 'loading'],
  construction: [
    'construction',
    'labour',
    'labor',
    'mason',
    'helper',
    'carpenter',
    'plumber',
    'electrician',
    'welder',
  ],
  'shop-assistant': ['shop', 'store', 'retail', 'sales', 'cashier', 'billing', 'counter'],
  'security-guard': ['security', 'guard', 'watchman', 'gatekeeper', 'bouncer'],
  cooking: ['cook', 'cooking', 'chef', 'kitchen', 'tiffin'],
  cleaning: ['cleaning', 'cleaner', 'sweeper', 'housekeeping', 'janitor', 'washing'],
  gardening: ['gardening', 'gardener', 'garden', 'mali', 'lawn', 'landscaping'],
  painting: ['painting', 'painter', 'paint', 'polish', 'whitewash'],
  other: ['office', 'data entry', 'receptionist', 'peon', 'clerk', 'assistant', 'general'],
};
