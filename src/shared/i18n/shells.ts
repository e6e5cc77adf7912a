import type { TranslatedLocale } from './index';
import type { Texts } from './translate';

/**
 * Each translation of the app shell's texts (the twin of en.ts), with the names of categories, job types,
 * timings, urgencies and pay bands (which English takes from shared/categories.ts as defaults). Each is a
 * module of its own: the browser downloads only the chosen language's.
 */
export const SHELL_TEXTS: Record<TranslatedLocale, () => Promise<Texts>> = {
  hi: async () => {
    const { hi, hiCategoryLabels, placesHi } = await import('./hi');
    return { ...hi, ...hiCategoryLabels, places: placesHi };
  },
  es: async () => {
    const { es, esCategoryLabels } = await import('./es');
    return { ...es, ...esCategoryLabels };
  },
  ta: async () => {
    const { ta, taCategoryLabels, placesTa } = await import('./ta');
    return { ...ta, ...taCategoryLabels, places: placesTa };
  },
  te: async () => {
    const { te, teCategoryLabels, placesTe } = await import('./te');
    return { ...te, ...teCategoryLabels, places: placesTe };
  },
  mr: async () => {
    const { mr, mrCategoryLabels, placesMr } = await import('./mr');
    return { ...mr, ...mrCategoryLabels, places: placesMr };
  },
  bn: async () => {
    const { bn, bnCategoryLabels, placesBn } = await import('./bn');
    return { ...bn, ...bnCategoryLabels, places: placesBn };
  },
};
