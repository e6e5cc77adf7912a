import { Inbox, RefreshCw } from '../../components/icons';
import { PageShell } from '../../components/page-shell';
import { Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate, formatTime, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDevMailbox, type DevEmail } from './api';

function EmailItem({ email }: { email: DevEmail }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <li className={cn(cardClasses, 'overflow-hidden')}>
      <div className="border-b border-border bg-muted/50 px-4 py-3">
        <h2 className="font-bold break-words">{email.subject}</h2>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
          <dt>{t('devMailbox.to')}</dt>
          <dd className="break-all text-foreground">{email.to}</dd>
          <dt>{t('devMailbox.sentAt')}</dt>
          <dd>
            <time dateTime={email.sentAt}>
              {formatDate(email.sentAt, locale)} {formatTime(email.sentAt, locale)}
            </time>
          </dd>
        </dl>
      </div>
      {/* Plain text only: email HTML is never rendered here. */}
      <pre className="overflow-x-auto p-4 font-mono text-sm whitespace-pre-wrap break-words">
        {email.text}
      </pre>
    </li>
  );
}

/** /dev/mailbox: the emails a development server kept instead of sending, for trying sign-up flows locally. */
export function DevMailboxPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch, isFetching } = useDevMailbox();

  return (
    <PageShell title={t('devMailbox.title')} lead={t('devMailbox.lead')} width="narrow">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? t('devMailbox.count', { count: data.length }) : ''}
        </p>
        <Button variant="outline" onClick={() => void refetch()} loading={isFetching}>
          {!isFetching ? <RefreshCw aria-hidden="true" className="size-4" /> : null}
          {t('devMailbox.refresh')}
        </Button>
      </div>
      <div className="mt-6">
        {isPending ? (
          <p>{t('common.loading')}</p>
        ) : isError ? (
          <p role="alert" className="font-medium text-danger">
            {t('devMailbox.loadFailed')} {errorMessage(error, t)}
          </p>
        ) : data === null ? (
          <p className="rounded-2xl bg-muted p-4">{t('devMailbox.off')}</p>
        ) : data.length === 0 ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Inbox aria-hidden="true" className="size-5" />
            {t('devMailbox.empty')}
          </p>
        ) : (
          <ul className="space-y-4">
            {data.map((email) => (
              <EmailItem key={email.id} email={email} />
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
