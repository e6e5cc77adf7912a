import { messages } from '../../../shared/i18n/en-messages';
import { addTexts } from '../i18n';

// The `messages` texts load with the pages that import this module, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('messages', messages, import.meta.glob('../../../shared/i18n/*-messages.ts'));
