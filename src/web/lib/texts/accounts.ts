import { accounts } from '../../../shared/i18n/en-accounts';
import { auth } from '../../../shared/i18n/en-auth';
import { addTexts } from '../i18n';

// The account screens' texts (`auth`: sign in, sign up, verify, profile, settings; `accounts`: the
// accounts API's messages and error codes) load with the screens and forms that import this module,
// not with the app shell (issue #22); each translation is its own chunk, downloaded only for its language.
addTexts('auth', auth, import.meta.glob(['../../../shared/i18n/*-auth.ts', '!**/en-auth.ts']));
addTexts(
  'accounts',
  accounts,
  import.meta.glob(['../../../shared/i18n/*-accounts.ts', '!**/en-accounts.ts']),
);
