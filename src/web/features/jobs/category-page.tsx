import { Link, useParams } from 'react-router';
import { findCategoryGroup, HOME_CATEGORIES } from '../../../shared/categories';
import { buildPath } from '../../../shared/routes';
import { titleCaseSlug } from '../../../shared/text/slug';
import { CategoryIcon } from '../../components/category-icon';
import { PageShell } from '../../components/page-shell';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { JobsListing } from './jobs-listing';

/** For an unknown category: say so and offer the known ones. */
export function UnknownCategory({ name, cityPath }: { name: string; cityPath?: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('jobs.list.categoryTitle', { category: name })} lead={t('jobs.list.unknownCategory')}>
      <p className="font-semibold">{t('jobs.list.unknownCategoryHint')}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {HOME_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={cityPath ? cityPath(category.id) : buildPath('category', { categoryName: category.id })}
              className={cn(
                cardClasses,
                'flex min-h-14 items-center gap-3 px-4 font-semibold hover:border-primary',
              )}
            >
              <CategoryIcon name={category.icon} className="size-6 text-primary" />
              {t(category.labelKey, { defaultValue: category.label })}
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}

/** /category/{id}: the jobs of a category group (home tiles, cities-page links, single categories). */
export function CategoryPage() {
  const { t } = useTranslation();
  const { categoryName = '' } = useParams();
  const group = findCategoryGroup(categoryName);
  if (!group) return <UnknownCategory name={titleCaseSlug(categoryName)} />;
  const label = t(group.labelKey, { defaultValue: group.label });
  return (
    <JobsListing
      key={group.id}
      title={t('jobs.list.categoryTitle', { category: label })}
      icon={group.icon}
      lead={t('jobs.list.categoryLead')}
      breadcrumb={[
        { label: t('jobs.list.home'), to: '/' },
        { label: t('jobs.list.all'), to: buildPath('jobsByCity', { city: 'all' }) },
        { label },
      ]}
      category={group.id}
    />
  );
}
