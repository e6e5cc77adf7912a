import { home } from '../../../shared/i18n/en-home';
import { addTexts } from '../i18n';

// The `home` texts load with the home page, not with the app shell; each translation (`hi-…`,
// `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('home', home, import.meta.glob(['../../../shared/i18n/*-home.ts', '!**/en-home.ts']));
