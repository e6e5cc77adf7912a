import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PageShell } from '../../components/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';

export function JobPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.job.title')}>
      <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses({ variant: 'outline' })}>
        {t('pages.job.backToJobs')}
      </Link>
    </PageShell>
  );
}
