import { AppError, forbidden, notFound } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import {
  JOB_NOT_FOUND_MESSAGE,
  NEW_ACCOUNT_JOB_LIMIT_MESSAGE,
  type Job,
  type JobListResponse,
  type ParsedJobInput,
  type ParsedJobListQuery,
} from '../../../shared/api/jobs';
import { currencyForCountry, type City } from '../../../shared/geo';
import { effectiveJobStatus, jobExpiry } from '../../../shared/jobs';
import { NEW_ACCOUNT_HOURS, NEW_ACCOUNT_LIVE_JOBS_MAX } from '../../../shared/limits';
import { detectScam } from '../../../shared/safety/scam-detector';
import { findScamIdentifiers } from '../../../shared/safety/scam-identifiers';
import {
  checkJobInput,
  jobColumns,
  jobPhoneE164,
  phoneNotVerified,
  refuseRemoved,
  refuseUnderReview,
} from './job-posting';
import { toIso, toJob } from './job-view';
import { JobListing } from './jobs-listing.service';
import type { JobRecord, JobsRepos } from './jobs.repo';

export type { ParsedJobListQuery };
/** Posting is limited per user: a generous budget for a real employer, a wall for a script. */
export const JOB_POST_LIMIT: RateLimitRule = { name: 'jobs-post:user', limit: 20, windowMs: 60 * 60_000 };
/** Edits and status changes, per user. */
export const JOB_EDIT_LIMIT: RateLimitRule = { name: 'jobs-edit:user', limit: 120, windowMs: 60 * 60_000 };
/**
 * Call reveals a poster's number (lists and pages never carry it, so they cannot be scraped for numbers).
 * A person calls a few employers an hour; a scraper wants thousands. Per user: 60 an hour, a call a minute
 * for an hour, far beyond anyone looking for work. Per IP (an IPv6 /64 counts as one): 300 an hour, more
 * generous because Indian mobile carriers put many people behind one IPv4 address (carrier-grade NAT), and
 * signed-out visitors, who may call (spec), are counted only there. A number seen once is remembered by the
 * browser, so calling it again costs nothing.
 */
export const PHONE_REVEAL_IP_LIMIT: RateLimitRule = {
  name: 'jobs-phone:ip',
  limit: 300,
  windowMs: 60 * 60_000,
};
export const PHONE_REVEAL_USER_LIMIT: RateLimitRule = {
  name: 'jobs-phone:user',
  limit: 60,
  windowMs: 60 * 60_000,
};
/** The most jobs GET /api/me/jobs returns (newest first). */
export const MY_JOBS_LIMIT = 500;

/** Scam wording in the post or pay far above the norm: its page warns workers (decision 0023). */
function warnsWorkers(job: Job): boolean {
  const text = `${job.title}\n\n${job.description}`;
  const pay = { amount: job.dailySalary, currency: job.currency };
  return detectScam({ kind: 'job', text, pay }).level !== 'none';
}

/**
 * Jobs for the API, the job pages' heads, the assistant and moderation: listings (JobListing), one job,
 * posting and editing (job-posting.ts), the poster's status changes (through JobStatuses, the one owner
 * of status changes) and the Call number.
 */
export class JobsService {
  private readonly listing: JobListing;

  constructor(
    private readonly repos: JobsRepos,
    private readonly now: () => Date,
    private readonly limiter: RateLimiter,
    /** Called after a job goes live (saved job alerts are matched in the background, decision 0017). */
    private readonly onJobLive: () => void = () => {},
  ) {
    this.listing = new JobListing(repos.listing, now);
  }

  /** A listing page: filters, sort, keyset cursor, capped total; city listings in two sections. */
  list(query: ParsedJobListQuery, viewerId: string | null): Promise<JobListResponse> {
    return this.listing.list(query, viewerId);
  }

  /**
   * One job for its page: 404 when missing, 410 (with the job) when closed or expired. A held or
   * removed job exists only for its poster (404 for everyone else, crawlers included).
   */
  async get(id: number, viewerId: string | null): Promise<{ job: Job; posterName: string | null }> {
    const record = await this.repos.jobs.findById(id);
    if (!record) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const hidden = record.status === 'held' || record.status === 'removed';
    if (hidden && (viewerId === null || record.userId !== viewerId)) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const job = toJob(record, this.now(), viewerId);
    return { job: { ...job, scamWarning: warnsWorkers(job) }, posterName: record.posterName };
  }

  /** A post with strong scam wording is held for a moderator (status held); anything else goes live. */
  async create(userId: string, input: ParsedJobInput): Promise<Job> {
    const city = checkJobInput(input, this.now());
    await this.checkPhone(userId, input.phone, city);
    await this.limiter.consume(JOB_POST_LIMIT, userId);
    await this.checkNewAccountCap(userId);
    const now = this.now();
    const reviewReason = await this.reviewReason(userId, input, city);
    const held = reviewReason !== null;
    const id = await this.repos.jobs.insert({
      ...jobColumns(input, city),
      userId,
      status: held ? 'held' : 'active',
      reviewReason,
      isDemo: false,
      createdAt: now,
      updatedAt: now,
      expiresAt: jobExpiry(now),
    });
    const job = await this.reload(id, userId);
    if (!held) this.onJobLive();
    return job;
  }

  /**
   * An edit is checked like a new post: scam wording holds the job. A held job stays held until a
   * moderator looks (editing the wording out does not release it); a removed job cannot be edited.
   */
  async update(userId: string, id: number, input: ParsedJobInput): Promise<Job> {
    const record = await this.ownJob(userId, id);
    refuseRemoved(record);
    const city = checkJobInput(input, this.now());
    await this.checkPhone(userId, input.phone, city);
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    const reviewReason = record.status === 'held' ? null : await this.reviewReason(userId, input, city);
    const now = this.now();
    await this.repos.jobs.update(id, { ...jobColumns(input, city), updatedAt: now });
    if (reviewReason) {
      const hold = reviewReason === 'wording' ? 'holdEditedForWording' : 'holdEditedAsLinked';
      await this.repos.statuses.change(hold, id, now);
    }
    return this.reload(id, userId);
  }

  async close(userId: string, id: number): Promise<Job> {
    refuseUnderReview(await this.ownJob(userId, id));
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    await this.repos.statuses.change('close', id, this.now());
    return this.reload(id, userId);
  }

  /** A closed job comes back until its expiry; an expired one needs renewing (409). */
  async reopen(userId: string, id: number): Promise<Job> {
    const record = await this.ownJob(userId, id);
    refuseUnderReview(record);
    const now = this.now();
    if (effectiveJobStatus(record.status, toIso(record.expiresAt), now) === 'active') {
      return toJob(record, now, userId);
    }
    if (new Date(toIso(record.expiresAt)).getTime() <= now.getTime()) {
      throw new AppError(409, 'conflict', 'This job has expired. Renew it to show it again.');
    }
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    await this.checkNewAccountCap(userId, id);
    await this.repos.statuses.change('reopen', id, now);
    return this.reload(id, userId);
  }

  /** Active again for JOB_TTL_DAYS from now, whether it was expired, closed or still active. */
  async renew(userId: string, id: number): Promise<Job> {
    refuseUnderReview(await this.ownJob(userId, id));
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    await this.checkNewAccountCap(userId, id);
    await this.repos.statuses.change('renew', id, this.now());
    return this.reload(id, userId);
  }

  async mine(userId: string): Promise<Job[]> {
    const now = this.now();
    const records = await this.repos.jobs.listByUser(userId, MY_JOBS_LIMIT);
    return records.map((record) => toJob(record, now, userId));
  }

  /** Jobs as a moderator sees them, whatever their status, phone included (in the order of `ids`). */
  async forModeration(ids: readonly number[]): Promise<Job[]> {
    const now = this.now();
    const byId = new Map((await this.repos.jobs.findByIds(ids)).map((record) => [record.id, record]));
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record
        ? [{ ...toJob(record, now, null), phone: record.phone, reviewReason: record.reviewReason }]
        : [];
    });
  }

  /** Whether the person verified this number (E.164) with an SMS code. */
  hasVerifiedPhone(userId: string, phone: string): Promise<boolean> {
    return this.repos.phones.hasVerifiedPhone(userId, phone);
  }

  /** The numbers the person verified: the account's own phone first, then the newest. */
  verifiedPhones(userId: string): Promise<{ phone: string; verifiedAt: string }[]> {
    return this.repos.phones.verifiedPhones(userId);
  }

  /** A banned account's number that this person tried to verify: the moderators see it as a repeat. */
  noteRepeatAttempt(userId: string, phone: string): Promise<void> {
    return this.repos.phones.insertRepeatAttempt(userId, phone, this.now());
  }

  /** Marks jobs past their expiry as expired; listings filter on expires_at anyway. */
  expireDue(): Promise<number> {
    return this.repos.statuses.expireDue(this.now());
  }

  /**
   * The poster's number for Call, signed in or not: counted per IP and per user before the lookup (so
   * probing ids costs too); 404 unless the job is public (active, unexpired, not held or removed).
   */
  async revealPhone(id: number, ip: string, viewerId: string | null): Promise<string> {
    await this.limiter.consume(PHONE_REVEAL_IP_LIMIT, ip);
    if (viewerId !== null) await this.limiter.consume(PHONE_REVEAL_USER_LIMIT, viewerId);
    const record = await this.repos.jobs.findById(id);
    const status = record && effectiveJobStatus(record.status, toIso(record.expiresAt), this.now());
    if (!record || status !== 'active') throw notFound('This job is not available.');
    return record.phone;
  }

  /**
   * Why a post or edit waits for a moderator, or null: strong scam wording (the shared detector, with the
   * category's usual pay in the city: decisions 0014 and 0023), else a link to a job removed as a scam
   * (its poster, or a phone number, UPI id or handle it carries).
   */
  private async reviewReason(
    userId: string,
    input: ParsedJobInput,
    city: City,
  ): Promise<'wording' | 'linked' | null> {
    const text = `${input.title}\n${input.description}`;
    const payNorm = await this.repos.jobs.payNorm(input.category, city.slug, city.country);
    const verdict = detectScam({
      kind: 'job',
      text,
      pay: { amount: input.dailySalary, currency: currencyForCountry(city.country) },
      ...(payNorm !== undefined ? { payNorm } : {}),
    });
    if (verdict.level === 'hold') return 'wording';
    const linked = await this.repos.jobs.linkedToScam(userId, findScamIdentifiers(text, input.phone));
    return linked ? 'linked' : null;
  }

  /**
   * The one rule of verified employers (issue #24): a job's Call number must be one its poster proved
   * with an SMS code (`verified_phones`). Posting, editing and the assistant all come through here.
   */
  async checkPhone(userId: string, phone: string, city: City): Promise<string> {
    const e164 = jobPhoneE164(phone, city.country);
    if (!(await this.repos.phones.hasVerifiedPhone(userId, e164))) throw phoneNotVerified(e164);
    return e164;
  }

  /**
   * An account younger than NEW_ACCOUNT_HOURS may have NEW_ACCOUNT_LIVE_JOBS_MAX live (or held) jobs:
   * a throwaway account cannot flood the lists. `exceptJobId`: the job being shown again.
   */
  private async checkNewAccountCap(userId: string, exceptJobId?: number): Promise<void> {
    const now = this.now();
    const standing = await this.repos.jobs.posterStanding(userId, now, exceptJobId);
    if (!standing) return;
    if (now.getTime() - standing.since.getTime() >= NEW_ACCOUNT_HOURS * 60 * 60_000) return;
    if (standing.liveJobs < NEW_ACCOUNT_LIVE_JOBS_MAX) return;
    throw new AppError(403, 'new_account_job_limit', NEW_ACCOUNT_JOB_LIMIT_MESSAGE, {
      params: { max: NEW_ACCOUNT_LIVE_JOBS_MAX, hours: NEW_ACCOUNT_HOURS },
    });
  }

  private async ownJob(userId: string, id: number): Promise<JobRecord> {
    const record = await this.repos.jobs.findById(id);
    if (!record) throw notFound(JOB_NOT_FOUND_MESSAGE);
    if (record.userId !== userId) throw forbidden('Only the person who posted this job can change it.');
    return record;
  }

  private async reload(id: number, viewerId: string): Promise<Job> {
    const record = await this.repos.jobs.findById(id);
    if (!record) throw notFound(JOB_NOT_FOUND_MESSAGE);
    return toJob(record, this.now(), viewerId);
  }
}
