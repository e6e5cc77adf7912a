import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_SIZE } from '../limits';
import { idParams, idQuery, idSchema, userIdParam } from './ids';
import type { ErrorCode } from './errors';
import { JOB_STATUSES } from './jobs';
import { numberInput } from './numbers';
import { validationKey } from './validation';

/**
 * The messaging API contract (issue #8). Every call needs a session; the session, never the body, says
 * who the user is. A conversation belongs to its employer (the job's poster) and its worker (the user
 * who messaged about the job): anyone else gets 404 not_found, never data.
 *
 *  POST /api/conversations                  startConversationSchema -> startConversationResponseSchema
 *                                           (find or create; 201 when created, 200 when it existed)
 *                                           404 job_not_found "Job not found"; 409 own_job; 410 job_closed
 *                                           and 403 blocked (a block stands between the two: see safety.ts)
 *                                           (only for a new conversation: an existing one is returned);
 *                                           429 rate_limited (new conversations per user per hour)
 *  GET  /api/conversations?cursor          conversationListResponseSchema, most recently active first
 *  GET  /api/conversations/:id             conversationSchema
 *  GET  /api/conversations/:id/messages    ?before=id (older page) or ?after=id (what came since), ?limit
 *                                           -> messagePageSchema, ascending by id
 *  POST /api/conversations/:id/messages    sendMessageSchema -> 201 messageSchema (200 with the stored
 *                                           message when this sender already sent this clientId: idempotent)
 *                                           400 validation_failed (blank, over 2,000 characters, bad clientId);
 *                                           403 blocked (either person blocked the other; the socket's
 *                                           'send' frame answers the same code);
 *                                           429 rate_limited (messages per user per minute)
 *  POST /api/conversations/:id/read        markReadSchema -> markReadResponseSchema (the marker only moves forward)
 *  POST   /api/conversations/:id/hire      (the job's poster) marks the worker of this conversation as hired
 *                                           for the job -> hireResponseSchema. Only a worker who wrote in it
 *                                           (409 not_messaged); 409 job_full when every place is filled; 409
 *                                           job_closed when the job is not live. The last place filled closes
 *                                           the job. Idempotent.
 *  DELETE /api/conversations/:id/hire      undoes it; a job closed because it was full opens again (if not
 *                                           expired). Idempotent. The worker and strangers get 404.
 *  GET  /api/me/unread                     unreadResponseSchema
 *  GET  /api/realtime                       WebSocket (session cookie, same-origin Origin): frames below
 *  GET  /api/notifications/unsubscribe?token   -> unsubscribePreviewSchema (what the token turns off)
 *  POST /api/notifications/unsubscribe?token   turns that kind of email off without signing in: message
 *                                           emails, or job alert emails for an alert email's token (also
 *                                           RFC 8058 one-click: form body List-Unsubscribe=One-Click) -> { message }
 */

const MESSAGE_BLANK = validationKey('messageBlank');
const MESSAGE_TOO_LONG = validationKey('messageTooLong');

/** Params of /api/conversations/:id routes: a bad id is a conversation not found (404). */
export const conversationIdParams = idParams('Conversation not found');
/** Params of /api/messages/:id routes. */
export const messageIdParams = idParams('Message not found');
/** Params of DELETE /api/me/blocks/:userId. */
export const blockedUserParams = z.object({ userId: userIdParam('User not found') });

/** Chosen by the sending device, reused on every retry of one message. */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, "-" or "_"');

/** Plain text, trimmed; blank or over 2,000 characters is refused. */
export const messageContentSchema = z
  .string(MESSAGE_BLANK)
  .trim()
  .min(1, MESSAGE_BLANK)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

export const startConversationSchema = z.object({ jobId: idSchema });
export const startConversationResponseSchema = z.object({
  conversationId: z.number(),
  created: z.boolean(),
});
export type StartConversationResponse = z.infer<typeof startConversationResponseSchema>;

export const sendMessageSchema = z.object({ clientId: clientIdSchema, content: messageContentSchema });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const markReadSchema = z.object({ messageId: idSchema });

export const messagePageQuerySchema = z
  .object({
    before: idQuery.optional(),
    /** 0: from the start. */
    after: z.union([z.literal('0').transform(() => 0), idQuery]).optional(),
    limit: numberInput(z.number().int().min(1).max(200)).default(MESSAGES_PAGE_SIZE),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: validationKey('beforeOrAfter'),
  });

export const conversationListQuerySchema = z.object({ cursor: z.string().max(100).optional() });

export const messageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** Null when the sender deleted their account ("Deleted user"). */
  senderId: z.string().nullable(),
  content: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.number(),
  /** The current user's side: the job's poster is the employer. */
  role: z.enum(['employer', 'worker']),
  job: z.object({
    id: z.number(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    /** The poster's number, for the worker's Call button; null for the employer (their own number). */
    phone: z.string().nullable(),
  }),
  other: z.object({
    id: z.string().nullable(),
    /** Null when that person deleted their account. */
    name: z.string().nullable(),
  }),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number(),
  /** The worker of this conversation is hired for the job (crews, issue #12). */
  hired: z.boolean(),
  /** The other participant's read marker (for "Seen" under my last message). */
  otherLastReadId: z.number().nullable(),
  /**
   * A block between the two (src/shared/api/safety.ts): 'by-me' when I blocked them (also when both did),
   * 'by-them' when they blocked me. Neither can send while it is not 'none'.
   */
  blocked: z.enum(['none', 'by-me', 'by-them']),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const messagePageSchema = z.object({
  /** Ascending by id. */
  messages: z.array(messageSchema),
  /** More older messages (with before) or newer ones (with after) than this page holds. */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const hireResponseSchema = z.object({
  hired: z.boolean(),
  /** Places filled and needed, and the job's status after the change (closed when full). */
  hiredCount: z.number(),
  workersNeeded: z.number(),
  jobStatus: z.enum(JOB_STATUSES),
});
export type HireResponse = z.infer<typeof hireResponseSchema>;

export const markReadResponseSchema = z.object({ lastReadId: z.number(), unreadTotal: z.number() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

export const unreadResponseSchema = z.object({ total: z.number() });
export type UnreadResponse = z.infer<typeof unreadResponseSchema>;

const unsubscribeTokenSchema = z.string().min(1).max(300);
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });
/** POST: the token from the query (links, one-click) or a JSON body; a form body (RFC 8058) says no more. */
export const unsubscribePostQuerySchema = z.object({ token: unsubscribeTokenSchema.optional() });
export const unsubscribePostBodySchema = z.object({ token: unsubscribeTokenSchema.optional() }).optional();
export const unsubscribeDoneSchema = z.object({ message: z.string() });
/** messages: "new message" emails; alerts: job alert emails (issue #12). */
export const UNSUBSCRIBE_KINDS = ['messages', 'alerts'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
export const unsubscribePreviewSchema = z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), enabled: z.boolean() });
export type UnsubscribePreview = z.infer<typeof unsubscribePreviewSchema>;

/**
 * WebSocket frames. The client sends JSON text frames; the server answers with JSON text frames. Every
 * client frame about a conversation is checked against the session's user like the HTTP calls.
 */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('send'),
    conversationId: idSchema,
    clientId: clientIdSchema,
    content: messageContentSchema,
  }),
  z.object({ type: z.literal('read'), conversationId: idSchema, messageId: idSchema }),
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;

export type ServerFrame =
  /** The socket is authenticated and receives events from now on; sent again when events may have been missed (catch up). */
  | { type: 'ready'; userId: string }
  | { type: 'pong' }
  /** A new message in one of the user's conversations (also the sender's own, for their other tabs). */
  | { type: 'message'; message: Message }
  /** A participant's read marker moved. */
  | { type: 'read'; conversationId: number; readerId: string; lastReadId: number }
  /** The conversation changed otherwise (a hire or its undo, a block): reload it. */
  | { type: 'conversation'; conversationId: number }
  /** New job alert notifications arrived (issue #12): reload the bell's count and the list. */
  | { type: 'notifications' }
  /** The answer to a 'send' frame. */
  | { type: 'sent'; clientId: string; message: Message }
  /** A refused frame (with the clientId of a refused send) or a refused connection. */
  | {
      type: 'error';
      code: ErrorCode;
      message: string;
      clientId?: string;
      retryAfterSeconds?: number;
      /** A refused frame's message per bad field (validation_failed), as HTTP answers carry them. */
      fields?: Record<string, string>;
      /** Their catalogue keys (`validation.*`), as HTTP answers carry them. */
      fieldKeys?: Record<string, string>;
    };

/** Close codes of the realtime socket besides the standard ones. */
export const SOCKET_CLOSE = {
  /** The session ended (signed out, account deleted, password reset): do not reconnect signed out. */
  sessionEnded: 4401,
  /** Too many sockets for this user: the oldest tab keeps working. */
  tooManyConnections: 4429,
} as const;
