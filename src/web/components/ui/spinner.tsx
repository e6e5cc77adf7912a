import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** A small decorative spinner; pair it with visible text or aria-busy. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** "Loading..." with a spinner, announced politely: what shows while a part of the page loads. */
export function LoadingStatus({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={cn('flex items-center gap-3 text-muted-foreground', className)}>
      <Spinner className="size-6" />
      {t('common.loading')}
    </p>
  );
}
