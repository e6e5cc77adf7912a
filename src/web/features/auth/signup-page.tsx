import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <RedirectIfSignedIn>
      <PageShell title={t('pages.signup.title')} width="narrow" />
    </RedirectIfSignedIn>
  );
}
