import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { isCategorySlug, categoryLabel } from '../../../shared/categories';
import { buildPath, jobPath } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { formatDate, formatMoney } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { TODAY_JOBS_LIMIT, useTodayJobs, type TodayJob } from './api';

function JobCard({ job }: { job: TodayJob }) {
  const { t } = useTranslation();
  const { currency: visitorCurrency, locale } = useCountry();
  const category = job.category && isCategorySlug(job.category) ? job.category : null;
  return (
    <li className={cn(cardClasses, 'relative flex flex-col p-4 transition-shadow hover:shadow-md')}>
      <div className="flex items-start justify-between gap-2">
        {category ? (
          <Badge tone="neutral">
            {t(`categories.${category}`, { defaultValue: categoryLabel(category) })}
          </Badge>
        ) : (
          <span />
        )}
        {job.featured ? <Badge tone="danger">{t('home.today.urgent')}</Badge> : null}
      </div>
      <h3 className="mt-3 text-lg leading-snug font-bold">
        <Link to={jobPath(job.id)} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
          {job.title}
        </Link>
      </h3>
      {job.dailySalary !== null ? (
        <p className="mt-1 text-xl font-extrabold text-primary">
          {t('home.today.perDay', { amount: formatMoney(job.dailySalary, job.currency ?? visitorCurrency) })}
        </p>
      ) : null}
      {job.location ? (
        <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{job.location}</span>
        </p>
      ) : null}
      {job.createdAt ? (
        <p className="mt-auto pt-3 text-sm text-muted-foreground">
          {t('home.today.posted', { date: formatDate(job.createdAt, locale) })}
        </p>
      ) : null}
    </li>
  );
}

/** "Jobs Posted Today": four newest jobs; if they cannot be loaded, only the link to all jobs remains. */
export function JobsToday() {
  const { t } = useTranslation();
  const { country } = useCountry();
  const { data: jobs, isPending, isError } = useTodayJobs(country);
  return (
    <section aria-labelledby="jobs-today-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="jobs-today-heading" className="text-2xl font-bold sm:text-3xl">
            {t('home.today.heading')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('home.today.lead')}</p>
        </div>
      </div>
      {isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('home.today.loading')}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {Array.from({ length: TODAY_JOBS_LIMIT }, (_, index) => (
            <li key={index} className={cn(cardClasses, 'h-40 animate-pulse bg-muted')} />
          ))}
        </ul>
      ) : !isError && jobs.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      ) : null}
      <div className="mt-6">
        <Link
          to={buildPath('jobsByCity', { city: 'all' })}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {t('home.today.viewAll')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
