import { REVIEW_WITHIN_HOURS } from '../../../shared/limits';
import type { ToolResult } from '../../../shared/api/assistant';
import type { Job } from '../../../shared/api/jobs';
import { jobCategoryLabel } from '../../components/job-card/job-text';
import { formatMoney } from '../../lib/format';
import type { ChatEntry } from './conversation';
import type { Translate } from '../../../shared/i18n/translate';

/** "₹700/day" or "$150/day": always the job's own currency. */
export function jobPay(t: Translate, job: Pick<Job, 'dailySalary' | 'currency'>): string {
  return t('assistant.jobs.perDay', { amount: formatMoney(job.dailySalary, job.currency) });
}

/** A tool result in words: what the page shows, for reading aloud and for the engine's history. */
export function resultText(t: Translate, result: ToolResult): string {
  switch (result.type) {
    case 'jobs_found':
      if (result.jobs.length === 0) return t('assistant.jobs.none');
      return [
        ...result.jobs.map(
          (job, index) =>
            `${index + 1}. ${job.title}, ${job.location}, ${jobPay(t, job)}, ${jobCategoryLabel(t, job)}`,
        ),
        t('assistant.jobs.more'),
      ].join('\n');
    case 'job_details': {
      const { job } = result;
      return `${job.title}, ${job.location}, ${jobPay(t, job)}. ${job.description}`;
    }
    case 'job_created':
      return result.job.status === 'held'
        ? t('safety.held.assistant', { title: result.job.title, hours: REVIEW_WITHIN_HOURS })
        : t('assistant.created.confirmation', { title: result.job.title });
    case 'sign_in_required':
      return t('assistant.signIn.text');
  }
}

/** Everything an assistant message says: its text, then its tool results in words. */
export function entryText(t: Translate, entry: ChatEntry): string {
  return [entry.content.trim(), ...(entry.results ?? []).map((result) => resultText(t, result))]
    .filter(Boolean)
    .join('\n\n');
}

/** Text as a speech engine should read it: no markdown marks, no web addresses. */
export function speakable(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[*#`>_~]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n+ */g, '\n')
    .trim();
}
