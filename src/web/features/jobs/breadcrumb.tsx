import { ChevronRight } from '../../components/icons';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

export interface Crumb {
  label: string;
  to?: string;
  /** Left out on phones (a long job title that the h1 repeats right below). */
  wideOnly?: boolean;
}

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('jobs.list.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={cn('flex min-w-0 items-center gap-1', item.wideOnly && 'hidden sm:flex')}
          >
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-foreground hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="inline-flex min-h-11 items-center font-semibold text-foreground"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
