import { useMutation } from '@tanstack/react-query';
import { Phone } from '../icons';
import { useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { JobPhoneResponse } from '../../../shared/api/jobs';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { buttonClasses, type ButtonSize } from '../ui/button';
import { Spinner } from '../ui/spinner';
import type { Job } from './job-api';
import { telHref } from './job-text';

/** Where a page without JavaScript (or not yet taken over) reveals the number: the server redirects to tel:. */
export const callPath = (jobId: number) => `/job/${jobId}/call`;

// Numbers this browser was shown, so calling one again costs no request (and works offline).
const REMEMBERED_KEY = 'call-numbers';
const REMEMBERED_MAX = 50;
const REMEMBERED_DAYS = 7;
type Remembered = Record<string, { phone: string; at: number }>;

function readRemembered(): Remembered {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Remembered) : {};
  } catch {
    return {};
  }
}

function rememberedPhone(jobId: number): string | undefined {
  const entry = readRemembered()[jobId];
  const fresh = entry && Date.now() - entry.at < REMEMBERED_DAYS * 24 * 60 * 60_000;
  return fresh && typeof entry.phone === 'string' ? entry.phone : undefined;
}

function remember(jobId: number, phone: string): void {
  try {
    const all: Remembered = { ...readRemembered(), [jobId]: { phone, at: Date.now() } };
    const entries = Object.entries(all)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, REMEMBERED_MAX);
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Private mode or a full storage: the number is asked for again next time.
  }
}

/** POST /api/jobs/:id/phone: the poster's number, without signing in (rate-limited per IP and per user). */
async function revealPhone(jobId: number): Promise<string> {
  return (await apiFetch<JobPhoneResponse>(`/api/jobs/${jobId}/phone`, { method: 'POST', json: {} })).phone;
}

/**
 * Call (issue #11, item 6): lists and pages never carry a poster's number, so scrapers cannot collect
 * them. The link goes to /job/{id}/call, which works without JavaScript (the server answers with the
 * dialer's tel: address). With JavaScript a tap asks for the number, shows it in the button
 * ("Call 98765 43210"), makes the link a tel: link and opens the dialer. The poster's own job carries its
 * number: a plain tel: link.
 */
export function CallButton({
  job,
  size = 'md',
  className,
  labelClassName,
}: {
  job: Pick<Job, 'id' | 'phone'>;
  size?: ButtonSize;
  className?: string;
  /** For the visible label (a card truncates it). */
  labelClassName?: string;
}) {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const phone = job.phone ?? revealed;

  /** Shows the number, makes the link a tel: link and follows it (the tap's own navigation). */
  const dial = (number: string) => {
    flushSync(() => setRevealed(number));
    link.current?.click();
  };
  const reveal = useMutation({
    // Offline it is tried and fails with its message (not paused until the connection returns).
    networkMode: 'always',
    mutationFn: async () => {
      const number = await revealPhone(job.id);
      remember(job.id, number);
      return number;
    },
    onSuccess: dial,
    onError: (error) => {
      const gone = error instanceof ApiError && error.status === 404;
      toastError(t('jobs.call.failed'), gone ? t('jobs.call.gone') : errorMessage(error, t));
    },
  });
  const pending = reveal.isPending;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (phone) return; // a tel: link already: the browser opens the dialer
    event.preventDefault();
    if (pending) return;
    const known = rememberedPhone(job.id);
    if (known) dial(known);
    else reveal.mutate();
  };

  return (
    <a
      ref={link}
      href={phone ? telHref(phone) : callPath(job.id)}
      rel={phone ? undefined : 'nofollow'}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={buttonClasses({ size, className })}
    >
      {pending ? <Spinner className="size-5" /> : <Phone aria-hidden="true" className="size-5" />}
      <span className={cn(labelClassName)}>
        {phone ? t('jobs.call.number', { phone }) : t('jobs.call.button')}
      </span>
    </a>
  );
}
