import { alerts } from '../../../shared/i18n/en-alerts';
import { addTexts } from '../i18n';

// The `alerts` texts load with the pages that import this module, not with the app shell; Hindi's twin
// is its own chunk, downloaded only for Hindi.
addTexts({ alerts }, async () => ({ alerts: (await import('../../../shared/i18n/hi-alerts')).alertsHi }));
