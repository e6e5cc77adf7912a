import type { Brand } from '../../../shared/brand';
import { findCategoryGroup } from '../../../shared/categories';
import { findCityBySlug } from '../../../shared/geo';
import { buildPath, INFO_PAGES } from '../../../shared/routes';
import { titleCaseSlug } from '../../../shared/text/slug';
import { SERVICE_CLAIMS } from '../../../shared/content/marketing';
import type { RouteName } from '../../../shared/routes';
import type { HeadResolver, PageHead } from '../../plugins/html';
import { t } from '../../i18n';

/** schema.org BreadcrumbList: Home, then each [name, path]. */
export function breadcrumbs(publicUrl: string, trail: [string, string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'] as [string, string], ...trail].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: publicUrl + path,
    })),
  };
}

/** Heads of the home page and the list pages the jobs feature does not own. */
export function seoPageHeads(
  publicUrl: string,
  brand: Brand,
): { home: HeadResolver; cities: HeadResolver; category: HeadResolver; jobsByCityAndCategory: HeadResolver } {
  const siteName = brand.siteName;
  const notFound = (what: string): PageHead => ({
    status: 404,
    title: `${what} not found | ${siteName}`,
    robots: 'noindex',
  });

  const home: HeadResolver = () => ({
    title: `${siteName}: daily work near you`,
    description: `Find daily-wage work or hire local workers in India and the USA. Posting jobs on ${siteName} is free.`,
    canonicalPath: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: siteName,
        url: `${publicUrl}/`,
        logo: `${publicUrl}/favicon.svg`,
        email: brand.supportEmail,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: siteName,
        url: `${publicUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/jobs/all?search={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });

  const cities: HeadResolver = () => ({
    title: `Find Jobs in Your City | ${siteName}`,
    description: `Daily-wage jobs in cities across India and the USA. Choose your city to see its jobs on ${siteName}.`,
    canonicalPath: buildPath('cities'),
    jsonLd: [breadcrumbs(publicUrl, [['Cities', buildPath('cities')]])],
  });

  const category: HeadResolver = (match) => {
    const group = findCategoryGroup(match.params.categoryName ?? '');
    if (!group) return notFound('Category');
    const path = buildPath('category', { categoryName: group.id });
    return {
      title: `${group.label} Jobs | ${siteName}`,
      description: `Daily-wage ${group.label.toLowerCase()} jobs near you. Call employers directly; posting jobs on ${siteName} is free.`,
      canonicalPath: path,
      jsonLd: [
        breadcrumbs(publicUrl, [
          ['All Jobs', buildPath('jobsByCity', { city: 'all' })],
          [`${group.label} Jobs`, path],
        ]),
      ],
    };
  };

  const jobsByCityAndCategory: HeadResolver = (match) => {
    const citySlug = (match.params.city ?? '').toLowerCase();
    const city = findCityBySlug(citySlug);
    const group = findCategoryGroup(match.params.category ?? '');
    if (!group) return notFound('Category');
    const cityName = city?.name ?? titleCaseSlug(citySlug);
    const cityPath = buildPath('jobsByCity', { city: city?.slug ?? citySlug });
    const path = buildPath('jobsByCityAndCategory', { city: city?.slug ?? citySlug, category: group.id });
    return {
      title: `${group.label} Jobs in ${cityName} | ${siteName}`,
      description: `Daily-wage ${group.label.toLowerCase()} jobs in ${cityName}. Call employers directly on ${siteName}.`,
      canonicalPath: path,
      jsonLd: [
        breadcrumbs(publicUrl, [
          [`Jobs in ${cityName}`, cityPath],
          [`${group.label} Jobs in ${cityName}`, path],
        ]),
      ],
    };
  };

  return { home, cities, category, jobsByCityAndCategory };
}

/** The information pages: their own title and lead as the description (the texts the pages show). */
export function infoPageHeads(brand: Brand): Partial<Record<RouteName, HeadResolver>> {
  const params = {
    siteName: brand.siteName,
    replyTime: t('info.units.hours', { count: SERVICE_CLAIMS.emailResponseHours }),
  };
  const heads: Partial<Record<RouteName, HeadResolver>> = {};
  for (const name of INFO_PAGES) {
    heads[name] = () => ({
      title: `${t(`pages.${name}.title`)} | ${brand.siteName}`,
      description: t(`info.${name}.lead`, params),
      canonicalPath: buildPath(name),
    });
  }
  heads.post = () => ({
    title: `Post a Job for free | ${brand.siteName}`,
    description: `Post a daily-wage job in 2 simple steps, free. Workers near you call or message you directly.`,
    canonicalPath: buildPath('post'),
  });
  heads.aiAssistant = () => ({
    title: `${t('pages.assistant.title')} | ${brand.siteName}`,
    description: `Find work or post a job by chatting or speaking, in English or Hindi.`,
    canonicalPath: buildPath('aiAssistant'),
  });
  return heads;
}
