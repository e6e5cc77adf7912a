import { ratings } from '../../../shared/i18n/en-ratings';
import { addTexts } from '../i18n';

// The `ratings` texts load with the pages that import this module, not with the app shell; Hindi's twin
// is its own chunk, downloaded only for Hindi.
addTexts({ ratings }, async () => ({ ratings: (await import('../../../shared/i18n/hi-ratings')).ratingsHi }));
