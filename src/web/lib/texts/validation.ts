import { validation } from '../../../shared/i18n/en-validation';
import { addTexts } from '../i18n';

// The contracts' check messages (`validation.*`, decision 0032) load with the forms that import this
// module, not with the app shell; Hindi's twin is its own chunk, downloaded only for Hindi.
addTexts({ validation }, async () => ({
  validation: (await import('../../../shared/i18n/hi-validation')).validationHi,
}));
