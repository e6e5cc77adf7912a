import { cn } from '../lib/cn';
import { unreadLabel } from '../lib/messaging';

/** A red count ("3", "99+"); nothing at 0. Hidden from screen readers: the control's name says it. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-none font-bold text-danger-foreground',
        className,
      )}
    >
      {unreadLabel(count)}
    </span>
  );
}
