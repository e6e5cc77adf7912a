import { z } from 'zod';
import { RATING_COMMENT_MAX, RATING_REPLY_MAX } from '../ratings';
import { validationKey } from './validation';

/**
 * Ratings and public profiles (issue #12 item 4). The session, never the body, says who the user is.
 *
 *  GET  /api/conversations/:id/rating   (a participant) -> ratingStatusSchema: may I rate the other person
 *                                        of this conversation for its job, and my rating if I did.
 *                                        404 not_found for anyone else.
 *  PUT  /api/conversations/:id/rating   ratingInputSchema -> ratingStatusSchema; 201 when it created my
 *                                        rating, 200 when it changed it (within 7 days of creation).
 *                                        400 validation_failed (stars, comment over 500 characters,
 *                                        paidOnTime missing for a worker rating the employer or sent by
 *                                        an employer); 404 not_found (not a participant, or the other
 *                                        person deleted their account); 409 not_eligible_yet (no hire,
 *                                        or not both wrote, or the work day has not passed and the job is
 *                                        open); 409 rating_locked (over 7 days old); 429 rate_limited.
 *                                        A block between the two does not stop a rating (decision 0018).
 *  POST /api/ratings/:id/reply          ratingReplyInputSchema -> publicRatingSchema; only the rated
 *                                        person, once: 409 already_replied; 404 not_found for others and
 *                                        for ratings that are hidden (their rater is banned).
 *  GET  /api/users/:id/profile          public, signed out too -> publicProfileSchema; 404 not_found for
 *                                        an unknown or banned user. Never an email or a phone number.
 *  GET  /api/users/:id/rating-summary   public -> ratingSummarySchema (the job page's poster line); 404
 *                                        like the profile.
 * Ratings by banned users are left out of every list and figure. One rating per (job, rater, ratee).
 */

const RATING_STARS_MESSAGE = validationKey('ratingStars');
const RATING_COMMENT_TOO_LONG = validationKey('ratingCommentTooLong');
const RATING_REPLY_BLANK = validationKey('ratingReplyBlank');
const RATING_REPLY_TOO_LONG = validationKey('ratingReplyTooLong');
const PAID_ON_TIME_REQUIRED = validationKey('paidOnTimeRequired');

export const ratingInputSchema = z.object({
  stars: z
    .number(RATING_STARS_MESSAGE)
    .int(RATING_STARS_MESSAGE)
    .min(1, RATING_STARS_MESSAGE)
    .max(5, RATING_STARS_MESSAGE),
  /** Optional; blank means none. */
  comment: z.string().trim().max(RATING_COMMENT_MAX, RATING_COMMENT_TOO_LONG).nullish(),
  /** Required (true or false) when a worker rates the employer; refused otherwise. */
  paidOnTime: z.boolean(PAID_ON_TIME_REQUIRED).nullish(),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

export const ratingReplyInputSchema = z.object({
  text: z
    .string(RATING_REPLY_BLANK)
    .trim()
    .min(1, RATING_REPLY_BLANK)
    .max(RATING_REPLY_MAX, RATING_REPLY_TOO_LONG),
});
export type RatingReplyInput = z.input<typeof ratingReplyInputSchema>;

export const ROLES = ['worker', 'employer'] as const;
export type RatingRole = (typeof ROLES)[number];

/** My own rating of the other person, as I wrote it. */
export const myRatingSchema = z.object({
  id: z.number(),
  stars: z.number(),
  comment: z.string().nullable(),
  paidOnTime: z.boolean().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

export const RATING_BLOCKERS = ['not_eligible_yet', 'rating_locked', 'other_deleted'] as const;
export type RatingBlocker = (typeof RATING_BLOCKERS)[number];

export const ratingStatusSchema = z.object({
  /** I may save (create or change) my rating now. */
  canRate: z.boolean(),
  /** Why not, when canRate is false. */
  reason: z.enum(RATING_BLOCKERS).nullable(),
  /** My side in the conversation: a worker rates the employer and answers "paid on time". */
  role: z.enum(ROLES),
  /** The person rated (the other participant); null when their account is gone. */
  ratee: z.object({ id: z.string(), name: z.string() }).nullable(),
  mine: myRatingSchema.nullable(),
  /** Until when my rating can be changed (ISO), when I have one. */
  editableUntil: z.string().nullable(),
});
export type RatingStatus = z.infer<typeof ratingStatusSchema>;

export const averageSchema = z.object({
  /** Mean stars with one decimal; null without ratings. */
  average: z.number().nullable(),
  count: z.number(),
});

/** Workers' answers to "Were you paid in full and on time?" about this person as an employer. */
export const paidOnTimeSchema = z.object({ yes: z.number(), answered: z.number() });
export type PaidOnTime = z.infer<typeof paidOnTimeSchema>;

export const ratingSummarySchema = z.object({
  userId: z.string(),
  rating: averageSchema,
  /** Null when no worker answered yet. */
  paidOnTime: paidOnTimeSchema.nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const publicRatingSchema = z.object({
  id: z.number(),
  /** The rater's first name only. */
  raterName: z.string(),
  raterRole: z.enum(ROLES),
  stars: z.number(),
  comment: z.string().nullable(),
  /** A worker's answer about this employer; null for ratings by employers. */
  paidOnTime: z.boolean().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  jobTitle: z.string(),
  createdAt: z.string(),
});
export type PublicRating = z.infer<typeof publicRatingSchema>;

export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberSince: z.string(),
  /** Public jobs they posted (live, closed or expired; never held or removed ones). */
  jobsPosted: z.number(),
  rating: averageSchema,
  /** As an employer: null when no worker answered yet. */
  paidOnTime: paidOnTimeSchema.nullable(),
  /** The newest ratings about them (at most PROFILE_RATINGS_LIMIT). */
  ratings: z.array(publicRatingSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export { PROFILE_RATINGS_LIMIT, RATING_COMMENT_MAX, RATING_EDIT_DAYS, RATING_REPLY_MAX } from '../ratings';
