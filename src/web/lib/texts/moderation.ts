import { moderation } from '../../../shared/i18n/en-moderation';
import { addTexts } from '../i18n';

// The `moderation` texts load with the pages that import this module, not with the app shell; Hindi's twin
// is its own chunk, downloaded only for Hindi.
addTexts({ moderation }, async () => ({
  moderation: (await import('../../../shared/i18n/hi-moderation')).moderationHi,
}));
