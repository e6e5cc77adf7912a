import { AppError, notFound, validationFailed } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import {
  PROFILE_RATINGS_LIMIT,
  RATING_EDIT_DAYS,
  type MyRating,
  type PublicProfile,
  type PublicRating,
  type RatingStatus,
  type RatingSummary,
} from '../../../shared/api/ratings';
import { validationKey } from '../../../shared/api/validation';
import { isCalendarDate, isPastWorkDate } from '../../../shared/shifts';
import { firstName } from '../../../shared/text/names';
import type { Aggregates, PublicRatingRow, RatingConversation, RatingRow, RatingsRepo } from './ratings.repo';

/** Saving ratings and replies, per user: a person rates a few jobs a day; a script rates hundreds. */
export const RATING_WRITE_LIMIT: RateLimitRule = {
  name: 'ratings-write:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

const EDIT_WINDOW_MS = RATING_EDIT_DAYS * 24 * 60 * 60_000;

const conversationNotFound = () => notFound('Conversation not found');
const userNotFound = () => notFound('This person is not on DailyWork.');
const notEligible = () =>
  new AppError(
    409,
    'not_eligible_yet',
    'You can rate each other after the work: once the worker is hired, or when you have both written here and the work day has passed or the job is closed.',
  );
const locked = () =>
  new AppError(
    409,
    'rating_locked',
    `A rating can be changed for ${RATING_EDIT_DAYS} days after it is given. This one can no longer be changed.`,
    { params: { days: RATING_EDIT_DAYS } },
  );

/**
 * The only authority on who may rate whom: the two people of a conversation about a job, when the worker
 * is hired for it, or when both wrote in the conversation and the work date has passed in the job's
 * country or the job is closed or expired.
 */
function isEligible(conversation: RatingConversation, now: Date): boolean {
  if (conversation.hired) return true;
  if (!conversation.employerWrote || !conversation.workerWrote) return false;
  const over = conversation.jobStatus === 'closed' || conversation.jobStatus === 'expired';
  const expired = conversation.jobStatus === 'active' && conversation.jobExpired;
  const dayPassed =
    conversation.workDate !== null &&
    isCalendarDate(conversation.workDate) &&
    isPastWorkDate(conversation.workDate, conversation.country, now);
  return over || expired || dayPassed;
}

const iso = (date: Date) => date.toISOString();

function toMine(row: RatingRow): MyRating {
  return {
    id: row.id,
    stars: row.stars,
    comment: row.comment,
    paidOnTime: row.paidOnTime,
    reply: row.reply,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toPublic(row: PublicRatingRow): PublicRating {
  return {
    id: row.id,
    raterName: firstName(row.raterName),
    raterRole: row.raterRole,
    stars: row.stars,
    comment: row.comment,
    paidOnTime: row.raterRole === 'worker' ? row.paidOnTime : null,
    reply: row.reply,
    repliedAt: row.repliedAt ? iso(row.repliedAt) : null,
    jobTitle: row.jobTitle,
    createdAt: iso(row.createdAt),
  };
}

function summaryOf(aggregates: Aggregates): Pick<RatingSummary, 'rating' | 'paidOnTime'> {
  return {
    rating: { average: aggregates.average, count: aggregates.count },
    paidOnTime:
      aggregates.paidAnswered > 0 ? { yes: aggregates.paidYes, answered: aggregates.paidAnswered } : null,
  };
}

export class RatingsService {
  constructor(
    private readonly repo: RatingsRepo,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
  ) {}

  private async participant(userId: string, conversationId: number) {
    const conversation = await this.repo.conversationFor(userId, conversationId, this.now());
    if (!conversation) throw conversationNotFound();
    const role = conversation.employerId === userId ? 'employer' : 'worker';
    const rateeId = role === 'employer' ? conversation.workerId : conversation.employerId;
    return { conversation, role, rateeId } as const;
  }

  /** May the user rate the other person of this conversation now, and their rating if they gave one. */
  async status(userId: string, conversationId: number): Promise<RatingStatus> {
    const { conversation, role, rateeId } = await this.participant(userId, conversationId);
    const mine = rateeId ? await this.repo.find(conversation.jobId, userId, rateeId) : null;
    return this.statusOf(conversation, role, rateeId, mine);
  }

  private statusOf(
    conversation: RatingConversation,
    role: 'worker' | 'employer',
    rateeId: string | null,
    mine: RatingRow | null,
  ): RatingStatus {
    const now = this.now();
    const editableUntil = mine ? new Date(mine.createdAt.getTime() + EDIT_WINDOW_MS) : null;
    const reason =
      rateeId === null
        ? ('other_deleted' as const)
        : editableUntil && editableUntil <= now
          ? ('rating_locked' as const)
          : mine || isEligible(conversation, now)
            ? null
            : ('not_eligible_yet' as const);
    return {
      canRate: reason === null,
      reason,
      role,
      ratee: rateeId ? { id: rateeId, name: conversation.otherName ?? '' } : null,
      mine: mine ? toMine(mine) : null,
      editableUntil: editableUntil ? iso(editableUntil) : null,
    };
  }

  /** Creates or (within the week) changes the user's rating of the other person for the job. */
  async save(
    userId: string,
    conversationId: number,
    input: { stars: number; comment?: string | null; paidOnTime?: boolean | null },
  ): Promise<{ status: RatingStatus; created: boolean }> {
    const { conversation, role, rateeId } = await this.participant(userId, conversationId);
    if (!rateeId) throw notFound('This person has deleted their account.');
    const paidOnTime = input.paidOnTime ?? null;
    if (role === 'worker' && paidOnTime === null) {
      throw validationFailed({ paidOnTime: validationKey('paidOnTimeRequired') });
    }
    if (role === 'employer' && paidOnTime !== null) {
      throw validationFailed({ paidOnTime: validationKey('paidOnTimeNotAsked') });
    }
    const now = this.now();
    const existing = await this.repo.find(conversation.jobId, userId, rateeId);
    if (!existing && !isEligible(conversation, now)) throw notEligible();
    if (existing && existing.createdAt.getTime() + EDIT_WINDOW_MS <= now.getTime()) throw locked();
    await this.limiter.consume(RATING_WRITE_LIMIT, userId);
    const saved = await this.repo.save({
      jobId: conversation.jobId,
      raterId: userId,
      rateeId,
      raterRole: role,
      stars: input.stars,
      comment: input.comment ? input.comment : null,
      paidOnTime,
      now,
      editableAfter: new Date(now.getTime() - EDIT_WINDOW_MS),
    });
    if (saved.outcome === 'locked' || !saved.rating) throw locked();
    return {
      status: this.statusOf(conversation, role, rateeId, saved.rating),
      created: saved.outcome === 'created',
    };
  }

  /** The rated person's one public reply to a rating about them. */
  async reply(userId: string, ratingId: number, text: string): Promise<PublicRating> {
    await this.limiter.consume(RATING_WRITE_LIMIT, userId);
    const result = await this.repo.reply(ratingId, userId, text, this.now());
    if (result.outcome !== 'done') {
      throw result.outcome === 'missing'
        ? notFound('Rating not found')
        : new AppError(409, 'already_replied', 'You have already replied to this rating.');
    }
    return toPublic(result.rating);
  }

  async profile(userId: string): Promise<PublicProfile> {
    const profile = await this.repo.profile(userId);
    if (!profile) throw userNotFound();
    const [aggregates, latest] = await Promise.all([
      this.repo.aggregates(userId),
      this.repo.latestAbout(userId, PROFILE_RATINGS_LIMIT),
    ]);
    return {
      id: profile.id,
      name: profile.name,
      memberSince: iso(profile.createdAt),
      jobsPosted: profile.jobsPosted,
      ...summaryOf(aggregates),
      ratings: latest.map(toPublic),
    };
  }

  async summary(userId: string): Promise<RatingSummary> {
    if (!(await this.repo.isVisibleUser(userId))) throw userNotFound();
    return { userId, ...summaryOf(await this.repo.aggregates(userId)) };
  }
}
