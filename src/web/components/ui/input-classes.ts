import { cn } from '../../lib/cn';

/** The look of every text box and select (its own module: the footer's country select needs only this). */
export const inputClasses = cn(
  'block min-h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground',
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:opacity-60 aria-invalid:border-danger',
);
