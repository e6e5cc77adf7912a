import type { BackgroundTasks } from '../../background-tasks';
import type { RealtimeHub } from '../../realtime/hub';
import type { Message } from '../../../shared/api/messages';
import { MESSAGE_EMAIL_GAP_MS } from '../../../shared/limits';
import type { MessagingRepos } from './messaging.repo';
import { firstName } from '../../../shared/text/names';
import type { MessagingMail } from './messaging.mail';
import type { Role } from './messaging.rows';

/** What a push about a new message says (the names are read only when the person has a device). */
export interface AwayPush {
  recipientId: string;
  conversationId: number;
  content: string;
  details: () => Promise<{ senderName: string; jobTitle: string }>;
}

export interface AwayNoticeDeps {
  repos: Pick<MessagingRepos, 'conversations' | 'emails'>;
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

/** Tells a recipient with no live socket about a new message: a push when they chose one, else an email. */
export class AwayNotice {
  constructor(private readonly deps: AwayNoticeDeps) {}

  /**
   * "Email when away": when the recipient has no live socket on any instance, allows emails about
   * messages and has a real address, one email per conversation per hour at most. Runs after the send
   * has answered; a failure is logged, never shown to the sender.
   */
  notifyLater(recipientId: string, role: Role, senderId: string, message: Message): void {
    this.deps.background.run('email when away', async () => {
      const { hub, repos, mail, now } = this.deps;
      if (await hub.isOnline(recipientId)) return;
      if (await this.pushIfChosen(recipientId, senderId, message)) return; // Web Push (issue #24)
      const recipient = await repos.emails.recipient(recipientId);
      if (!recipient?.messageEmails || !mail.canEmail(recipient.email)) return;
      const { conversationId } = message;
      if (!(await repos.emails.claimEmailSlot(conversationId, role, now(), MESSAGE_EMAIL_GAP_MS))) return;
      const { jobTitle, senderName } = await this.names(recipientId, senderId, conversationId);
      if (jobTitle === null) return;
      await mail.newMessage({
        recipientId,
        recipient,
        senderName,
        jobTitle,
        conversationId,
        content: message.content,
      });
    });
  }

  /** Web Push (issue #24): a person with a device gets a push (at most one per 2 minutes), no email. */
  private async pushIfChosen(recipientId: string, senderId: string, message: Message): Promise<boolean> {
    const { awayPush } = this.deps;
    if (!awayPush) return false;
    return awayPush({
      recipientId,
      conversationId: message.conversationId,
      content: message.content,
      details: async () => {
        const { jobTitle, senderName } = await this.names(recipientId, senderId, message.conversationId);
        return { senderName: firstName(senderName), jobTitle: jobTitle ?? '' };
      },
    });
  }

  /** The sender's name and the job's title (null when the conversation is gone for the recipient). */
  private async names(recipientId: string, senderId: string, conversationId: number) {
    const { repos } = this.deps;
    const [conversation, sender] = await Promise.all([
      repos.conversations.getConversation(recipientId, conversationId),
      repos.emails.recipient(senderId),
    ]);
    return { jobTitle: conversation?.jobTitle ?? null, senderName: sender?.name ?? '' };
  }
}
