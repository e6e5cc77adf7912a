import type { Brand } from '../../../shared/brand';
import { findCategoryGroup, type CategoryGroup } from '../../../shared/categories';
import { findCityBySlug } from '../../../shared/geo';
import { localCityName } from '../../../shared/i18n/place-names';
import { buildPath, INFO_PAGES } from '../../../shared/routes';
import { titleCaseSlug } from '../../../shared/text/slug';
import { SERVICE_CLAIMS } from '../../../shared/content/marketing';
import type { RouteName } from '../../../shared/routes';
import type { HeadResolver, PageHead } from '../../plugins/html';
import type { Translate } from '../../i18n';

/** schema.org BreadcrumbList: Home (in the page's language), then each [name, path]. */
export function breadcrumbs(
  publicUrl: string,
  trail: [string, string][],
  t: Translate,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [[t('heads.breadcrumbs.home'), '/'] as [string, string], ...trail].map(
      ([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: publicUrl + path,
      }),
    ),
  };
}

/** A category group's name in the page's language (Hindi from hiCategoryLabels; English its label). */
export function categoryName(group: CategoryGroup, t: Translate): string {
  return t(group.labelKey, { defaultValue: group.label });
}

/** Heads of the home page and the list pages the jobs feature does not own. */
export function seoPageHeads(
  publicUrl: string,
  brand: Brand,
): { home: HeadResolver; cities: HeadResolver; category: HeadResolver; jobsByCityAndCategory: HeadResolver } {
  const siteName = brand.siteName;
  const categoryNotFound = (t: Translate): PageHead => ({
    status: 404,
    title: t('heads.category.notFound', { siteName }),
    robots: 'noindex',
  });

  const home: HeadResolver = (_match, _request, t) => ({
    title: t('heads.home.title', { siteName }),
    description: t('heads.home.description', { siteName }),
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

  const cities: HeadResolver = (_match, _request, t) => ({
    title: t('heads.cities.title', { siteName }),
    description: t('heads.cities.description', { siteName }),
    canonicalPath: buildPath('cities'),
    jsonLd: [breadcrumbs(publicUrl, [[t('heads.breadcrumbs.cities'), buildPath('cities')]], t)],
  });

  const category: HeadResolver = (match, _request, t) => {
    const group = findCategoryGroup(match.params.categoryName ?? '');
    if (!group) return categoryNotFound(t);
    const path = buildPath('category', { categoryName: group.id });
    const name = categoryName(group, t);
    return {
      title: t('heads.category.title', { category: name, siteName }),
      description: t('heads.category.description', { category: name.toLowerCase(), siteName }),
      canonicalPath: path,
      jsonLd: [
        breadcrumbs(
          publicUrl,
          [
            [t('heads.breadcrumbs.allJobs'), buildPath('jobsByCity', { city: 'all' })],
            [t('heads.breadcrumbs.category', { category: name }), path],
          ],
          t,
        ),
      ],
    };
  };

  const jobsByCityAndCategory: HeadResolver = (match, _request, t) => {
    const citySlug = (match.params.city ?? '').toLowerCase();
    const city = findCityBySlug(citySlug);
    const group = findCategoryGroup(match.params.category ?? '');
    if (!group) return categoryNotFound(t);
    const cityName = city ? localCityName(t, city.slug, city.name) : titleCaseSlug(citySlug);
    const cityPath = buildPath('jobsByCity', { city: city?.slug ?? citySlug });
    const path = buildPath('jobsByCityAndCategory', { city: city?.slug ?? citySlug, category: group.id });
    const name = categoryName(group, t);
    return {
      title: t('heads.categoryInCity.title', { category: name, city: cityName, siteName }),
      description: t('heads.categoryInCity.description', {
        category: name.toLowerCase(),
        city: cityName,
        siteName,
      }),
      canonicalPath: path,
      jsonLd: [
        breadcrumbs(
          publicUrl,
          [
            [t('heads.breadcrumbs.city', { city: cityName }), cityPath],
            [t('heads.breadcrumbs.categoryInCity', { category: name, city: cityName }), path],
          ],
          t,
        ),
      ],
    };
  };

  return { home, cities, category, jobsByCityAndCategory };
}

/** The information pages: their own title and lead as the description (the texts the pages show). */
export function infoPageHeads(brand: Brand): Partial<Record<RouteName, HeadResolver>> {
  const siteName = brand.siteName;
  const params = (t: Translate) => ({
    siteName,
    replyTime: t('info.units.hours', { count: SERVICE_CLAIMS.emailResponseHours }),
  });
  const heads: Partial<Record<RouteName, HeadResolver>> = {};
  for (const name of INFO_PAGES) {
    heads[name] = (_match, _request, t) => ({
      title: t('heads.pageTitle', { page: t(`pages.${name}.title`), siteName }),
      description: t(`info.${name}.lead`, params(t)),
      canonicalPath: buildPath(name),
    });
  }
  heads.post = (_match, _request, t) => ({
    title: t('heads.post.title', { siteName }),
    description: t('heads.post.description'),
    canonicalPath: buildPath('post'),
  });
  heads.aiAssistant = (_match, _request, t) => ({
    title: t('heads.pageTitle', { page: t('pages.assistant.title'), siteName }),
    description: t('heads.assistant.description'),
    canonicalPath: buildPath('aiAssistant'),
  });
  return heads;
}
