import { LockKeyhole } from '../../components/icons';
import { info } from '../../../shared/i18n/en-info';
import { useTranslation } from '../../lib/i18n';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      icon={LockKeyhole}
      title={t('pages.privacy.title')}
      kind="privacy"
      sections={info.privacy.sections}
    />
  );
}
