import type { Database } from '../../db/client';
import { BlocksRepo } from './blocks.repo';
import { ConversationsRepo } from './conversations.repo';
import { HiresRepo, type HireJobStatuses } from './hires.repo';
import { MessageEmailsRepo } from './message-emails.repo';
import { MessagesRepo } from './messages.repo';

/** The messaging feature's repos, one per concern; every query about a conversation is scoped to a member. */
export interface MessagingRepos {
  conversations: ConversationsRepo;
  messages: MessagesRepo;
  blocks: BlocksRepo;
  hires: HiresRepo;
  emails: MessageEmailsRepo;
}

/** `jobStatuses`: the jobs feature's JobStatuses (app.ts), through which a hire closes or reopens a job. */
export function messagingRepos(db: Database, jobStatuses: HireJobStatuses): MessagingRepos {
  return {
    conversations: new ConversationsRepo(db),
    messages: new MessagesRepo(db),
    blocks: new BlocksRepo(db),
    hires: new HiresRepo(db, jobStatuses),
    emails: new MessageEmailsRepo(db),
  };
}
