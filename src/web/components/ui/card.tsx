import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const cardClasses = 'rounded-2xl border border-border bg-card text-card-foreground shadow-sm';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(cardClasses, className)} {...rest} />;
}
