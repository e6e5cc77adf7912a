import { Link, useParams, useSearchParams } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { titleCaseSlug } from '../../../shared/text/slug';
import { PageShell } from '../../components/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';

/** /jobs/all and /jobs/{city}: "all" means every city; ?search= narrows by words. */
export function JobsByCityPage() {
  const { t } = useTranslation();
  const { city = 'all' } = useParams();
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const cityName = city === 'all' ? '' : titleCaseSlug(city);
  const title = search
    ? t('pages.jobs.searchResults', { text: search })
    : cityName
      ? t('pages.jobs.inCity', { city: cityName })
      : t('pages.jobs.all');
  return (
    <PageShell title={title} lead={t('pages.jobs.lead')}>
      <Link to={buildPath('post')} className={buttonClasses({ variant: 'outline' })}>
        {t('pages.jobs.postJob')}
      </Link>
    </PageShell>
  );
}
