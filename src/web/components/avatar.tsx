import { cn } from '../lib/cn';

/** First letter of the name (whole grapheme-ish: first code point), upper-cased; "U" when there is none. */
export function initialOf(name: string | undefined | null): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toLocaleUpperCase() : 'U';
}

export function Avatar({ name, className }: { name: string | undefined | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground',
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
