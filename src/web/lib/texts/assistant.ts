import { assistant } from '../../../shared/i18n/en-assistant';
import { addTexts } from '../i18n';

// The `assistant` texts load with the pages that import this module, not with the app shell; Hindi's twin
// is its own chunk, downloaded only for Hindi.
addTexts({ assistant }, async () => ({
  assistant: (await import('../../../shared/i18n/hi-assistant')).assistantHi,
}));
