import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';

export function SettingsPage() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.settings.title')} width="narrow" />;
}
