import type { HeadResolver, PageHead } from '../../plugins/html';
import type { Job } from '../../../shared/api/jobs';
import { COUNTRIES, findCity } from '../../../shared/geo';
import { localCityLabel, localCityName, localLocationLabel } from '../../../shared/i18n/place-names';
import { buildPath, jobPath } from '../../../shared/routes';
import { isCalendarDate } from '../../../shared/shifts';
import { titleCaseSlug } from '../../../shared/text/slug';
import { AppError } from '../../errors';
import { t as english, type Translate } from '../../i18n';
import { parseId } from '../../../shared/ids';
import type { Env } from '../../env';
import type { JobsService } from './jobs.service';

const DESCRIPTION_MAX = 160;

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** schema.org JobPosting for a live job (Google's job search reads it), its words in `t`'s language. */
export function jobPostingJsonLd(
  job: Job,
  options: { publicUrl: string; siteName: string; posterName: string | null },
  t: Translate = english,
): Record<string, unknown> {
  const organization = !job.isDemo && options.posterName ? options.posterName : options.siteName;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    validThrough: job.expiresAt,
    employmentType: ['TEMPORARY', 'PER_DIEM'],
    url: options.publicUrl + jobPath(job.id),
    identifier: { '@type': 'PropertyValue', name: options.siteName, value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: organization,
      ...(organization === options.siteName ? { sameAs: options.publicUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.state,
        addressCountry: job.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.currency,
      value: { '@type': 'QuantitativeValue', value: job.dailySalary, unitText: 'DAY' },
    },
    ...shiftFacts(job, t),
  };
}

/** The shift details JobPosting has words for (issue #12): start date, places, hours, perks. */
function shiftFacts(job: Job, t: Translate): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  if (job.workDate && isCalendarDate(job.workDate)) facts.jobStartDate = job.workDate;
  if (job.workersNeeded > 1) facts.totalJobOpenings = job.workersNeeded;
  const hours = [
    job.startTime ? t('heads.job.startTime', { time: job.startTime }) : null,
    job.hoursPerDay ? t('heads.job.hoursPerDay', { hours: job.hoursPerDay }) : null,
    job.days ? t('heads.job.days', { count: job.days }) : null,
  ].filter(Boolean);
  if (hours.length > 0) facts.workHours = hours.join(', ');
  const benefits = [
    job.mealsProvided ? t('heads.job.meals') : null,
    job.travelPaid ? t('heads.job.travel') : null,
  ].filter(Boolean);
  if (benefits.length > 0) facts.jobBenefits = benefits.join(', ');
  return facts;
}

/**
 * Page heads for crawlers: a job page (JobPosting, 404 missing, 410 closed or expired: the page is
 * still served) and a city listing ("Jobs in Mumbai").
 */
export function jobPageHeads(
  service: JobsService,
  env: Pick<Env, 'PUBLIC_URL' | 'brand'>,
): { job: HeadResolver; jobsByCity: HeadResolver } {
  const { PUBLIC_URL: publicUrl, brand } = env;
  const siteName = brand.siteName;

  const job: HeadResolver = async (match, _request, t): Promise<PageHead> => {
    const missing: PageHead = {
      status: 404,
      title: t('heads.job.notFound', { siteName }),
      robots: 'noindex',
    };
    const id = parseId(match.params.id);
    if (id === undefined) return missing;
    let found: Awaited<ReturnType<typeof service.get>>;
    try {
      found = await service.get(id, null);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return missing;
      throw error;
    }
    const { job: item, posterName } = found;
    const place = localLocationLabel(t, { ...item, location: `${item.city}, ${item.state}` });
    if (item.status !== 'active') {
      return {
        status: 410,
        title: t('heads.job.closedTitle', { title: item.title, siteName }),
        description: t('heads.job.closedDescription', { place, siteName }),
        canonicalPath: jobPath(item.id),
        robots: 'noindex',
      };
    }
    const symbol = COUNTRIES[item.country].symbol;
    return {
      title: t('heads.job.title', {
        title: item.title,
        city: localCityName(t, item.citySlug, item.city),
        siteName,
      }),
      description: shorten(
        t('heads.job.description', {
          pay: `${symbol}${item.dailySalary}`,
          place,
          description: item.description,
        }),
      ),
      canonicalPath: jobPath(item.id),
      jsonLd: [jobPostingJsonLd(item, { publicUrl, siteName, posterName }, t)],
    };
  };

  const jobsByCity: HeadResolver = (match, _request, t): PageHead => {
    const slug = (match.params.city ?? '').toLowerCase();
    if (slug === 'all') {
      return {
        title: t('heads.allJobs.title', { siteName }),
        description: t('heads.allJobs.description', { siteName }),
        canonicalPath: buildPath('jobsByCity', { city: 'all' }),
      };
    }
    const city = findCity(slug);
    const name = city ? localCityName(t, city.slug, city.name) : titleCaseSlug(slug);
    const path = buildPath('jobsByCity', { city: city?.slug ?? slug });
    const where = city ? localCityLabel(t, city) : name;
    return {
      title: t('heads.city.title', { city: name, siteName }),
      description: t('heads.city.description', { place: where }),
      canonicalPath: path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: t('heads.breadcrumbs.home'), item: `${publicUrl}/` },
            {
              '@type': 'ListItem',
              position: 2,
              name: t('heads.breadcrumbs.city', { city: name }),
              item: publicUrl + path,
            },
          ],
        },
      ],
    };
  };

  return { job, jobsByCity };
}
