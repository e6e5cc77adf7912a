import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** One titled card of the Settings page. */
export function Section({
  icon,
  title,
  lead,
  children,
  tone = 'normal',
}: {
  icon: ReactNode;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'normal' | 'danger';
}) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('p-5 sm:p-6', tone === 'danger' && 'border-danger/60')}
    >
      <h2 id={titleId} className="flex items-center gap-2.5 text-xl font-bold">
        {icon}
        {title}
      </h2>
      {lead ? <div className="mt-1 text-muted-foreground">{lead}</div> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
