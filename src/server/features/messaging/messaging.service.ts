import { AppError } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { EventBus } from '../../realtime/bus';
import type { RealtimeHub } from '../../realtime/hub';
import {
  type Conversation,
  type ConversationListResponse,
  type MarkReadResponse,
  type Message,
  type MessagePage,
  type StartConversationResponse,
} from '../../../shared/api/messages';
import { CONVERSATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '../../../shared/limits';
import type { AwayNotice } from './away-notice';
import type { ConversationRow, ListAfter } from './conversations.repo';
import {
  blockedError,
  conversationNotFound,
  MESSAGE_CHANNEL,
  participantIds,
  READ_CHANNEL,
} from './messaging.events';
import type { MessagingRepos } from './messaging.repo';
import { microsToIso, otherOf, roleOf, type MessageRow } from './messaging.rows';

/** A person writes a few messages a minute; a script writes hundreds. */
export const MESSAGE_SEND_LIMIT: RateLimitRule = { name: 'messages-send:user', limit: 30, windowMs: 60_000 };
/** Starting conversations (about different jobs), per user. */
export const CONVERSATION_START_LIMIT: RateLimitRule = {
  name: 'conversations-start:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

export interface MessagingDeps {
  repos: Pick<MessagingRepos, 'conversations' | 'messages' | 'blocks'>;
  limiter: RateLimiter;
  bus: EventBus;
  hub: RealtimeHub;
  awayNotice: AwayNotice;
  now: () => Date;
}

function encodeCursor(row: ConversationRow): string {
  return `${row.updatedKey}_${row.id}`;
}

function decodeCursor(cursor: string | undefined): ListAfter | null {
  if (!cursor) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,15})$/.exec(cursor);
  if (!match) throw new AppError(400, 'invalid_cursor', 'This list has changed. Please reload it.');
  return { updatedKey: match[1] as string, id: Number(match[2]) };
}

/**
 * Conversations about jobs between the poster (employer) and a worker: find-or-create, lists with real
 * unread counts, threads in pages, idempotent sends, read markers, live pushes and "email when away".
 * The user id always comes from the session.
 */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  async start(userId: string, jobId: number): Promise<StartConversationResponse> {
    const { repos, limiter, now } = this.deps;
    const { conversations } = repos;
    const job = await conversations.findJob(jobId);
    // A held or removed job exists only for its poster, as on GET /api/jobs/:id: the same 404 as none.
    const hidden = (job?.status === 'held' || job?.status === 'removed') && job.userId !== userId;
    if (!job || hidden) throw new AppError(404, 'job_not_found', 'Job not found');
    if (job.userId === userId) {
      throw new AppError(
        409,
        'own_job',
        'This is your own job. Workers who message you about it appear in Messages.',
      );
    }
    if (job.userId) {
      const existing = await conversations.findConversationId(job.id, job.userId, userId);
      if (existing !== null) return { conversationId: existing, created: false };
    }
    if (!job.userId || job.status !== 'active' || job.expiresAt.getTime() <= now().getTime()) {
      throw new AppError(410, 'job_closed', 'This job is closed and no longer takes new messages.');
    }
    if (await repos.blocks.isBlockedBetween(userId, job.userId)) throw blockedError();
    await limiter.consume(CONVERSATION_START_LIMIT, userId);
    const { id, created } = await conversations.findOrCreateConversation(job.id, job.userId, userId, now());
    return { conversationId: id, created };
  }

  async list(userId: string, cursor: string | undefined): Promise<ConversationListResponse> {
    const after = decodeCursor(cursor);
    const rows = await this.deps.repos.conversations.listConversations(
      userId,
      after,
      CONVERSATIONS_PAGE_SIZE + 1,
    );
    const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      conversations: page.map((row) => this.toConversation(userId, row)),
      nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? encodeCursor(last) : null,
    };
  }

  async get(userId: string, conversationId: number): Promise<Conversation> {
    const row = await this.deps.repos.conversations.getConversation(userId, conversationId);
    if (!row) throw conversationNotFound();
    return this.toConversation(userId, row);
  }

  private toConversation(userId: string, row: ConversationRow): Conversation {
    const role = roleOf(userId, row);
    const expired = row.jobStatus === 'active' && new Date(row.jobExpiresAt) <= this.deps.now();
    return {
      id: row.id,
      role,
      job: {
        id: row.jobId,
        title: row.jobTitle,
        status: expired ? 'expired' : row.jobStatus,
        phone: role === 'worker' ? row.jobPhone : null,
      },
      other: { id: role === 'employer' ? row.workerId : row.employerId, name: row.otherName },
      lastMessage: row.lastMessage,
      unreadCount: Math.min(row.unreadCount, UNREAD_COUNT_CAP + 1),
      otherLastReadId: role === 'employer' ? row.workerLastReadId : row.employerLastReadId,
      blocked: row.blocked,
      hired: row.hired,
      updatedAt: microsToIso(row.updatedKey),
    };
  }

  async messages(
    userId: string,
    conversationId: number,
    query: { before?: number; after?: number; limit: number },
  ): Promise<MessagePage> {
    const { conversations, messages: messagesRepo } = this.deps.repos;
    if (!(await conversations.participantsFor(userId, conversationId))) throw conversationNotFound();
    const rows =
      query.after !== undefined
        ? await messagesRepo.messagesAfter(conversationId, query.after, query.limit + 1)
        : await messagesRepo.messagesBefore(conversationId, query.before ?? null, query.limit + 1);
    const hasMore = rows.length > query.limit;
    const messages = hasMore ? (query.after !== undefined ? rows.slice(0, -1) : rows.slice(1)) : rows;
    return { messages, hasMore };
  }

  /**
   * Stores a message and pushes it live. Resending the same clientId returns the stored message and
   * stores nothing. `created` tells the route whether this call stored it. While a block stands between
   * the two, nothing is stored: 403 blocked.
   */
  async send(
    userId: string,
    conversationId: number,
    input: { clientId: string; content: string },
  ): Promise<{ message: Message; created: boolean }> {
    const { repos, limiter, now } = this.deps;
    const messagesRepo = repos.messages;
    const earlier = await messagesRepo.findMessageByClientId(userId, input.clientId);
    if (earlier) return { message: this.sameConversation(earlier, conversationId), created: false };
    await limiter.consume(MESSAGE_SEND_LIMIT, userId);
    const {
      participants,
      message,
      blocked: isBlocked,
    } = await messagesRepo.insertMessage({
      conversationId,
      senderId: userId,
      content: input.content,
      clientId: input.clientId,
      now: now(),
    });
    if (!participants) throw conversationNotFound();
    if (isBlocked) throw blockedError();
    if (!message) {
      // The same clientId was stored between our lookup and the insert (a concurrent retry).
      const stored = await messagesRepo.findMessageByClientId(userId, input.clientId);
      if (!stored) throw new Error('message with a conflicting clientId not found');
      return { message: this.sameConversation(stored, conversationId), created: false };
    }
    await this.deps.bus.publish(MESSAGE_CHANNEL, {
      messageId: message.id,
      conversationId,
      ...participantIds(participants),
    });
    const recipientId = otherOf(userId, participants);
    if (recipientId) {
      this.deps.awayNotice.notifyLater(recipientId, roleOf(recipientId, participants), userId, message);
    }
    return { message, created: true };
  }

  private sameConversation(message: MessageRow, conversationId: number): MessageRow {
    if (message.conversationId !== conversationId) {
      throw new AppError(409, 'client_id_taken', 'This message id was already used in another conversation.');
    }
    return message;
  }

  async markRead(userId: string, conversationId: number, messageId: number): Promise<MarkReadResponse> {
    const { repos, bus } = this.deps;
    const result = await repos.messages.markRead(userId, conversationId, messageId);
    if (!result) throw conversationNotFound();
    if (result.moved) {
      await bus.publish(READ_CHANNEL, {
        conversationId,
        readerId: userId,
        lastReadId: result.lastReadId,
        ...participantIds(result),
      });
    }
    return { lastReadId: result.lastReadId, unreadTotal: await repos.messages.unreadTotal(userId) };
  }

  unreadTotal(userId: string): Promise<number> {
    return this.deps.repos.messages.unreadTotal(userId);
  }

  /** Pushes a stored message to its participants' sockets on this instance. */
  async pushMessage(messageId: number): Promise<void> {
    const message = await this.deps.repos.messages.messageForPush(messageId);
    if (!message) return;
    const { employerId, workerId, ...rest } = message;
    this.deps.hub.sendToUsers([employerId, workerId], { type: 'message', message: rest });
  }
}
