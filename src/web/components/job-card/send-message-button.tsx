import { useMutation } from '@tanstack/react-query';
import { MessageCircle } from '../icons';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import { conversationPath, messagesPathForJob, startConversation } from '../../lib/messaging';
import { useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { Button, type ButtonSize } from '../ui/button';

/**
 * "Send Message" (spec 4): signed out, the sign-in modal opens and the job is remembered, so signing in
 * (or signing up and verifying) leads on to the conversation; signed in, the one conversation about this
 * job with its poster is found or created and opened. "Loading..." meanwhile; failures say why.
 */
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
  const start = useMutation({
    mutationFn: () => startConversation(jobId),
    onSuccess: (conversationId) => navigate(conversationPath(conversationId)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        openAuth('login', { continueTo: messagesPathForJob(jobId) });
        return;
      }
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toastError(t('messaging.errorTitle'), known ? errorMessage(error, t) : t('messaging.startFailed'));
    },
  });
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      loading={isPending || start.isPending}
      loadingText={t('jobs.card.sendingMessage')}
      onClick={() => {
        if (!isSignedIn) openAuth('login', { continueTo: messagesPathForJob(jobId) });
        else start.mutate();
      }}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t('jobs.card.sendMessage')}
    </Button>
  );
}
