import { validation } from '../../../shared/i18n/en-validation';
import { addTexts } from '../i18n';

// The contracts' check messages (`validation.*`, decision 0032) load with the forms that import this
// module, not with the app shell; each translation is its own chunk, downloaded only for its language.
addTexts('validation', validation, import.meta.glob('../../../shared/i18n/*-validation.ts'));
