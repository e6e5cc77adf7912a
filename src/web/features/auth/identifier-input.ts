import { EMAIL_OR_PHONE_MAX } from '../../../shared/limits';
import type { Translate } from '../../lib/api';
import '../../lib/texts/accounts';

/**
 * The "Email or Phone" input of the sign-in, sign-up and forgot-password forms: its label and example,
 * offered the saved username, never capitalised, corrected or spell-checked, as long as the contract allows.
 */
export function identifierInputProps(t: Translate) {
  return {
    label: t('auth.fields.emailOrPhone'),
    placeholder: t('auth.fields.emailOrPhonePlaceholder'),
    autoComplete: 'username',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
    maxLength: EMAIL_OR_PHONE_MAX,
  } as const;
}
