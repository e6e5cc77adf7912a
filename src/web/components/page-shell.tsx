import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePageTitle } from '../lib/head';

/** The frame of an ordinary page: its h1 (also the tab title), an optional lead, then the content. */
export function PageShell({
  title,
  lead,
  children,
  width = 'wide',
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  usePageTitle(title);
  return (
    <div className={cn('mx-auto px-4 py-8 sm:py-12', width === 'wide' ? 'max-w-7xl' : 'max-w-2xl')}>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg text-muted-foreground">{lead}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
