import { hi, hiCategoryLabels } from './hi';

/**
 * The Hindi catalogue of the app shell, with the category names (which English takes from
 * shared/categories.ts as defaults). Its own module: the browser downloads it only for Hindi.
 */
export const hindiTranslation = { ...hi, ...hiCategoryLabels };
