import { AppError, notFound } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { Job } from '../../../shared/api/jobs';
import type {
  ModerationActionResponse,
  ModerationLog,
  ModerationQueue,
} from '../../../shared/api/moderation';
import type { ParsedReportInput, ReportResponse } from '../../../shared/api/safety';
import { REPORTS_TO_HOLD } from '../../../shared/limits';
import { detectScam } from '../../../shared/safety/scam-detector';
import type { AuditEntry, ModerationRepos } from './moderation.repo';

/** Reports per user: far more than anyone honest sends, a wall for someone trying to hide others' jobs. */
export const JOB_REPORT_LIMIT: RateLimitRule = {
  name: 'reports-jobs:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** What moderation needs from the jobs feature (passed in by app.ts). */
export interface ModerationJobs {
  forModeration(ids: readonly number[]): Promise<Job[]>;
}

export interface Moderator {
  id: string;
  email: string;
}

/** The phrases the scam detector matched, strongest first, each once. */
function matchedPhrases(text: string, kind: 'job' | 'message', pay?: Job): string[] {
  const verdict = detectScam({
    kind,
    text,
    ...(pay ? { pay: { amount: pay.dailySalary, currency: pay.currency } } : {}),
  });
  return [...new Set(verdict.matches.map((match) => match.phrase))];
}

export class ModerationService {
  constructor(
    private readonly repos: ModerationRepos,
    private readonly jobs: ModerationJobs,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
    private readonly onJobRemoved: (removed: { userId: string | null; title: string }) => void,
    private readonly onUserBanned: (userId: string) => Promise<void>,
  ) {}

  /**
   * One report per user per job; the third different reporter's report holds the job for review.
   * Only live jobs can be reported; never one's own.
   */
  async reportJob(reporterId: string, jobId: number, input: ParsedReportInput): Promise<ReportResponse> {
    const now = this.now();
    const job = await this.repos.actions.findPublicJob(jobId, now);
    if (!job) throw notFound('This job does not exist.');
    if (job.userId === reporterId) {
      throw new AppError(400, 'own_item', 'You cannot report your own post or message.');
    }
    await this.limiter.consume(JOB_REPORT_LIMIT, reporterId);
    const inserted = await this.repos.actions.insertReport({
      reporterId,
      targetKind: 'job',
      targetId: jobId,
      reportedUserId: job.userId,
      reason: input.reason,
      details: input.details,
      now,
    });
    if (inserted) await this.repos.actions.holdWhenReported(jobId, REPORTS_TO_HOLD, now);
    return { reported: true, already: !inserted };
  }

  async queue(): Promise<ModerationQueue> {
    const now = this.now();
    const [jobRows, messageRows, conversationRows, unverified, repeats] = await Promise.all([
      this.repos.queue.queuedJobs(),
      this.repos.queue.queuedMessages(),
      this.repos.queue.queuedConversations(),
      this.repos.phones.unverifiedPhoneJobs(now),
      this.repos.phones.repeatPhones(now),
    ]);
    const jobs = await this.jobs.forModeration(jobRows.map((row) => row.id));
    const [links, jobReports, messageReports, conversationReports, recent] = await Promise.all([
      this.repos.queue.scamLinks(
        jobs.map((job) => ({
          id: job.id,
          userId: jobRows.find((row) => row.id === job.id)?.poster.id ?? null,
          text: `${job.title}\n${job.description}`,
          phone: job.phone,
        })),
      ),
      this.repos.queue.openReports(
        'job',
        jobRows.map((row) => row.id),
      ),
      this.repos.queue.openReports(
        'message',
        messageRows.map((row) => row.id),
      ),
      this.repos.queue.openReports(
        'conversation',
        conversationRows.map((row) => row.id),
      ),
      Promise.all(conversationRows.map((row) => this.repos.queue.recentMessages(row.id, row.reported.id))),
    ]);
    const jobById = new Map(jobs.map((job) => [job.id, job]));
    return {
      jobs: jobRows.flatMap((row) => {
        const job = jobById.get(row.id);
        if (!job) return [];
        return [
          {
            job,
            poster: row.poster,
            reviewReason: job.status === 'held' ? job.reviewReason : null,
            matches: matchedPhrases(`${job.title}\n${job.description}`, 'job', job),
            links: links.get(row.id) ?? [],
            reports: jobReports.get(row.id) ?? [],
          },
        ];
      }),
      messages: messageRows.map((row) => ({
        ...row,
        matches: matchedPhrases(row.content, 'message'),
        reports: messageReports.get(row.id) ?? [],
      })),
      conversations: conversationRows.map((row, index) => ({
        ...row,
        recentMessages: recent[index] ?? [],
        reports: conversationReports.get(row.id) ?? [],
      })),
      phones: { unverified, repeats },
    };
  }

  async log(): Promise<ModerationLog> {
    return { actions: await this.repos.actions.log() };
  }

  async approveJob(moderator: Moderator, id: number): Promise<ModerationActionResponse> {
    const result = await this.repos.actions.moderateJob(id, 'approve', this.audit(moderator));
    if (!result) throw notFound('This job does not exist.');
    return { changed: result.changed };
  }

  /**
   * Removes a job; its poster is emailed once, by the moderator whose action removed it. As a scam: its
   * text becomes a scam example, its identifiers hold new posts, its poster's other live jobs are held.
   */
  async removeJob(moderator: Moderator, id: number, asScam = false): Promise<ModerationActionResponse> {
    const result = await this.repos.actions.moderateJob(id, 'remove', this.audit(moderator), { asScam });
    if (!result) throw notFound('This job does not exist.');
    if (result.removed) this.onJobRemoved(result.removed);
    return { changed: result.changed };
  }

  async dismiss(
    moderator: Moderator,
    kind: 'message' | 'conversation',
    id: number,
  ): Promise<ModerationActionResponse> {
    return { changed: await this.repos.actions.dismissReports(kind, id, this.audit(moderator)) };
  }

  async ban(moderator: Moderator, userId: string): Promise<ModerationActionResponse> {
    if (userId === moderator.id) throw new AppError(400, 'bad_request', 'You cannot ban yourself.');
    if (!(await this.repos.actions.userExists(userId))) throw notFound('This user does not exist.');
    const changed = await this.repos.actions.ban(userId, this.audit(moderator));
    if (changed) await this.onUserBanned(userId);
    return { changed };
  }

  private audit(moderator: Moderator): AuditEntry {
    return { moderatorId: moderator.id, moderatorEmail: moderator.email, now: this.now() };
  }
}
