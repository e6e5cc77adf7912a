import { useParams } from 'react-router';
import { findCategoryGroup } from '../../../shared/categories';
import { titleCaseSlug } from '../../../shared/text/slug';
import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../lib/i18n';

export function CategoryPage() {
  const { t } = useTranslation();
  const { categoryName = '' } = useParams();
  const group = findCategoryGroup(categoryName);
  const name = group ? t(group.labelKey, { defaultValue: group.label }) : titleCaseSlug(categoryName);
  return <PageShell title={t('pages.category.title', { category: name })} lead={t('pages.category.lead')} />;
}
