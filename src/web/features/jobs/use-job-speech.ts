import { localLocationLabel } from '../../../shared/i18n/place-names';
import { intlLocale } from '../../../shared/intl';
import type { Job } from '../../components/job-card/job-api';
import { jobCategoryLabel, timingText } from '../../components/job-card/job-text';
import { useShiftText } from '../../components/job-card/shift-text';
import { formatMoney } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';

/**
 * The job as "Listen" reads it, in the interface language: title and pay ("₹700 per day"), place, when
 * (the shift, else the timing), the kind of work, the description. The voice's language is the Intl
 * locale: hi-IN in Hindi, en-IN or en-US by the job's country in English.
 */
export function useJobSpeech(job: Job): { pieces: string[]; lang: string } {
  const { t, i18n } = useTranslation();
  const when = useShiftText(job);
  const categoryText = jobCategoryLabel(t, job);
  const pay = t('job.listen.pay', { amount: formatMoney(job.dailySalary, job.currency, i18n.language) });
  const title = job.title.trim();
  return {
    pieces: [
      `${title}${/[.!?।]$/.test(title) ? '' : '.'} ${pay}.`,
      t('job.listen.where', { location: localLocationLabel(t, job) }),
      when
        ? t('job.listen.when', { when })
        : job.timing
          ? t('jobs.card.timing', { timing: timingText(t, job.timing) })
          : '',
      t('job.listen.category', { category: categoryText }),
      job.description,
    ],
    lang: intlLocale(i18n.language, job.country),
  };
}
