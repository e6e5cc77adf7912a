import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <RedirectIfSignedIn>
      <PageShell title={t('pages.login.title')} width="narrow" />
    </RedirectIfSignedIn>
  );
}
