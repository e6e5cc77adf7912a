import { assistant } from '../../../shared/i18n/en-assistant';
import { addTexts } from '../i18n';

// The `assistant` texts load with the pages that import this module, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('assistant', assistant, import.meta.glob('../../../shared/i18n/*-assistant.ts'));
