import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, IndianRupee, DollarSign } from '../../components/icons';
import { Link, useParams } from 'react-router';
import { findCategoryGroup, HOME_CATEGORIES } from '../../../shared/categories';
import { localCityName } from '../../../shared/i18n/place-names';
import { buildPath } from '../../../shared/routes';
import { titleCaseSlug } from '../../../shared/text/slug';
import { CategoryIcon } from '../../components/category-icon';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { formatMoney, formatNumber, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { jobListPeekQueryOptions } from './api';
import { UnknownCategory } from './category-page';
import { JobsListing } from './jobs-listing';
import { builtInCity, cityCategoryPeekParams } from './page-data';

/** The spec's related-category links on a city and category page. */
const RELATED_IDS = ['household-work', 'delivery-transport', 'construction', 'shop-assistant'];

/** Real figures for the city and category: how many jobs, and the lowest and highest daily pay. */
function CityCategoryStats({ city, category }: { city: string; category: string }) {
  const { t, i18n } = useTranslation();
  const { country: visitorCountry } = useCountry();
  const locale = useIntlLocale();
  const peeks = cityCategoryPeekParams(city, category, visitorCountry);
  const { country } = peeks.lowest;
  const lowest = useQuery(jobListPeekQueryOptions(peeks.lowest));
  const highest = useQuery(jobListPeekQueryOptions(peeks.highest));
  const low = lowest.data?.jobs.find((job) => !job.nearby);
  const high = highest.data?.jobs.find((job) => !job.nearby);
  const total = lowest.data?.total;
  const capped = lowest.data?.totalIsCapped ?? false;
  const PayIcon = country === 'US' ? DollarSign : IndianRupee;

  const tiles = [
    {
      key: 'count',
      icon: BriefcaseBusiness,
      label: t('jobs.cityCategory.activeJobs'),
      value:
        total === undefined
          ? '…'
          : capped
            ? t('jobs.list.capped', { n: formatNumber(total, locale) })
            : formatNumber(total, locale),
    },
    {
      key: 'pay',
      icon: PayIcon,
      label: t('jobs.cityCategory.dailyPay'),
      value: lowest.isPending
        ? '…'
        : low && high
          ? low.dailySalary === high.dailySalary
            ? formatMoney(low.dailySalary, low.currency, i18n.language)
            : t('jobs.cityCategory.payRange', {
                min: formatMoney(low.dailySalary, low.currency, i18n.language),
                max: formatMoney(high.dailySalary, high.currency, i18n.language),
              })
          : t('jobs.cityCategory.noPay'),
    },
  ];

  return (
    <dl className="mt-5 grid max-w-xl grid-cols-2 gap-3">
      {tiles.map(({ key, icon: Icon, label, value }) => (
        <div key={key} className={cn(cardClasses, 'flex flex-col gap-1 p-4')}>
          <Icon aria-hidden="true" className="size-6 text-primary" />
          <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
          <dd className="order-1 text-xl font-extrabold whitespace-nowrap sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /jobs/{city}/{category}: the city's jobs of one category group, with real counts and related links. */
export function JobsByCityAndCategoryPage() {
  const { t } = useTranslation();
  const { city = '', category = '' } = useParams();
  const group = findCategoryGroup(category);
  const known = builtInCity(city);
  const cityName = known ? localCityName(t, known.slug, known.name) : titleCaseSlug(city);
  const cityPath = buildPath('jobsByCity', { city: known?.slug ?? city });
  if (!group) {
    return (
      <UnknownCategory
        name={titleCaseSlug(category)}
        cityPath={(id) => buildPath('jobsByCityAndCategory', { city, category: id })}
      />
    );
  }
  const label = t(group.labelKey, { defaultValue: group.label });
  const related = HOME_CATEGORIES.filter((item) => RELATED_IDS.includes(item.id) && item.id !== group.id);

  return (
    <JobsListing
      key={`${city}/${group.id}`}
      title={t('jobs.cityCategory.title', { category: label, city: cityName })}
      icon={group.icon}
      breadcrumb={[
        { label: t('jobs.list.home'), to: '/' },
        { label: t('jobs.list.inCity', { city: cityName }), to: cityPath },
        { label },
      ]}
      citySlug={city}
      category={group.id}
      header={<CityCategoryStats city={city} category={group.id} />}
      footer={
        <nav aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="text-xl font-bold">
            {t('jobs.cityCategory.related')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((item) => (
              <li key={item.id}>
                <Link
                  to={buildPath('jobsByCityAndCategory', { city, category: item.id })}
                  className={buttonClasses({ variant: 'outline' })}
                >
                  <CategoryIcon name={item.icon} className="size-5 text-primary" />
                  {t('jobs.cityCategory.relatedLink', {
                    category: t(item.labelKey, { defaultValue: item.label }),
                    city: cityName,
                  })}
                </Link>
              </li>
            ))}
            <li>
              <Link to={cityPath} className={buttonClasses({ variant: 'ghost' })}>
                {t('jobs.cityCategory.allInCity', { city: cityName })}
              </Link>
            </li>
          </ul>
        </nav>
      }
    />
  );
}
