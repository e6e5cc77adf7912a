import {
  Clock,
  PlusCircle,
  Search,
  ShieldCheck,
  TrendingUp,
  UserCheck,
  type IconComponent,
} from '../../components/icons';
import { Link } from 'react-router';
import { HOME_CATEGORIES } from '../../../shared/categories';
import { HOME_STATISTICS } from '../../../shared/content/marketing';
import { buildPath } from '../../../shared/routes';
import { CategoryIcon } from '../../components/category-icon';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { getConfig } from '../../lib/config';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/home';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { JobsToday } from './jobs-today';

/** The figures come from the one content module an operator edits; the words from the catalogue. */
const STATS: {
  key: 'jobsToday' | 'hired' | 'fillTime' | 'employers';
  icon: IconComponent;
  value: string | number;
}[] = [
  { key: 'jobsToday', icon: TrendingUp, value: HOME_STATISTICS.jobsPostedToday },
  { key: 'hired', icon: UserCheck, value: HOME_STATISTICS.peopleGotJobs },
  { key: 'fillTime', icon: Clock, value: HOME_STATISTICS.averageFillTimeHours },
  { key: 'employers', icon: ShieldCheck, value: HOME_STATISTICS.verifiedEmployers },
];

function Stats() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-stats" className="mx-auto max-w-7xl px-4">
      <h2 id="home-stats" className="sr-only">
        {t('home.stats.heading', { siteName: getConfig().brand.siteName })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ key, icon: Icon, value }) => (
          <div key={key} className={cn(cardClasses, 'flex flex-col gap-1 p-3 min-[400px]:p-4 sm:p-5')}>
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <dt className="order-2 text-sm text-muted-foreground sm:text-base">
              {t(`home.stats.${key}.label`)}
            </dt>
            <dd className="order-1 mt-1 text-lg leading-tight font-extrabold text-balance min-[400px]:text-[1.375rem] sm:text-3xl">
              {t(`home.stats.${key}.value`, { value })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Categories() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="home-categories" className="text-2xl font-bold sm:text-3xl">
        {t('home.categories.heading')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('home.categories.lead')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {HOME_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={buildPath('category', { categoryName: category.id })}
              className={cn(
                cardClasses,
                'flex h-full flex-col gap-3 p-3 transition-colors hover:border-primary min-[400px]:p-4 sm:flex-row sm:items-center sm:p-5',
              )}
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:size-14">
                <CategoryIcon name={category.icon} className="size-6 sm:size-7" />
              </span>
              <span className="min-w-0">
                <span className="block text-base font-bold sm:text-lg">
                  {t(category.labelKey, { defaultValue: category.label })}
                </span>
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {t(category.subtitleKey, { defaultValue: category.subtitle })}
                </span>
                <span className="mt-1 block text-sm font-semibold text-primary">
                  {t(category.countTextKey, { defaultValue: category.countText })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClosingCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-cta" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="rounded-3xl bg-stone-900 px-6 py-10 text-center text-white sm:px-10 dark:bg-accent dark:text-accent-foreground">
        <h2 id="home-cta" className="text-2xl font-bold sm:text-3xl">
          {t('home.cta.heading')}
        </h2>
        <p className="mt-2 text-lg opacity-90">{t('home.cta.body')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={buildPath('jobsByCity', { city: 'all' })}
            className={buttonClasses({ size: 'lg', className: 'dark:bg-primary' })}
          >
            <Search aria-hidden="true" className="size-5" />
            {t('home.cta.findWork')}
          </Link>
          <Link to={buildPath('post')} className={buttonClasses({ variant: 'outlineOnDark', size: 'lg' })}>
            <PlusCircle aria-hidden="true" className="size-5" />
            {t('home.cta.postJob')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.documentTitle', { siteName: getConfig().brand.siteName }), { full: true });
  return (
    <>
      <HomeHero />
      <Stats />
      <Categories />
      <JobsToday />
      <HowItWorks />
      <ClosingCallToAction />
    </>
  );
}
