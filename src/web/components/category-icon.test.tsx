import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  FILTER_JOB_TYPES,
  HOME_CATEGORIES,
  INDIA_CATEGORY_LINKS,
  US_CATEGORIES,
} from '../../shared/categories';
import { CATEGORY_ICONS } from './category-icon';

describe('CategoryIcon', () => {
  it('has an icon for every icon name the category lists use', () => {
    const names = [
      ...CATEGORIES,
      ...HOME_CATEGORIES,
      ...US_CATEGORIES,
      ...INDIA_CATEGORY_LINKS,
      ...FILTER_JOB_TYPES,
    ].map((category) => category.icon);
    const missing = names.filter((name) => !CATEGORY_ICONS[name]);
    expect(missing).toEqual([]);
  });
});
