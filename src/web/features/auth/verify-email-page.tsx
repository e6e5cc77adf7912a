import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.verifyEmail.title')} width="narrow" />;
}
