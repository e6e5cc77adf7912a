import { info } from '../../../shared/i18n/en-info';
import { addTexts } from '../i18n';

// The `info` texts load with the pages that import this module, not with the app shell; Hindi's twin
// is its own chunk, downloaded only for Hindi.
addTexts({ info }, async () => ({ info: (await import('../../../shared/i18n/hi-info')).infoHi }));
