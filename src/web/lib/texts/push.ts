import { push } from '../../../shared/i18n/en-push';
import { addTexts } from '../i18n';

// The `push` texts load with the Settings section and the one-time offer, not with the app shell; Hindi's
// twin is its own chunk, downloaded only for Hindi.
addTexts({ push }, async () => ({ push: (await import('../../../shared/i18n/hi-push')).pushHi }));
