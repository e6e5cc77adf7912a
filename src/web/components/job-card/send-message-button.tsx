import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Button, type ButtonSize } from '../ui/button';

/** The messages page for a job: the conversation with its poster starts there. */
export function messagesPathForJob(jobId: number): string {
  return `${buildPath('messages')}?job=${jobId}`;
}

/** "Send Message": signed out, the sign-in prompt opens; signed in, the messages page for this job. */
export function SendMessageButton({
  jobId,
  size = 'md',
  className,
}: {
  jobId: number;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openAuth = useAuthPrompt();
  const { isSignedIn, isPending } = useSession();
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      loading={isPending}
      loadingText={t('jobs.card.sendingMessage')}
      onClick={() => {
        if (!isSignedIn) openAuth('login');
        else void navigate(messagesPathForJob(jobId));
      }}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t('jobs.card.sendMessage')}
    </Button>
  );
}
