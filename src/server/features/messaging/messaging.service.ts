import type { BackgroundTasks } from '../../background-tasks';
import { AppError, notFound } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { EventBus } from '../../realtime/bus';
import type { RealtimeHub } from '../../realtime/hub';
import {
  type Conversation,
  type ConversationListResponse,
  type HireResponse,
  type MarkReadResponse,
  type Message,
  type MessagePage,
  type StartConversationResponse,
} from '../../../shared/api/messages';
import type {
  BlockListResponse,
  BlockResponse,
  ReportInput,
  ReportResponse,
} from '../../../shared/api/safety';
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_EMAIL_GAP_MS, UNREAD_COUNT_CAP } from '../../../shared/limits';
import type {
  ConversationRow,
  ListAfter,
  MessageRow,
  MessagingRepo,
  NewReport,
  Participants,
} from './messaging.repo';
import { firstName, type MessagingMail } from './messaging.mail';

/** A person writes a few messages a minute; a script writes hundreds. */
export const MESSAGE_SEND_LIMIT: RateLimitRule = { name: 'messages-send:user', limit: 30, windowMs: 60_000 };
/** Starting conversations (about different jobs), per user. */
export const CONVERSATION_START_LIMIT: RateLimitRule = {
  name: 'conversations-start:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** Reports of messages and conversations per user: far more than anyone honest sends in an hour. */
export const CHAT_REPORT_LIMIT: RateLimitRule = {
  name: 'reports-chat:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** Bus channels: ids only; every instance reads what it pushes from the database. */
export const MESSAGE_CHANNEL = 'messages';
export const READ_CHANNEL = 'reads';
/** Something about a conversation changed besides its messages (a hire, a block): both sides reload it. */
export const CONVERSATION_CHANNEL = 'conversations';

const conversationNotFound = () => notFound('Conversation not found');
const messageNotFound = () => notFound('Message not found');
/** 403 on sending or starting a conversation while a block stands, in either direction. */
const blocked = () =>
  new AppError(403, 'blocked', 'You cannot message this person: one of you has blocked the other.');

/** The other person of a conversation (null when they deleted their account). */
function otherOf(userId: string, participants: Participants): string | null {
  return participants.employerId === userId ? participants.workerId : participants.employerId;
}

export interface MessagingDeps {
  repo: MessagingRepo;
  limiter: RateLimiter;
  bus: EventBus;
  hub: RealtimeHub;
  mail: MessagingMail;
  background: BackgroundTasks;
  now: () => Date;
  /**
   * Web Push (issue #24): pushes a message to someone away; true when they chose push on a device, and
   * then get no away email. app.ts passes the push feature's (src/server/features/push).
   */
  awayPush?: (input: AwayPush) => Promise<boolean>;
}

/** What a push about a new message says (the names are read only when the person has a device). */
export interface AwayPush {
  recipientId: string;
  conversationId: number;
  content: string;
  details: () => Promise<{ senderName: string; jobTitle: string }>;
}

function roleOf(userId: string, participants: Participants): 'employer' | 'worker' {
  return participants.employerId === userId ? 'employer' : 'worker';
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

/** Bus payloads carry only ids and strings; a missing participant is left out. */
function participantIds(participants: Participants): Record<string, string> {
  const ids: Record<string, string> = {};
  if (participants.employerId) ids.employerId = participants.employerId;
  if (participants.workerId) ids.workerId = participants.workerId;
  return ids;
}

/**
 * Conversations about jobs between the poster (employer) and a worker: find-or-create, lists with real
 * unread counts, threads in pages, idempotent sends, read markers, live pushes and "email when away".
 * The user id always comes from the session.
 */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  async start(userId: string, jobId: number): Promise<StartConversationResponse> {
    const { repo, limiter, now } = this.deps;
    const job = await repo.findJob(jobId);
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
      const existing = await repo.findConversationId(job.id, job.userId, userId);
      if (existing !== null) return { conversationId: existing, created: false };
    }
    if (!job.userId || job.status !== 'active' || job.expiresAt.getTime() <= now().getTime()) {
      throw new AppError(410, 'job_closed', 'This job is closed and no longer takes new messages.');
    }
    if (await repo.isBlockedBetween(userId, job.userId)) throw blocked();
    await limiter.consume(CONVERSATION_START_LIMIT, userId);
    const { id, created } = await repo.findOrCreateConversation(job.id, job.userId, userId, now());
    return { conversationId: id, created };
  }

  async list(userId: string, cursor: string | undefined): Promise<ConversationListResponse> {
    const after = decodeCursor(cursor);
    const rows = await this.deps.repo.listConversations(userId, after, CONVERSATIONS_PAGE_SIZE + 1);
    const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      conversations: page.map((row) => this.toConversation(userId, row)),
      nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? encodeCursor(last) : null,
    };
  }

  async get(userId: string, conversationId: number): Promise<Conversation> {
    const row = await this.deps.repo.getConversation(userId, conversationId);
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
      updatedAt: `${row.updatedKey.slice(0, 23)}Z`,
    };
  }

  async messages(
    userId: string,
    conversationId: number,
    query: { before?: number; after?: number; limit: number },
  ): Promise<MessagePage> {
    const { repo } = this.deps;
    if (!(await repo.participantsFor(userId, conversationId))) throw conversationNotFound();
    const rows =
      query.after !== undefined
        ? await repo.messagesAfter(conversationId, query.after, query.limit + 1)
        : await repo.messagesBefore(conversationId, query.before ?? null, query.limit + 1);
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
    const { repo, limiter, now } = this.deps;
    const earlier = await repo.findMessageByClientId(userId, input.clientId);
    if (earlier) return { message: this.sameConversation(earlier, conversationId), created: false };
    await limiter.consume(MESSAGE_SEND_LIMIT, userId);
    const {
      participants,
      message,
      blocked: isBlocked,
    } = await repo.insertMessage({
      conversationId,
      senderId: userId,
      content: input.content,
      clientId: input.clientId,
      now: now(),
    });
    if (!participants) throw conversationNotFound();
    if (isBlocked) throw blocked();
    if (!message) {
      // The same clientId was stored between our lookup and the insert (a concurrent retry).
      const stored = await repo.findMessageByClientId(userId, input.clientId);
      if (!stored) throw new Error('message with a conflicting clientId not found');
      return { message: this.sameConversation(stored, conversationId), created: false };
    }
    await this.deps.bus.publish(MESSAGE_CHANNEL, {
      messageId: message.id,
      conversationId,
      ...participantIds(participants),
    });
    const recipientId = participants.employerId === userId ? participants.workerId : participants.employerId;
    if (recipientId) this.emailIfAway(recipientId, roleOf(recipientId, participants), userId, message);
    return { message, created: true };
  }

  private sameConversation(message: MessageRow, conversationId: number): MessageRow {
    if (message.conversationId !== conversationId) {
      throw new AppError(409, 'client_id_taken', 'This message id was already used in another conversation.');
    }
    return message;
  }

  async markRead(userId: string, conversationId: number, messageId: number): Promise<MarkReadResponse> {
    const { repo, bus } = this.deps;
    const result = await repo.markRead(userId, conversationId, messageId);
    if (!result) throw conversationNotFound();
    if (result.moved) {
      await bus.publish(READ_CHANNEL, {
        conversationId,
        readerId: userId,
        lastReadId: result.lastReadId,
        ...participantIds(result),
      });
    }
    return { lastReadId: result.lastReadId, unreadTotal: await repo.unreadTotal(userId) };
  }

  unreadTotal(userId: string): Promise<number> {
    return this.deps.repo.unreadTotal(userId);
  }

  /** Pushes a stored message to its participants' sockets on this instance. */
  async pushMessage(messageId: number): Promise<void> {
    const message = await this.deps.repo.messageForPush(messageId);
    if (!message) return;
    const { employerId, workerId, ...rest } = message;
    this.deps.hub.sendToUsers([employerId, workerId], { type: 'message', message: rest });
  }

  /**
   * "Email when away": when the recipient has no live socket on any instance, allows emails about
   * messages and has a real address, one email per conversation per hour at most. Runs after the send
   * has answered; a failure is logged, never shown to the sender.
   */
  private emailIfAway(
    recipientId: string,
    role: 'employer' | 'worker',
    senderId: string,
    message: Message,
  ): void {
    this.deps.background.run('email when away', async () => {
      const { hub, repo, mail, now } = this.deps;
      if (await hub.isOnline(recipientId)) return;
      if (await this.pushIfChosen(recipientId, senderId, message)) return; // Web Push (issue #24)
      const recipient = await repo.recipient(recipientId);
      if (!recipient?.messageEmails || !mail.canEmail(recipient.email)) return;
      if (!(await repo.claimEmailSlot(message.conversationId, role, now(), MESSAGE_EMAIL_GAP_MS))) return;
      const [conversation, sender] = await Promise.all([
        repo.getConversation(recipientId, message.conversationId),
        repo.recipient(senderId),
      ]);
      if (!conversation) return;
      await mail.newMessage({
        recipientId,
        recipient,
        senderName: sender?.name ?? '',
        jobTitle: conversation.jobTitle,
        conversationId: message.conversationId,
        content: message.content,
      });
    });
  }

  /** Web Push (issue #24): a person with a device gets a push (at most one per 2 minutes), no email. */
  private async pushIfChosen(recipientId: string, senderId: string, message: Message): Promise<boolean> {
    const { awayPush, repo } = this.deps;
    if (!awayPush) return false;
    return awayPush({
      recipientId,
      conversationId: message.conversationId,
      content: message.content,
      details: async () => {
        const [conversation, sender] = await Promise.all([
          repo.getConversation(recipientId, message.conversationId),
          repo.recipient(senderId),
        ]);
        return { senderName: firstName(sender?.name ?? ''), jobTitle: conversation?.jobTitle ?? '' };
      },
    });
  }

  /** Blocks the other person of a conversation the user is in (idempotent). */
  async block(userId: string, conversationId: number): Promise<BlockResponse> {
    const { repo, now } = this.deps;
    const participants = await repo.participantsFor(userId, conversationId);
    if (!participants) throw conversationNotFound();
    const otherId = otherOf(userId, participants);
    if (!otherId) throw notFound('This person has deleted their account.');
    await repo.block(userId, otherId, now());
    await this.deps.bus.publish(CONVERSATION_CHANNEL, { conversationId, ...participantIds(participants) });
    return { userId: otherId, blocked: true };
  }

  /** Lifts the user's block of `blockedId` (idempotent: nothing to lift is fine). */
  async unblock(userId: string, blockedId: string): Promise<BlockResponse> {
    await this.deps.repo.unblock(userId, blockedId);
    return { userId: blockedId, blocked: false };
  }

  /** The job's poster marks (or unmarks) the worker of a conversation as hired (crews, issue #12). */
  async setHired(userId: string, conversationId: number, hired: boolean): Promise<HireResponse> {
    const result = await this.deps.repo.setHired(userId, conversationId, hired, this.deps.now());
    if (!result) throw conversationNotFound();
    switch (result.outcome) {
      case 'not_messaged':
        throw new AppError(
          409,
          'not_messaged',
          'You can hire a worker once they have written to you about this job.',
        );
      case 'job_closed':
        throw new AppError(409, 'job_closed', 'This job is closed. Reopen it to hire more workers.');
      case 'job_full':
        throw new AppError(
          409,
          'job_full',
          'Every place in this job is filled. Undo a hire to hire someone else.',
        );
      case 'done':
        await this.deps.bus.publish(CONVERSATION_CHANNEL, {
          conversationId,
          ...participantIds({ employerId: userId, workerId: result.workerId }),
        });
        return {
          hired: result.hired,
          hiredCount: result.hiredCount,
          workersNeeded: result.workersNeeded,
          jobStatus: result.jobStatus,
        };
    }
  }

  async blocks(userId: string): Promise<BlockListResponse> {
    return { blocks: await this.deps.repo.blockedBy(userId) };
  }

  /** Reports a message the other person sent in a conversation the user is in. */
  async reportMessage(userId: string, messageId: number, input: ReportInput): Promise<ReportResponse> {
    const message = await this.deps.repo.messageSenderFor(userId, messageId);
    if (!message) throw messageNotFound();
    if (message.senderId === userId) {
      throw new AppError(400, 'own_item', 'You cannot report your own message.');
    }
    return this.report(userId, {
      targetKind: 'message',
      targetId: messageId,
      reportedUserId: message.senderId,
      input,
    });
  }

  /** Reports the other person of a conversation the user is in. */
  async reportConversation(
    userId: string,
    conversationId: number,
    input: ReportInput,
  ): Promise<ReportResponse> {
    const participants = await this.deps.repo.participantsFor(userId, conversationId);
    if (!participants) throw conversationNotFound();
    return this.report(userId, {
      targetKind: 'conversation',
      targetId: conversationId,
      reportedUserId: otherOf(userId, participants),
      input,
    });
  }

  /** One report per user per item: a second one answers `already` and stores nothing. */
  private async report(
    userId: string,
    target: Pick<NewReport, 'targetKind' | 'targetId' | 'reportedUserId'> & { input: ReportInput },
  ): Promise<ReportResponse> {
    const { repo, limiter, now } = this.deps;
    await limiter.consume(CHAT_REPORT_LIMIT, userId);
    const stored = await repo.insertReport({
      reporterId: userId,
      targetKind: target.targetKind,
      targetId: target.targetId,
      reportedUserId: target.reportedUserId,
      reason: target.input.reason,
      details: target.input.details ?? '',
      now: now(),
    });
    return { reported: true, already: !stored };
  }
}
