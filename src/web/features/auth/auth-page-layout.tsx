import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../lib/head';

/** The frame of the account pages: a centred card under the page's h1 (also the tab title) and lead. */
export function AuthPageLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="bg-gradient-to-b from-accent/60 to-background to-60% dark:from-accent/30">
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-balance">{title}</h1>
        {lead ? <p className="mt-3 text-center text-lg text-pretty text-muted-foreground">{lead}</p> : null}
        <Card className="mt-6 p-5 sm:p-7">{children}</Card>
      </div>
    </div>
  );
}
