import {
  Banknote,
  Bus,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Clock,
  MapPin,
  Utensils,
  Wallet,
  Zap,
} from '../../components/icons';
import type { ReactNode } from 'react';
import { URGENCY_OPTIONS } from '../../../shared/categories';
import { localLocationLabel } from '../../../shared/i18n/place-names';
import type { Job } from '../../components/job-card/job-api';
import { timingText } from '../../components/job-card/job-text';
import { payFacts, useShiftText } from '../../components/job-card/shift-text';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** The shift details the job states (issue #12): when, and how workers are paid; nothing for old jobs. */
function ShiftFacts({ job }: { job: Job }) {
  const { t } = useTranslation();
  const when = useShiftText(job);
  const facts = payFacts(t, job, useIntlLocale());
  return (
    <>
      {when ? <Fact icon={CalendarCheck}>{when}</Fact> : null}
      {facts.payTiming ? <Fact icon={Wallet}>{facts.payTiming}</Fact> : null}
      {facts.payMethods ? <Fact icon={Banknote}>{facts.payMethods}</Fact> : null}
      {facts.meals ? <Fact icon={Utensils}>{facts.meals}</Fact> : null}
      {facts.travel ? <Fact icon={Bus}>{facts.travel}</Fact> : null}
    </>
  );
}

/** The facts beside a job's description: where, posted, timing, the shift, urgency, requirements, expiry. */
export function JobDetails({ job }: { job: Job }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const urgency = URGENCY_OPTIONS.find((option) => option.value === job.urgency);
  return (
    <div>
      <h2 className="sr-only">{t('job.details')}</h2>
      <ul className="space-y-3 text-sm">
        <Fact icon={MapPin}>{localLocationLabel(t, job)}</Fact>
        <Fact icon={CalendarDays}>{t('jobs.card.posted', { date: formatDate(job.createdAt, locale) })}</Fact>
        <Fact icon={Clock}>{t('jobs.card.timing', { timing: timingText(t, job.timing) })}</Fact>
        <ShiftFacts job={job} />
        {urgency ? (
          <Fact icon={Zap}>
            {t(urgency.labelKey, { defaultValue: urgency.label })} (
            {t(urgency.hintKey, { defaultValue: urgency.hint })})
          </Fact>
        ) : null}
        <Fact icon={ClipboardList}>{t('jobs.card.requirements')}</Fact>
        <Fact icon={CalendarClock}>{t('job.expires', { date: formatDate(job.expiresAt, locale) })}</Fact>
      </ul>
    </div>
  );
}
