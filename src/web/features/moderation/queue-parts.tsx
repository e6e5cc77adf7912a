import type { ReactNode } from 'react';
import type { ReportSummary, ScamLink } from '../../../shared/api/moderation';
import { Badge } from '../../components/ui/badge';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatDate, formatTime, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

/** Someone a queued item is about: a poster, a sender, a reported person (null id: a deleted account). */
export interface Person {
  id: string | null;
  name: string | null;
  banned: boolean;
}

export function When({ at }: { at: string }) {
  const locale = useIntlLocale();
  return (
    <time dateTime={at} className="text-sm text-muted-foreground">
      {formatDate(at, locale)} {formatTime(at, locale)}
    </time>
  );
}

export function ReportList({ reports }: { reports: ReportSummary[] }) {
  const { t } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold">{t('moderation.reportCount', { count: reports.length })}</h4>
      <ul className="mt-2 space-y-2">
        {reports.map((report, index) => (
          <li key={index} className="rounded-xl bg-muted/60 px-3 py-2">
            <p className="font-medium">{t(`safety.report.reasons.${report.reason}`)}</p>
            {report.details ? <p className="break-words whitespace-pre-wrap">{report.details}</p> : null}
            <When at={report.createdAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The scam detector's matched words. */
export function Matches({ phrases }: { phrases: string[] }) {
  const { t } = useTranslation();
  if (phrases.length === 0) return null;
  return (
    <p className="mt-3 font-medium text-danger">
      {t('moderation.matches', { phrases: phrases.map((phrase) => `"${phrase}"`).join(', ') })}
    </p>
  );
}

export function PersonLine({ text, person }: { text: string; person: Person }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
      {text}
      {person.banned ? <Badge tone="danger">{t('moderation.banned')}</Badge> : null}
    </p>
  );
}

/** One queued item: what it is, then its action buttons. */
export function Item({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className={cn(cardClasses, 'p-4 sm:p-5')}>
      {children}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>
    </li>
  );
}

/** The jobs removed as scams that a queued job is linked to (decision 0023). */
export function ScamLinks({ links }: { links: ScamLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-danger">{t('moderation.links.title')}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {links.map((link, index) => (
          <li key={index} className="break-words">
            {t(`moderation.links.${link.kind}`, { title: link.jobTitle, value: link.value ?? '' })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A queue section: its heading and its items. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className="mt-4 space-y-4">{children}</ul>
    </section>
  );
}
