import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { returnPathOf } from './api';
import { AuthForm } from './auth-form';
import { AuthPageLayout } from './auth-page-layout';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

/** Social sign-in failures land on /login?error=<code>; unknown codes get the general message. */
function useSocialError(): string | null {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('error');
  if (!code) return null;
  const known = t(`accounts.errors.${code}`, { defaultValue: '' });
  return known || t('accounts.errors.social_failed');
}

/** /login: the sign-in form with the social buttons ("Signing in..." while busy). */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathOf(searchParams.get('returnTo'));
  const socialError = useSocialError();

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
          <div
            role="alert"
            className="mb-5 flex gap-3 rounded-xl border border-danger/50 bg-danger/10 p-3 text-foreground"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            <div>
              <p className="font-bold">{t('auth.toasts.loginFailed')}</p>
              <p>{socialError}</p>
            </div>
          </div>
        ) : null}
        <AuthForm mode="login" variant="page" returnTo={returnTo} />
      </AuthPageLayout>
    </RedirectIfSignedIn>
  );
}
