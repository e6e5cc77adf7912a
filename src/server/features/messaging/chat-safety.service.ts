import { AppError, notFound } from '../../errors';
import type { RateLimitRule } from '../../plugins/rate-limit';
import type {
  BlockListResponse,
  BlockResponse,
  ReportInput,
  ReportResponse,
} from '../../../shared/api/safety';
import type { NewReport } from './blocks.repo';
import { CONVERSATION_CHANNEL, conversationNotFound, participantIds } from './messaging.events';
import type { MessagingDeps } from './messaging.service';
import { otherOf } from './messaging.rows';

/** Reports of messages and conversations per user: far more than anyone honest sends in an hour. */
export const CHAT_REPORT_LIMIT: RateLimitRule = {
  name: 'reports-chat:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** Messaging's, less the hub and the away notice: a block or a report sends no message to anyone. */
export type ChatSafetyDeps = Pick<MessagingDeps, 'repos' | 'limiter' | 'bus' | 'now'>;

/** Blocking the other person of a conversation and reporting messages or conversations. */
export class ChatSafetyService {
  constructor(private readonly deps: ChatSafetyDeps) {}

  /** Blocks the other person of a conversation the user is in (idempotent). */
  async block(userId: string, conversationId: number): Promise<BlockResponse> {
    const { repos, now } = this.deps;
    const participants = await repos.conversations.participantsFor(userId, conversationId);
    if (!participants) throw conversationNotFound();
    const otherId = otherOf(userId, participants);
    if (!otherId) throw notFound('This person has deleted their account.');
    await repos.blocks.block(userId, otherId, now());
    await this.deps.bus.publish(CONVERSATION_CHANNEL, { conversationId, ...participantIds(participants) });
    return { userId: otherId, blocked: true };
  }

  /** Lifts the user's block of `blockedId` (idempotent: nothing to lift is fine). */
  async unblock(userId: string, blockedId: string): Promise<BlockResponse> {
    await this.deps.repos.blocks.unblock(userId, blockedId);
    return { userId: blockedId, blocked: false };
  }

  async blocks(userId: string): Promise<BlockListResponse> {
    return { blocks: await this.deps.repos.blocks.blockedBy(userId) };
  }

  /** Reports a message the other person sent in a conversation the user is in. */
  async reportMessage(userId: string, messageId: number, input: ReportInput): Promise<ReportResponse> {
    const message = await this.deps.repos.messages.messageSenderFor(userId, messageId);
    if (!message) throw notFound('Message not found');
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
    const participants = await this.deps.repos.conversations.participantsFor(userId, conversationId);
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
    const { repos, limiter, now } = this.deps;
    await limiter.consume(CHAT_REPORT_LIMIT, userId);
    const stored = await repos.blocks.insertReport({
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
