import { ArrowRight, MapIcon, MapPin } from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INDIA_CATEGORY_LINKS, US_CATEGORIES, type CategoryGroup } from '../../../shared/categories';
import { POPULAR_CITIES, REGIONS } from '../../../shared/geo';
import { localCityName, localStateName } from '../../../shared/i18n/place-names';
import { buildPath } from '../../../shared/routes';
import { CategoryIcon } from '../../components/category-icon';
import { PageShell } from '../../components/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** Spec: the cities page lists the first 20 of the 60-city list (Indian cities first). */
const CITIES_SHOWN = 20;

function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CategoryLinks({ groups }: { groups: readonly CategoryGroup[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {groups.map((group) => (
        <li key={group.id}>
          <Link
            to={buildPath('category', { categoryName: group.id })}
            className={cn(
              cardClasses,
              'flex min-h-14 items-center gap-3 px-4 font-semibold hover:border-primary',
            )}
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <CategoryIcon name={group.icon} className="size-5" />
            </span>
            <span className="min-w-0 flex-1">{t(group.labelKey, { defaultValue: group.label })}</span>
            <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /cities: "Find Jobs in Your City", category links for India and the USA, and regions. */
export function CitiesPage() {
  const { t } = useTranslation();
  const cities = [...POPULAR_CITIES.IN, ...POPULAR_CITIES.US].slice(0, CITIES_SHOWN);
  return (
    <PageShell title={t('jobs.cities.title')} lead={t('jobs.cities.lead')}>
      <Section id="cities-popular" title={t('jobs.cities.popular')}>
        <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link
                to={buildPath('jobsByCity', { city: city.slug })}
                className={cn(cardClasses, 'flex min-h-16 items-center gap-3 px-4 py-2 hover:border-primary')}
              >
                <MapPin aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="min-w-0">
                  <span className="block truncate font-bold">{localCityName(t, city.slug, city.name)}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {localStateName(t, city.state)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={buildPath('jobsByCity', { city: 'all' })}
          className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
        >
          {t('jobs.cities.allJobs')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Section>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <Section id="cities-india" title={t('jobs.cities.categoriesIndia')}>
          <CategoryLinks groups={INDIA_CATEGORY_LINKS} />
        </Section>
        <Section id="cities-us" title={t('jobs.cities.categoriesUs')}>
          <CategoryLinks groups={US_CATEGORIES} />
        </Section>
      </div>

      <Section id="cities-regions" title={t('jobs.cities.regions')} className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {REGIONS.map((region) => (
            <li key={region.name} className={cn(cardClasses, 'p-4')}>
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <MapIcon aria-hidden="true" className="size-5 text-primary" />
                {localStateName(t, region.name)}
              </h3>
              <ul className="mt-2">
                {region.cities.map((city) => (
                  <li key={city.slug}>
                    <Link
                      to={buildPath('jobsByCity', { city: city.slug })}
                      className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-muted hover:underline"
                    >
                      <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
                      {localCityName(t, city.slug, city.name)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
