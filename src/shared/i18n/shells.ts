import type { TranslatedLocale } from './index';
import type { Texts } from './translate';

/**
 * Each translation of the app shell's texts (the twin of en.ts), with the names of categories, job types,
 * timings, urgencies and pay bands (which English takes from shared/categories.ts as defaults). Each is a
 * module of its own: the browser downloads only the chosen language's.
 */
export const SHELL_TEXTS: Record<TranslatedLocale, () => Promise<Texts>> = {
  hi: async () => {
    const { hi, hiCategoryLabels } = await import('./hi');
    return { ...hi, ...hiCategoryLabels };
  },
  es: async () => {
    const { es, esCategoryLabels } = await import('./es');
    return { ...es, ...esCategoryLabels };
  },
  ta: async () => {
    const { ta, taCategoryLabels } = await import('./ta');
    return { ...ta, ...taCategoryLabels };
  },
  te: async () => {
    const { te, teCategoryLabels } = await import('./te');
    return { ...te, ...teCategoryLabels };
  },
  mr: async () => {
    const { mr, mrCategoryLabels } = await import('./mr');
    return { ...mr, ...mrCategoryLabels };
  },
  bn: async () => {
    const { bn, bnCategoryLabels } = await import('./bn');
    return { ...bn, ...bnCategoryLabels };
  },
};
