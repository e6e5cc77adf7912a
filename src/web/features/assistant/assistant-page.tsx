import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';

export function AssistantPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.assistant.title')} width="narrow">
      <Link to="/" className={buttonClasses({ variant: 'outline' })}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('pages.assistant.back')}
      </Link>
    </PageShell>
  );
}
