import { RefreshCw, ShieldCheck } from '../../components/icons';
import type { ModerationQueue } from '../../../shared/api/moderation';
import { NotFoundPage } from '../../app/not-found-page';
import { PageShell } from '../../components/page-shell';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { ActionLog } from './action-log';
import { useModerationQueue } from './api';
import { PhoneNumbers } from './phone-numbers';
import { Section } from './queue-parts';
import { ConversationItem, JobItem, MessageItem } from './queue-items';
import { useModerationActions, type ModerationActions } from './use-moderation-actions';
import { VitalsSection } from './vitals-section';
import '../../lib/texts/moderation';

/** The queue's sections: held and reported jobs, reported messages and conversations, phone numbers. */
function Queue({ data, actions }: { data: ModerationQueue; actions: ModerationActions }) {
  const { t } = useTranslation();
  const phoneCount = data.phones.unverified.length + data.phones.repeats.length;
  if (data.jobs.length + data.messages.length + data.conversations.length + phoneCount === 0) {
    return (
      <p className="mt-6 flex items-center gap-2 rounded-2xl bg-muted p-4 text-lg">
        <ShieldCheck aria-hidden="true" className="size-6 text-success" />
        {t('moderation.empty')}
      </p>
    );
  }
  return (
    <div className="mt-6">
      {data.jobs.length > 0 ? (
        <Section title={t('moderation.sections.jobs', { count: data.jobs.length })}>
          {data.jobs.map((item) => (
            <JobItem key={item.job.id} item={item} {...actions} />
          ))}
        </Section>
      ) : null}
      {data.messages.length > 0 ? (
        <Section title={t('moderation.sections.messages', { count: data.messages.length })}>
          {data.messages.map((item) => (
            <MessageItem key={item.id} item={item} {...actions} />
          ))}
        </Section>
      ) : null}
      {data.conversations.length > 0 ? (
        <Section title={t('moderation.sections.conversations', { count: data.conversations.length })}>
          {data.conversations.map((item) => (
            <ConversationItem key={`${item.id}-${item.reported.id ?? ''}`} item={item} {...actions} />
          ))}
        </Section>
      ) : null}
      {phoneCount > 0 ? (
        <section className="mt-10 first:mt-0">
          <h2 className="text-2xl font-bold">{t('moderation.sections.phones', { count: phoneCount })}</h2>
          <PhoneNumbers phones={data.phones} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /moderation (issue #11), for the users in MODERATOR_EMAILS: held and reported jobs, reported messages
 * and conversations, with the reasons and the scam detector's matched words; approve, remove, dismiss,
 * ban; the latest actions; page speed on visitors' phones (field data, vitals-section.tsx). Everyone else
 * gets the not-found page (the API answers them 404).
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  const { actions, confirmation, cancel } = useModerationActions();

  if (queue.error instanceof ApiError && queue.error.status === 404) return <NotFoundPage />;

  return (
    <PageShell title={t('moderation.title')} lead={t('moderation.lead')}>
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => void queue.refetch()} loading={queue.isFetching}>
          {!queue.isFetching ? <RefreshCw aria-hidden="true" className="size-4" /> : null}
          {t('moderation.refresh')}
        </Button>
      </div>
      {queue.isPending ? (
        <p className="mt-6">{t('moderation.loading')}</p>
      ) : queue.isError ? (
        <p role="alert" className="mt-6 font-medium text-danger">
          {t('moderation.loadFailed')} {errorMessage(queue.error, t)}
        </p>
      ) : (
        <Queue data={queue.data} actions={actions} />
      )}
      <ActionLog />
      <VitalsSection />
      <Dialog
        open={confirmation !== null}
        onClose={cancel}
        title={confirmation?.title ?? ''}
        description={confirmation?.body}
        closeLabel={t('dialog.close')}
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={cancel}>
            {t('moderation.actions.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={confirmation !== null && actions.busy === confirmation.path}
            onClick={() => confirmation && actions.run(confirmation.path, confirmation.json)}
          >
            {confirmation?.label}
          </Button>
        </div>
      </Dialog>
    </PageShell>
  );
}
