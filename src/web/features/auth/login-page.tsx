import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useTranslation } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { returnPathOf } from './api';
import { AuthForm } from './auth-form';
import { AuthPageLayout } from './auth-page-layout';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import '../../lib/texts/accounts';

/** Social sign-in failures land on /login?error=<code>; unknown codes get the general message. */
function useSocialError(): string | null {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('error');
  if (!code) return null;
  const known = t(`accounts.errors.${code}`, { defaultValue: '' });
  return known || t('accounts.errors.social_failed');
}

/**
 * /login: the sign-in form with the social buttons ("Signing in..." while busy). `?reset=1`: the
 * password was just reset by a form sent without JavaScript (the script says so in a toast).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathOf(searchParams.get('returnTo'));
  const socialError = useSocialError();
  const passwordReset = searchParams.get('reset') === '1';

  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!socialError || toasted.current === socialError) return;
    toasted.current = socialError;
    toastError(t('auth.toasts.loginFailed'), socialError);
  }, [socialError, t]);

  return (
    <RedirectIfSignedIn>
      <AuthPageLayout title={t('pages.login.title')} lead={t('auth.login.lead')}>
        {socialError ? (
          <FormAlert title={t('auth.toasts.loginFailed')} className="mb-5">
            {socialError}
          </FormAlert>
        ) : null}
        {passwordReset ? (
          <FormAlert tone="success" title={t('auth.forgot.done')} className="mb-5">
            {t('accounts.messages.passwordReset')}
          </FormAlert>
        ) : null}
        <AuthForm mode="login" variant="page" returnTo={returnTo} />
      </AuthPageLayout>
    </RedirectIfSignedIn>
  );
}
