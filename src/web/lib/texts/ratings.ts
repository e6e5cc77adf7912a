import { ratings } from '../../../shared/i18n/en-ratings';
import { addTexts } from '../i18n';

// The `ratings` texts load with the pages that import this module, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('ratings', ratings, import.meta.glob('../../../shared/i18n/*-ratings.ts'));
