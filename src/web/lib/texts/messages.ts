import { messages } from '../../../shared/i18n/en-messages';
import { addTexts } from '../i18n';

// The `messages` texts load with the pages that import this module, not with the app shell; Hindi's twin
// is its own chunk, downloaded only for Hindi.
addTexts({ messages }, async () => ({
  messages: (await import('../../../shared/i18n/hi-messages')).messagesHi,
}));
