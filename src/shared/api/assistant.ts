import { z } from 'zod';
import { CATEGORY_SLUGS } from '../categories';
import { SUPPORTED_LOCALES } from '../i18n';
import { ASSISTANT_MAX_CONTENT, ASSISTANT_MAX_MESSAGES, ASSISTANT_STATE_MAX_BYTES } from '../limits';
import { isCalendarDate } from '../shifts';
import { countrySchema, jobSchema } from './jobs';
import { validationKey } from './validation';

/**
 * The AI job assistant's contract (spec sections 3, 7 and 8; issue #9).
 *
 *  POST /api/ai-job-assistant   body assistantRequestSchema -> 200 text/event-stream:
 *     `data: {json}` lines, each one AssistantStreamItem; `:` keep-alive comment lines; the last line is
 *     `data: [DONE]`. The stream stops (and the engine's work with it) when the client goes away.
 *     Before the stream starts: 400 validation_failed (bad body), 429 rate_limited (our limits, or the
 *     model's provider said 429), 402 payment_required (the provider said 402), 503 ai_unavailable.
 *     After it started, a failure is one `{ "error": "..." }` item, then [DONE].
 *
 * Who the user is comes from the session cookie only (posting needs one); searching works signed out.
 */

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(ASSISTANT_MAX_CONTENT, validationKey('assistantContentTooLong')),
  /** On an assistant message that listed jobs: their ids in the order shown ("tell me more about 2"). */
  jobIds: z.array(z.number().int().positive()).max(50).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const assistantRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1, validationKey('assistantMessagesMin'))
    .max(ASSISTANT_MAX_MESSAGES, validationKey('assistantMessagesMax'))
    .refine((messages) => messages.at(-1)?.role === 'user', validationKey('assistantLastFromUser'))
    .refine((messages) => messages.at(-1)?.content.trim() !== '', validationKey('assistantLastBlank')),
  /**
   * What the engine handed back in its last `state` item (the local engine's guided posting draft and
   * last search), sent back unchanged. Engines validate it and ignore what they do not understand.
   */
  state: z
    .unknown()
    .optional()
    .refine(
      (state) => state === undefined || JSON.stringify(state).length <= ASSISTANT_STATE_MAX_BYTES,
      'The assistant state is too large',
    ),
  /** The interface language and the visitor's country (its currency), as chosen in the app. */
  locale: z.enum(SUPPORTED_LOCALES).default('en'),
  country: countrySchema.default('IN'),
  /** The visitor's own date "YYYY-MM-DD" (their time zone): "today" and "tomorrow" in a job post. */
  today: z.string().refine(isCalendarDate, 'today must be a date like 2026-12-05').optional(),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;
export type ParsedAssistantRequest = z.output<typeof assistantRequestSchema>;

/** What a search through the assistant asked for: every constraint the user gave. */
export const jobSearchCriteriaSchema = z.object({
  /** A city name or slug from the built-in list (or free city text). */
  city: z.string().max(100).optional(),
  /** Free words matched like the job list's search box. */
  words: z.string().max(200).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  minPay: z.number().int().min(0).optional(),
  maxPay: z.number().int().min(0).optional(),
  /** Only urgent or immediate jobs. */
  urgentOnly: z.boolean().optional(),
  country: countrySchema.optional(),
});
export type JobSearchCriteria = z.infer<typeof jobSearchCriteriaSchema>;

export const toolResultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('job_created'), job: jobSchema }),
  z.object({
    type: z.literal('jobs_found'),
    jobs: z.array(jobSchema),
    /** How many jobs match in all (the list shows the first few). */
    total: z.number(),
    criteria: jobSearchCriteriaSchema,
  }),
  z.object({ type: z.literal('job_details'), job: jobSchema }),
  /** Posting needs an account: the page offers the login modal and keeps the conversation. */
  z.object({ type: z.literal('sign_in_required') }),
]);
export type ToolResult = z.infer<typeof toolResultSchema>;

/** One `data:` item of the stream (exactly one of its fields is set). */
export const assistantStreamItemSchema = z.union([
  z.object({ choices: z.tuple([z.object({ delta: z.object({ content: z.string() }) })]) }),
  z.object({ tool_result: toolResultSchema }),
  z.object({ state: z.unknown() }),
  z.object({ error: z.string(), code: z.string().optional() }),
]);
export type AssistantStreamItem = z.infer<typeof assistantStreamItemSchema>;

export const ASSISTANT_STREAM_DONE = '[DONE]';
