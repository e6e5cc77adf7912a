/**
 * Texts only the server sends: text messages and emails (accounts, moderation). Kept out of the app
 * shell's catalogue, which every first page load downloads; the server merges them in under the same keys
 * (`accounts.sms.*`, `accounts.emails.*`, `safety.emails.*`).
 */
export const server = {
  accounts: {
    sms: {
      code: '{{code}} is your {{siteName}} code. It is valid for {{minutes}} minutes. Do not share it with anyone.',
      existingAccount:
        'Someone tried to sign up to {{siteName}} with your number. You already have an account. If it was you, sign in: {{signInUrl}}',
    },
    emails: {
      verificationCode: {
        subject: 'Your {{siteName}} verification code: {{code}}',
        body: 'Hello {{name}},\n\nWelcome to {{siteName}}! Your verification code is:\n\n{{code}}\n\nEnter it on the verification page to activate your account: {{verifyUrl}}\nThe code is valid for 60 minutes and can be used once.\n\nIf you did not create an account on {{siteName}}, you can ignore this email.',
      },
      existingAccount: {
        subject: 'Someone tried to sign up to {{siteName}} with your email',
        body: 'Hello {{name}},\n\nSomeone, perhaps you, tried to create a new {{siteName}} account with this email address. You already have an account, so nothing was changed.\n\nSign in: {{signInUrl}}\nForgot your password? Reset it here: {{resetUrl}}\n\nIf this was not you, you can ignore this email.',
      },
      welcome: {
        subject: 'Welcome to {{siteName}}!',
        body: 'Hello {{name}},\n\nYour email address is verified and your {{siteName}} account is ready.\n\nFind daily work near you, or post a job for free: {{siteUrl}}\n\nNeed help? Write to {{supportEmail}}.',
      },
      resetCode: {
        subject: 'Your {{siteName}} password reset code: {{code}}',
        body: 'Hello {{name}},\n\nWe received a request to reset the password of your {{siteName}} account. Your code is:\n\n{{code}}\n\nEnter it with your new password here: {{resetUrl}}\nThe code is valid for 60 minutes and can be used once. Resetting signs you out on every device.\n\nIf you did not ask for this, you can ignore this email: your password stays the same.',
      },
      changeEmailCode: {
        subject: 'Confirm your new {{siteName}} email address: {{code}}',
        body: 'Hello {{name}},\n\nTo use this address for your {{siteName}} account, enter this code in your profile:\n\n{{code}}\n\nThe code is valid for 60 minutes and can be used once.\n\nIf you did not ask for this, you can ignore this email.',
      },
      emailInUse: {
        subject: 'Someone tried to add your email to another {{siteName}} account',
        body: 'Hello {{name}},\n\nSomeone, perhaps you, tried to add this email address to another {{siteName}} account. It stays with your account, and nothing was changed.\n\nIf this was not you, you can ignore this email.',
      },
      deleteCode: {
        subject: 'Your {{siteName}} account deletion code: {{code}}',
        body: 'Hello {{name}},\n\nYou asked to delete your {{siteName}} account. Enter this code in Settings to confirm:\n\n{{code}}\n\nDeleting is immediate and cannot be undone: your profile is removed and your jobs are closed. The code is valid for 60 minutes and can be used once.\n\nIf you did not ask for this, change your password: someone may be using your account.',
      },
    },
  },
  safety: {
    emails: {
      jobRemoved: {
        subject: 'Your job "{{jobTitle}}" was removed',
        body: 'Hello {{name}},\n\nOur moderators removed your job "{{jobTitle}}" from {{siteName}} because it broke our rules. Workers can no longer see it.\n\nJobs may not ask workers for money (fees, deposits, uniforms, training), ask for OTPs or bank details, or move the chat to other apps. Read the rules: {{safetyUrl}}\n\nIf you think this is a mistake, write to us: {{contactUrl}}',
      },
    },
  },
};
