import { jobPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { getConfig } from '../../lib/config';
import { useTranslation } from '../../lib/i18n';
import { buttonClasses } from '../ui/button';
import type { Job } from './job-api';
import { payPerDay } from './job-text';

/** The job as a forwarded message reads it, in the interface language: title, pay, place, then the link. */
export function useJobShareText(job: Job): { text: string; url: string } {
  const { t, i18n } = useTranslation();
  const url = `${getConfig().publicUrl}${jobPath(job.id)}`;
  const text = t('jobs.card.shareText', {
    title: job.title,
    pay: payPerDay(t, job.dailySalary, job.currency, i18n.language),
    location: job.location,
  });
  return { text, url };
}

/** wa.me opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with the message typed in. */
export function whatsAppShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

/**
 * "Share on WhatsApp" (issue #24 item 4): a plain link, so it works before the page's JavaScript and
 * without it. On a card the card (an article named by the job's title) says which job it shares
 * (WCAG 2.4.4, link purpose in context); a name with the title would also match every search for the
 * title's own link.
 */
export function WhatsAppShareLink({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation();
  const { text, url } = useJobShareText(job);
  return (
    <a
      href={whatsAppShareHref(text, url)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), className)}
    >
      {/* A static picture, not markup in the script: every card has one (the job-card chunk's budget). */}
      <img src="/icons/whatsapp.svg" alt="" width="16" height="16" className="size-4" />
      {t('jobs.card.whatsapp')}
    </a>
  );
}
