import type { BackgroundTasks } from '../../background-tasks';
import type { Mailer } from '../../email/mailer';
import type { UnsubscribeTokens } from '../../email/unsubscribe';
import type { Env } from '../../env';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { EventBus } from '../../realtime/bus';
import type { RealtimeHub } from '../../realtime/hub';
import { AwayNotice, type AwayNoticeDeps } from './away-notice';
import { ChatSafetyService } from './chat-safety.service';
import { HiresService } from './hires.service';
import type { MessageEmailsRepo } from './message-emails.repo';
import { MessagingMail } from './messaging.mail';
import type { MessagingRepos } from './messaging.repo';
import { MessagingService } from './messaging.service';

/** Messaging's services over one set of repos, built once per app (app.ts) and handed to its routes. */
export interface Messaging {
  service: MessagingService;
  hires: HiresService;
  safety: ChatSafetyService;
  /** The message-email switch (Settings, the emails' unsubscribe links). */
  emails: MessageEmailsRepo;
}

export function createMessaging(deps: {
  repos: MessagingRepos;
  mailer: Mailer;
  env: Env;
  tokens: UnsubscribeTokens;
  hub: RealtimeHub;
  limiter: RateLimiter;
  bus: EventBus;
  background: BackgroundTasks;
  now: () => Date;
  awayPush: AwayNoticeDeps['awayPush'];
}): Messaging {
  const { hub, limiter, bus, background, now } = deps;
  const { repos } = deps;
  const mail = new MessagingMail(deps.mailer, deps.env, deps.tokens);
  const awayNotice = new AwayNotice({ repos, hub, mail, background, now, awayPush: deps.awayPush });
  return {
    service: new MessagingService({ repos, limiter, bus, hub, awayNotice, now }),
    hires: new HiresService({ hires: repos.hires, bus, now }),
    safety: new ChatSafetyService({ repos, limiter, bus, now }),
    emails: repos.emails,
  };
}
