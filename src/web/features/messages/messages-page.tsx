import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PageSpinner, SignedOutNotice } from '../../components/account-page';
import { cardClasses } from '../../components/ui/card';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { conversationPath, startConversation } from '../../lib/messaging';
import { useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { ConversationList } from './conversation-list';
import { Thread } from './thread';
import '../../lib/texts/messages';

function positiveId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /messages?job={id}: where Send Message continues after signing in. Finds or creates the conversation
 * about the job, then replaces the address with ?conversation={id}.
 */
function StartFromJob({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (started.current === jobId) return;
    started.current = jobId;
    startConversation(jobId).then(
      (id) => navigate(conversationPath(id), { replace: true }),
      (error: unknown) => {
        const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toastError(t('messaging.errorTitle'), known ? errorMessage(error, t) : t('messaging.startFailed'));
        void navigate(buildPath('messages'), { replace: true });
      },
    );
  }, [jobId, navigate, t]);
  return <PageSpinner />;
}

/**
 * /messages (spec: Messages): the conversation list beside the selected thread in a 600px panel; on a
 * phone the list, then the thread with a Back button. ?conversation={id} selects one.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const [params] = useSearchParams();
  const selectedId = positiveId(params.get('conversation'));
  const jobId = positiveId(params.get('job'));
  usePageTitle(t('pages.messages.title'));

  let content;
  if (isPending) content = <PageSpinner />;
  else if (!user) content = <SignedOutNotice text={t('pages.messages.signedOut')} />;
  else if (jobId !== null) content = <StartFromJob jobId={jobId} />;
  else {
    content = (
      <div
        className={cn(
          cardClasses,
          'flex h-[calc(100dvh-10rem)] min-h-[26rem] overflow-hidden md:grid md:h-[600px] md:grid-cols-[20rem_1fr]',
        )}
      >
        <ConversationList
          selectedId={selectedId}
          userId={user.id}
          className={cn('w-full md:border-r md:border-border', selectedId !== null && 'max-md:hidden')}
        />
        {selectedId !== null ? (
          <Thread key={selectedId} conversationId={selectedId} userId={user.id} />
        ) : (
          <div className="hidden items-center justify-center p-6 text-center text-muted-foreground md:flex">
            <p className="max-w-xs text-lg">{t('messages.thread.choose')}</p>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-8">
      <h1
        className={cn(
          'mb-4 text-3xl font-extrabold tracking-tight sm:text-4xl',
          selectedId !== null && 'max-md:sr-only',
        )}
      >
        {t('pages.messages.title')}
      </h1>
      {content}
    </div>
  );
}
