import { useParams } from 'react-router';
import { findCategoryGroup } from '../../../shared/categories';
import { titleCaseSlug } from '../../../shared/text/slug';
import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';

export function JobsByCityAndCategoryPage() {
  const { t } = useTranslation();
  const { city = '', category = '' } = useParams();
  const group = findCategoryGroup(category);
  const categoryName = group ? t(group.labelKey, { defaultValue: group.label }) : titleCaseSlug(category);
  return (
    <PageShell title={t('pages.cityCategory.title', { category: categoryName, city: titleCaseSlug(city) })} />
  );
}
