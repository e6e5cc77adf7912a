import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'accent' | 'danger' | 'success';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-muted text-foreground',
  accent: 'bg-accent text-accent-foreground',
  danger: 'bg-danger text-danger-foreground',
  success: 'bg-success/15 text-success',
};

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...rest}
    />
  );
}
