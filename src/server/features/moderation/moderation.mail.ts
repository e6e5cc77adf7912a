import type { BackgroundTasks } from '../../background-tasks';
import type { Mailer } from '../../email/mailer';
import { renderEmail } from '../../email/templates';
import type { Env } from '../../env';
import { isPseudoEmail } from '../../../shared/identifiers';
import { buildPath } from '../../../shared/routes';
import type { ModerationRepo } from './moderation.repo';

/**
 * The email telling a poster a moderator removed their job, sent in the background after the response
 * (a poster without a real email address, or deleted since, gets none).
 */
export function jobRemovedEmails(deps: {
  recipients: Pick<ModerationRepo, 'recipient'>;
  background: BackgroundTasks;
  mailer: Mailer;
  env: Pick<Env, 'brand' | 'PUBLIC_URL'>;
}): (removed: { userId: string | null; title: string }) => void {
  const { env } = deps;
  return (removed) => {
    if (removed.userId === null) return;
    const userId = removed.userId;
    deps.background.run('job removed email', async () => {
      const recipient = await deps.recipients.recipient(userId);
      if (!recipient || isPseudoEmail(recipient.email)) return;
      const email = renderEmail('safety.emails.jobRemoved', {
        to: recipient.email,
        locale: recipient.locale,
        params: {
          siteName: env.brand.siteName,
          name: recipient.name,
          jobTitle: removed.title,
          safetyUrl: `${env.PUBLIC_URL}${buildPath('safety')}`,
          contactUrl: `${env.PUBLIC_URL}${buildPath('contact')}`,
        },
      });
      await deps.mailer.send(email);
    });
  };
}
