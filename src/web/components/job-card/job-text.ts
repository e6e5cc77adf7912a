import type { Job } from '../../../shared/api/jobs';
import { CATEGORIES, TIMING_LABEL_KEYS, TIMING_LABELS, type Timing } from '../../../shared/categories';
import type { CurrencyCode } from '../../../shared/geo';
import { formatMoney } from '../../lib/format';
import type { Translate } from '../../../shared/i18n/translate';

/** "₹700/day" in the job's own currency, written the interface language's way (`i18n.language`). */
export function payPerDay(t: Translate, amount: number, currency: CurrencyCode, language: string): string {
  return t('jobs.card.perDay', { amount: formatMoney(amount, currency, language) });
}

/** The job's category words: the label the server sent, translated when a catalogue has it. */
export function jobCategoryLabel(t: Translate, job: Pick<Job, 'category' | 'categoryLabel'>): string {
  const category = CATEGORIES.find((item) => item.slug === job.category);
  return category ? t(category.labelKey, { defaultValue: job.categoryLabel }) : job.categoryLabel;
}

/** The job's timing label, or the spec's fixed "As per job details". */
export function timingText(t: Translate, timing: Timing | null): string {
  return timing
    ? t(TIMING_LABEL_KEYS[timing], { defaultValue: TIMING_LABELS[timing] })
    : t('jobs.card.timingDefault');
}

export { telHref } from '../../../shared/tel';
