import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { returnPathOf } from './api';
import { AuthForm } from './auth-form';
import { AuthPageLayout } from './auth-page-layout';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import '../../lib/texts/accounts';

/**
 * /signup: name, email or phone, password ("Creating account..." while busy). The help text offers
 * Job Seeker or Employer, but there is no role field (spec 2): one account does both.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathOf(searchParams.get('returnTo'));
  return (
    <RedirectIfSignedIn>
      <AuthPageLayout title={t('pages.signup.title')} lead={t('auth.signup.lead')}>
        <AuthForm mode="register" variant="page" returnTo={returnTo} />
      </AuthPageLayout>
    </RedirectIfSignedIn>
  );
}
