import { useParams, useSearchParams } from 'react-router';
import { localCityName } from '../../../shared/i18n/place-names';
import { buildPath } from '../../../shared/routes';
import { titleCaseSlug } from '../../../shared/text/slug';
import { useTranslation } from '../../lib/i18n';
import { JobsListing, type Crumb } from './jobs-listing';
import { builtInCity } from './page-data';

/** /jobs/all and /jobs/{city}: "all" means every city; ?search= narrows by words, ?city= by place. */
export function JobsByCityPage() {
  const { t } = useTranslation();
  const { city = 'all' } = useParams();
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const isAll = city.toLowerCase() === 'all';
  const cityParam = isAll ? (searchParams.get('city')?.trim() ?? '') : '';
  const known = builtInCity(isAll ? cityParam : city);
  const cityName = known ? localCityName(t, known.slug, known.name) : isAll ? cityParam : titleCaseSlug(city);

  const title = search
    ? t('jobs.list.searchResults', { text: search })
    : cityName
      ? t('jobs.list.inCity', { city: cityName })
      : t('jobs.list.all');

  const breadcrumb: Crumb[] | undefined = isAll
    ? undefined
    : [
        { label: t('jobs.list.home'), to: '/' },
        { label: t('jobs.list.all'), to: buildPath('jobsByCity', { city: 'all' }) },
        { label: cityName },
      ];

  return (
    <JobsListing
      key={isAll ? 'all' : city}
      title={title}
      breadcrumb={breadcrumb}
      citySlug={isAll ? undefined : city}
    />
  );
}
