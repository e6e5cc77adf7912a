import { describe, expect, it } from 'vitest';
import dynamicIconImports from 'lucide-react/dynamicIconImports';
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  FILTER_JOB_TYPES,
  HOME_CATEGORIES,
  INDIA_CATEGORY_LINKS,
  PAY_BANDS,
  TIMINGS,
  TIMING_LABELS,
  TIMING_LABEL_KEYS,
  TIMING_OPTIONS,
  URGENCIES,
  URGENCY_LABELS,
  URGENCY_OPTIONS,
  US_CATEGORIES,
  categoryLabel,
  findCategoryGroup,
  isCategorySlug,
  isFeaturedUrgency,
  isTiming,
  isUrgency,
  payBand,
  payBandForAmount,
  type CategoryGroup,
  type CategorySlug,
} from './categories';
import { CATEGORY_KEYWORDS } from './category-keywords';

const ALL_GROUPS: readonly CategoryGroup[] = [
  ...HOME_CATEGORIES,
  ...FILTER_JOB_TYPES,
  ...US_CATEGORIES,
  ...INDIA_CATEGORY_LINKS,
];

function slugsOf(id: string): readonly CategorySlug[] | undefined {
  return findCategoryGroup(id)?.slugs;
}

describe('categories', () => {
  it('has the ten post-form categories with exact labels and keys', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(CATEGORIES.map((c) => c.label)).toEqual([
      'Household Work',
      'Delivery & Transport',
      'Construction',
      'Shop Assistant',
      'Security Guard',
      'Cooking',
      'Cleaning',
      'Gardening',
      'Painting',
      'Other',
    ]);
    for (const c of CATEGORIES) {
      expect(c.labelKey).toBe(`categories.${c.slug}`);
      expect(categoryLabel(c.slug)).toBe(c.label);
      expect(CATEGORY_KEYWORDS[c.slug].length).toBeGreaterThan(0);
    }
  });

  it('uses icon names that exist in lucide-react', () => {
    const icons = new Set([...CATEGORIES, ...ALL_GROUPS].map((c) => c.icon));
    const known = new Set(Object.keys(dynamicIconImports));
    for (const icon of icons) expect(known.has(icon), icon).toBe(true);
  });

  it('recognises slugs', () => {
    for (const slug of CATEGORY_SLUGS) expect(isCategorySlug(slug)).toBe(true);
    for (const value of ['', 'security', 'office-work', 'Cooking', 'household']) {
      expect(isCategorySlug(value)).toBe(false);
    }
  });
});

describe('category groups', () => {
  it('map only to valid slugs, without duplicates, with ids, labels and keys', () => {
    for (const g of ALL_GROUPS) {
      expect(g.slugs.length, g.id).toBeGreaterThan(0);
      expect(new Set(g.slugs).size, g.id).toBe(g.slugs.length);
      for (const slug of g.slugs) expect(isCategorySlug(slug), `${g.id} -> ${slug}`).toBe(true);
      expect(g.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(g.label.length).toBeGreaterThan(0);
      expect(g.labelKey.length).toBeGreaterThan(0);
    }
    for (const list of [HOME_CATEGORIES, FILTER_JOB_TYPES, US_CATEGORIES, INDIA_CATEGORY_LINKS]) {
      expect(new Set(list.map((g) => g.id)).size).toBe(list.length);
    }
  });

  it('has the six home categories of the spec', () => {
    expect(HOME_CATEGORIES.map((g) => [g.id, g.label, g.countText])).toEqual([
      ['household-work', 'Household Work', '500+ jobs today'],
      ['delivery-transport', 'Delivery & Transport', '300+ jobs today'],
      ['construction', 'Construction', '200+ jobs today'],
      ['shop-assistant', 'Shop Assistant', '150+ jobs today'],
      ['security', 'Security', '100+ jobs today'],
      ['office-work', 'Office Work', '120+ jobs today'],
    ]);
    expect(HOME_CATEGORIES[0]?.subtitle).toBe('Cleaning, Cooking, Gardening');
    expect(slugsOf('household-work')).toEqual(['household-work', 'cooking', 'cleaning', 'gardening']);
    expect(slugsOf('construction')).toEqual(['construction', 'painting']);
    expect(slugsOf('security')).toEqual(['security-guard']);
    expect(slugsOf('office-work')).toEqual(['other']);
    for (const g of HOME_CATEGORIES) {
      expect(g.subtitle.length).toBeGreaterThan(0);
      expect(g.labelKey).toBe(`homeCategories.${g.id}.title`);
      expect(g.subtitleKey).toBe(`homeCategories.${g.id}.subtitle`);
      expect(g.countTextKey).toBe(`homeCategories.${g.id}.count`);
    }
  });

  it('reaches every category slug from some home category, exactly once', () => {
    const reached = HOME_CATEGORIES.flatMap((g) => g.slugs);
    expect(new Set(reached)).toEqual(new Set(CATEGORY_SLUGS));
    expect(reached).toHaveLength(CATEGORY_SLUGS.length);
  });

  it('also reaches every slug from the India links, and all but security from the US list', () => {
    expect(new Set(INDIA_CATEGORY_LINKS.flatMap((g) => g.slugs))).toEqual(new Set(CATEGORY_SLUGS));
    expect(new Set(US_CATEGORIES.flatMap((g) => g.slugs))).toEqual(
      new Set(CATEGORY_SLUGS.filter((slug) => slug !== 'security-guard')),
    );
  });

  it('has the filter job types of the spec', () => {
    expect(FILTER_JOB_TYPES.map((g) => [g.id, g.label])).toEqual([
      ['household', 'Household Work'],
      ['delivery', 'Delivery'],
      ['construction', 'Construction'],
      ['retail', 'Retail'],
      ['security', 'Security'],
      ['gardening', 'Gardening'],
    ]);
    const byId = new Map(FILTER_JOB_TYPES.map((g) => [g.id, g.slugs]));
    expect(byId.get('delivery')).toEqual(['delivery-transport']);
    expect(byId.get('retail')).toEqual(['shop-assistant']);
    expect(byId.get('security')).toEqual(['security-guard']);
    expect(byId.get('gardening')).toEqual(['gardening']);
    expect(byId.get('household')).toContain('household-work');
  });

  it('has the US categories, sending people where they expect', () => {
    expect(US_CATEGORIES.map((g) => [g.id, g.label])).toEqual([
      ['home-services', 'Home Services'],
      ['delivery-gig-work', 'Delivery & Gig Work'],
      ['construction-labor', 'Construction Labor'],
      ['retail-assistant', 'Retail Assistant'],
      ['warehouse-work', 'Warehouse Work'],
      ['customer-service', 'Customer Service'],
    ]);
    expect(slugsOf('home-services')).toEqual([
      'household-work',
      'cleaning',
      'cooking',
      'gardening',
      'painting',
    ]);
    expect(slugsOf('delivery-gig-work')).toContain('delivery-transport');
    expect(slugsOf('construction-labor')).toContain('construction');
    expect(slugsOf('retail-assistant')).toEqual(['shop-assistant']);
    expect(slugsOf('warehouse-work')).toEqual(['delivery-transport', 'other']);
    expect(slugsOf('customer-service')).toEqual(['shop-assistant', 'other']);
  });

  it('has the India links, sharing ids and slugs with the home categories', () => {
    expect(INDIA_CATEGORY_LINKS.map((g) => g.label)).toEqual([
      'Household Work Jobs',
      'Delivery & Transport',
      'Construction Work',
      'Shop Assistant Roles',
      'Security Jobs',
      'Office Work',
    ]);
    INDIA_CATEGORY_LINKS.forEach((link, i) => {
      expect(link.id).toBe(HOME_CATEGORIES[i]?.id);
      expect(link.slugs).toEqual(HOME_CATEGORIES[i]?.slugs);
    });
  });

  it('finds groups by any linked id, and single categories as groups of themselves', () => {
    for (const g of [...HOME_CATEGORIES, ...US_CATEGORIES, ...INDIA_CATEGORY_LINKS]) {
      expect(findCategoryGroup(g.id)?.slugs).toEqual(g.slugs);
    }
    expect(findCategoryGroup('household-work')).toBe(HOME_CATEGORIES[0]);
    for (const slug of CATEGORY_SLUGS) {
      const found = findCategoryGroup(slug);
      expect(found, slug).toBeDefined();
      expect(found?.slugs).toContain(slug);
    }
    expect(findCategoryGroup('cooking')).toEqual({
      id: 'cooking',
      label: 'Cooking',
      labelKey: 'categories.cooking',
      icon: 'chef-hat',
      slugs: ['cooking'],
    });
    expect(findCategoryGroup('security-guard')?.slugs).toEqual(['security-guard']);
    expect(findCategoryGroup('Home-Services')?.id).toBe('home-services');
    expect(findCategoryGroup('retail')?.slugs).toEqual(['shop-assistant']);
    expect(findCategoryGroup('jobs')).toBeUndefined();
    expect(findCategoryGroup('')).toBeUndefined();
  });
});

describe('timings and urgencies', () => {
  it('labels timings', () => {
    expect(TIMINGS.map((t) => TIMING_LABELS[t])).toEqual([
      'Morning Shift',
      'Evening Shift',
      'Full Day',
      'Flexible Hours',
    ]);
    for (const t of TIMINGS) expect(TIMING_LABEL_KEYS[t]).toBe(`timings.${t}`);
    expect(TIMING_OPTIONS.map((o) => o.value)).toEqual([...TIMINGS]);
    expect(isTiming('full-day')).toBe(true);
    expect(isTiming('night')).toBe(false);
  });

  it('labels urgencies with hints', () => {
    expect(URGENCY_OPTIONS).toEqual([
      {
        value: 'normal',
        label: 'Normal',
        hint: 'Within a week',
        labelKey: 'urgencies.normal.label',
        hintKey: 'urgencies.normal.hint',
      },
      {
        value: 'urgent',
        label: 'Urgent',
        hint: 'Within 2-3 days',
        labelKey: 'urgencies.urgent.label',
        hintKey: 'urgencies.urgent.hint',
      },
      {
        value: 'immediate',
        label: 'Immediate',
        hint: 'Today or tomorrow',
        labelKey: 'urgencies.immediate.label',
        hintKey: 'urgencies.immediate.hint',
      },
    ]);
    expect(URGENCIES.map((u) => URGENCY_LABELS[u])).toEqual(['Normal', 'Urgent', 'Immediate']);
    expect(isUrgency('urgent')).toBe(true);
    expect(isUrgency('later')).toBe(false);
    expect(URGENCIES.filter(isFeaturedUrgency)).toEqual(['urgent', 'immediate']);
  });
});

describe('pay bands', () => {
  it('has the INR bands of the spec', () => {
    expect(PAY_BANDS.INR).toEqual([
      { id: 'under-500', label: 'Under ₹500/day', min: 0, max: 500 },
      { id: '500-700', label: '₹500-₹700/day', min: 500, max: 700 },
      { id: '700-1000', label: '₹700-₹1000/day', min: 700, max: 1000 },
      { id: 'above-1000', label: 'Above ₹1000/day', min: 1000, max: null },
    ]);
    expect(PAY_BANDS.USD.map((b) => [b.id, b.label, b.min, b.max])).toEqual([
      ['under-100', 'Under $100/day', 0, 100],
      ['100-150', '$100-$150/day', 100, 150],
      ['150-200', '$150-$200/day', 150, 200],
      ['above-200', 'Above $200/day', 200, null],
    ]);
  });

  it('tiles the range from 0 without gaps or overlaps', () => {
    for (const bands of Object.values(PAY_BANDS)) {
      expect(bands[0]?.min).toBe(0);
      expect(bands[bands.length - 1]?.max).toBeNull();
      for (let i = 1; i < bands.length; i++) expect(bands[i]?.min).toBe(bands[i - 1]?.max);
    }
  });

  it('looks bands up by id and amount (min inclusive, max exclusive)', () => {
    expect(payBand('INR', '500-700')?.label).toBe('₹500-₹700/day');
    expect(payBand('USD', 'above-200')?.min).toBe(200);
    expect(payBand('USD', '500-700')).toBeUndefined();
    expect(payBandForAmount('INR', 0)?.id).toBe('under-500');
    expect(payBandForAmount('INR', 499)?.id).toBe('under-500');
    expect(payBandForAmount('INR', 500)?.id).toBe('500-700');
    expect(payBandForAmount('INR', 999.5)?.id).toBe('700-1000');
    expect(payBandForAmount('INR', 1000)?.id).toBe('above-1000');
    expect(payBandForAmount('USD', 150)?.id).toBe('150-200');
    expect(payBandForAmount('USD', 1e6)?.id).toBe('above-200');
    expect(payBandForAmount('USD', -1)).toBeUndefined();
    expect(payBandForAmount('USD', Number.NaN)).toBeUndefined();
  });
});
