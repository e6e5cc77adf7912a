import type { IconComponent } from './icons';

/**
 * A step's icon in a round tile, its number at the top corner. Both are hidden from assistive
 * technology: the step's text says what it is, and the ordered list its place.
 */
export function NumberedIcon({ icon: Icon, number }: { icon: IconComponent; number: number }) {
  return (
    <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
      <Icon aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
      >
        {number}
      </span>
    </span>
  );
}
