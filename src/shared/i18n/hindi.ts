import { hi, hiCategoryLabels } from './hi';
import { hiJobFieldErrors } from './hi-jobs';

/**
 * The Hindi catalogue of the app shell, with the category names and the job form's field messages (which
 * English takes from shared/categories.ts and the job contract as defaults). Its own module: the browser downloads it only for Hindi.
 */
export const hindiTranslation = { ...hi, ...hiCategoryLabels, ...hiJobFieldErrors };
