import { Scale } from '../../components/icons';
import { info } from '../../../shared/i18n/en-info';
import { useTranslation } from '../../lib/i18n';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage icon={Scale} title={t('pages.terms.title')} kind="terms" sections={info.terms.sections} />
  );
}
