import type { IconComponent } from './icons';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePageTitle } from '../lib/head';
import { cardClasses } from './ui/card';

/**
 * A page that has only a message to give (not found, gone, could not load): an icon, the title (also the
 * page's title), what to know (`body`) and what to do (`children`: links or a button).
 */
export function MessagePage({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: IconComponent;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div className={cn(cardClasses, 'p-6 text-center sm:p-10')}>
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {body ? <div className="mt-3 space-y-2 text-muted-foreground">{body}</div> : null}
        {children}
      </div>
    </div>
  );
}
