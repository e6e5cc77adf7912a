import { ArrowRight } from '../../components/icons';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { JobCard, OFFSCREEN_CARD } from '../../components/job-card/job-card';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/home';
import { TODAY_JOBS_LIMIT, useTodayJobs } from './api';

/** "Jobs Posted Today": the four newest jobs; if they cannot be loaded, only the link to all jobs remains. */
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
            <li key={index} className={cn(cardClasses, 'h-96 animate-pulse bg-muted')} />
          ))}
        </ul>
      ) : !isError && jobs.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {jobs.map((job) => (
            <li key={job.id} className={OFFSCREEN_CARD}>
              <JobCard job={job} />
            </li>
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
