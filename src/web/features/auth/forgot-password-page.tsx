import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.forgotPassword.title')} width="narrow" />;
}
