import { ta, taCategoryLabels } from './ta';

/**
 * The Tamil catalogue of the app shell, with the category names (twin of hindi.ts). Its own module: the
 * browser downloads it only for Tamil.
 */
export const tamilTranslation = { ...ta, ...taCategoryLabels };
