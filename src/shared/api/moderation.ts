import { z } from 'zod';
import { jobSchema } from './jobs';
import { REPORT_REASONS } from './safety';

/**
 * Moderation (issue #11). Moderators are the users whose email is in MODERATOR_EMAILS. For everyone else
 * every endpoint answers 404 not_found (as if it did not exist), signed in or not.
 *
 *  GET  /api/moderation/queue                 moderationQueueSchema: held jobs, jobs and messages and
 *                                             conversations with open reports, oldest first
 *  GET  /api/moderation/log                   moderationLogSchema: the newest 100 actions
 *  POST /api/moderation/jobs/:id/approve      live again (if held), its reports closed
 *  POST /api/moderation/jobs/:id/remove       status removed, reports closed, the poster emailed once
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

export const queuedJobSchema = z.object({
  job: jobSchema,
  poster: personSchema,
  /** Why it is held ('wording': the scam detector; 'reports': REPORTS_TO_HOLD reports); null when live. */
  reviewReason: z.enum(['wording', 'reports']).nullable(),
  /** The phrases the scam detector matched in the title and description. */
  matches: z.array(z.string()),
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

export const moderationQueueSchema = z.object({
  jobs: z.array(queuedJobSchema),
  messages: z.array(queuedMessageSchema),
  conversations: z.array(queuedConversationSchema),
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

export const moderationActionResponseSchema = z.object({ changed: z.boolean() });
export type ModerationActionResponse = z.infer<typeof moderationActionResponseSchema>;
