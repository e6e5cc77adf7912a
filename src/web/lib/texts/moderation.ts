import { moderation } from '../../../shared/i18n/en-moderation';
import { addTexts } from '../i18n';

// The `moderation` texts load with the pages that import this module, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('moderation', moderation, import.meta.glob('../../../shared/i18n/*-moderation.ts'));
