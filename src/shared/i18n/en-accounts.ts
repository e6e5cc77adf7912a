/**
 * Accounts texts (issue #3): the server's answers and emails. Spec texts are verbatim
 * (../shared/spec/product-spec.md sections 5 and 8); the rest follow the issue. Format: shared/i18n/translate.ts.
 */
export const accounts = {
  /** Success messages the API returns (the web shows them under the spec's toast titles). */
  messages: {
    signUpEmail: 'Account created successfully! Please check your email to verify your account.',
    signUpPhone: 'We sent a 6-digit code by SMS to {{phone}}. Enter it to finish creating your account.',
    phoneCodeSent: 'We sent a 6-digit code by SMS to {{phone}}. It is valid for 15 minutes.',
    signedIn: 'Login successful!',
    emailVerified: 'Your account has been verified successfully.',
    codeResent: 'A new verification code has been sent to your email.',
    resetRequested:
      'If an account matches, we have sent a 6-digit code to its email address. It is valid for 60 minutes. Signed up with a phone number and never added an email address to your profile? Contact support at {{supportEmail}} and we will help you get back in.',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
    signedOut: 'You have been signed out on all your devices.',
    profileUpdated: 'Profile updated successfully!',
    emailChangePending: 'We sent a 6-digit code to {{email}}. Enter it to confirm your new email address.',
    emailChanged: 'Your email address has been changed.',
    passwordChanged: 'Your password has been changed.',
    passwordSet: 'Your password has been set. You can now also sign in with it.',
    preferencesSaved: 'Your preferences have been saved.',
    deleteCodeSent: 'We sent a 6-digit code to your email address. It is valid for 60 minutes.',
    accountDeleted: 'Your account has been deleted.',
  },
  /** Error messages by API error code (`error.code`). */
  errors: {
    fill_all_fields: 'Please fill all fields',
    password_rule: 'Password must be {{min}} to {{max}} characters long',
    invalid_identifier: 'Please enter a valid email or phone number',
    invalid_email: 'Please enter a valid email address',
    invalid_phone: 'Please enter a valid phone number',
    login_failed: 'Invalid email/phone or password',
    account_suspended: 'This account has been suspended for breaking our rules.',
    email_not_verified:
      'Please verify your email address first. Enter the 6-digit code we sent to {{email}}.',
    invalid_code: 'Invalid or expired code',
    code_format: 'Please enter a 6-digit verification code',
    email_required: 'Please enter your email address',
    unauthorized: 'No user logged in',
    email_taken: 'This email address is already used by another account.',
    phone_taken: 'This phone number is already used by another account.',
    password_required: 'Please enter your current password to make this change.',
    wrong_password: 'Your current password is incorrect.',
    no_email: 'Add an email address to your profile first: the code is sent there.',
    provider_not_configured: '{{provider}} sign-in is not configured',
    phone_not_verified:
      'Please confirm your phone number first. Enter the 6-digit code we sent by SMS to {{phone}}.',
    phone_banned:
      'This phone number was used by an account that was banned for breaking our rules. It cannot be verified again.',
    sms_failed: 'We could not send the SMS just now. Please try again in a few minutes.',
    rate_limited: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
    /** Social sign-in failures (`/login?error=<code>`). */
    account_not_linked:
      'An account with this email already exists. Sign in with your password, then try again; we link accounts only when the provider confirms the email.',
    social_failed: 'Sign-in with the provider did not complete. Please try again.',
  },
};
