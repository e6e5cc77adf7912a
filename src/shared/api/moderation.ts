import { z } from 'zod';
import { SCAM_IDENTIFIER_KINDS } from '../safety/scam-identifiers';
import { jobSchema, REVIEW_REASONS } from './jobs';
import { REPORT_REASONS } from './safety';

/**
 * Moderation (issue #11). Moderators are the users whose email is in MODERATOR_EMAILS. For everyone else
 * every endpoint answers 404 not_found (as if it did not exist), signed in or not.
 *
 *  GET  /api/moderation/queue                 moderationQueueSchema: held jobs, jobs and messages and
 *                                             conversations with open reports, oldest first; phone numbers:
 *                                             live jobs whose Call number is not verified by the poster,
 *                                             and numbers of banned accounts used again (issue #24)
 *  GET  /api/moderation/log                   moderationLogSchema: the newest 100 actions
 *  POST /api/moderation/jobs/:id/approve      live again (if held), its reports closed
 *  POST /api/moderation/jobs/:id/remove       status removed, reports closed, the poster emailed once;
 *                                             body removeJobInputSchema: `asScam` also keeps the text as
 *                                             a scam example, its phone numbers, UPI ids and handles (new
 *                                             posts carrying one are held) and holds the poster's other
 *                                             live jobs (decision 0023). Approving a held job keeps its
 *                                             text as a legitimate example.
 *  POST /api/moderation/messages/:id/dismiss  reports of a message closed
 *  POST /api/moderation/conversations/:id/dismiss
 *  POST /api/moderation/users/:id/ban         no sign-in, posting or messaging; sessions ended; live and
 *                                             held jobs removed
 *  GET  /api/moderation/vitals               field data: its contract is ./vitals.ts
 * Every action answers moderationActionResponseSchema; `changed: false` when it had already been done
 * (by this moderator or another): nothing is changed, logged or emailed twice.
 */

const reportSummarySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

const personSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  banned: z.boolean(),
});

/** A job removed as a scam that a queued job is linked to, and how (decision 0023). */
export const scamLinkSchema = z.object({
  kind: z.enum(['poster', ...SCAM_IDENTIFIER_KINDS]),
  /** The shared phone number, UPI id or handle; null for the same poster. */
  value: z.string().nullable(),
  /** Null once the removed job was deleted (its title is kept). */
  jobId: z.number().nullable(),
  jobTitle: z.string(),
});
export type ScamLink = z.infer<typeof scamLinkSchema>;

export const queuedJobSchema = z.object({
  job: jobSchema,
  poster: personSchema,
  /**
   * Why it is held ('wording': the scam detector; 'reports': REPORTS_TO_HOLD reports; 'linked': its
   * poster, phone number, UPI id or handle is linked to a job removed as a scam); null when live.
   */
  reviewReason: z.enum(REVIEW_REASONS).nullable(),
  /** The phrases the scam detector matched in the title and description. */
  matches: z.array(z.string()),
  /** Jobs removed as scams that this one shares its poster, a phone number, UPI id or handle with. */
  links: z.array(scamLinkSchema),
  reports: z.array(reportSummarySchema),
});
export type QueuedJob = z.infer<typeof queuedJobSchema>;

export const queuedMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  jobTitle: z.string(),
  content: z.string(),
  createdAt: z.string(),
  sender: personSchema,
  matches: z.array(z.string()),
  reports: z.array(reportSummarySchema),
});
export type QueuedMessage = z.infer<typeof queuedMessageSchema>;

export const queuedConversationSchema = z.object({
  id: z.number(),
  jobTitle: z.string(),
  /** The person reported (the reporter's other participant). */
  reported: personSchema,
  /** Their latest messages in it (up to 5, oldest first). */
  recentMessages: z.array(z.object({ id: z.number(), content: z.string(), createdAt: z.string() })),
  reports: z.array(reportSummarySchema),
});
export type QueuedConversation = z.infer<typeof queuedConversationSchema>;

/** A live job whose Call number its poster has not verified (from before issue #24). */
export const unverifiedPhoneJobSchema = z.object({
  jobId: z.number(),
  jobTitle: z.string(),
  phone: z.string(),
  poster: personSchema,
  createdAt: z.string(),
});
export type UnverifiedPhoneJob = z.infer<typeof unverifiedPhoneJobSchema>;

/**
 * A number a banned account verified, seen again (issue #24): as a live job's Call number (`job`) or
 * in another account's attempt to verify it (`attempt`, refused).
 */
export const repeatPhoneSchema = z.object({
  kind: z.enum(['job', 'attempt']),
  phone: z.string(),
  jobId: z.number().nullable(),
  jobTitle: z.string().nullable(),
  /** Who used it again. */
  person: personSchema,
  /** The banned account that had verified it. */
  bannedName: z.string().nullable(),
  at: z.string(),
});
export type RepeatPhone = z.infer<typeof repeatPhoneSchema>;

export const moderationQueueSchema = z.object({
  jobs: z.array(queuedJobSchema),
  messages: z.array(queuedMessageSchema),
  conversations: z.array(queuedConversationSchema),
  /** Phone numbers to look at (issue #24): live jobs with unverified numbers, banned accounts' numbers again. */
  phones: z.object({
    unverified: z.array(unverifiedPhoneJobSchema),
    repeats: z.array(repeatPhoneSchema),
  }),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const MODERATION_ACTIONS = ['approve', 'remove', 'dismiss', 'ban'] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];

export const moderationLogEntrySchema = z.object({
  id: z.number(),
  moderatorEmail: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  targetKind: z.enum(['job', 'message', 'conversation', 'user']),
  targetId: z.string(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogSchema = z.object({ actions: z.array(moderationLogEntrySchema) });
export type ModerationLog = z.infer<typeof moderationLogSchema>;

export const removeJobInputSchema = z.object({ asScam: z.boolean().optional() }).strict().optional();

export const moderationActionResponseSchema = z.object({ changed: z.boolean() });
export type ModerationActionResponse = z.infer<typeof moderationActionResponseSchema>;
