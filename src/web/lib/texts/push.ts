import { push } from '../../../shared/i18n/en-push';
import { addTexts } from '../i18n';

// The `push` texts load with the Settings section and the one-time offer, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('push', push, import.meta.glob('../../../shared/i18n/*-push.ts'));
