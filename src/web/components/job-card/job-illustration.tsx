import type { CategorySlug } from '../../../shared/categories';
import { cn } from '../../lib/cn';

/** The bundled illustration of a category (src/web/public/illustrations, a few hundred bytes each). */
export function illustrationUrl(category: CategorySlug): string {
  return `/illustrations/${category}.svg`;
}

/**
 * A decorative category picture: lazy-loaded, with its size fixed up front so nothing shifts when it
 * arrives. The category is also said in words next to it, so it has no text alternative.
 */
export function JobIllustration({
  category,
  className,
  eager = false,
}: {
  category: CategorySlug;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={illustrationUrl(category)}
      alt=""
      width={120}
      height={90}
      loading={eager ? 'eager' : 'lazy'}
      // In view when the page opens (often its largest paint): fetched before the scripts.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/3] shrink-0 rounded-xl dark:opacity-90', className)}
    />
  );
}
