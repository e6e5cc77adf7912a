import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOff, CircleCheck } from '../../components/icons';
import { Link, useSearchParams } from 'react-router';
import type { UnsubscribePreview } from '../../../shared/api/messages';
import { buildPath } from '../../../shared/routes';
import { AccountPageFrame, PageSpinner } from '../../components/account-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiFetch } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/messages';
import '../../lib/texts/alerts';

const endpoint = (token: string) => `/api/notifications/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * /unsubscribe?token=… from a "new message" or a job alert email: works signed out. Opening the page
 * changes nothing (mail scanners open links); the button turns that kind of email off.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiFetch<UnsubscribePreview>(endpoint(token), { signal }),
    enabled: token.length > 0,
    retry: false,
  });
  const turnOff = useMutation({
    mutationFn: () => apiFetch<{ message: string }>(endpoint(token), { method: 'POST', json: {} }),
  });
  const settingsLink = (
    <Link to={buildPath('settings')} className={buttonClasses({ variant: 'outline' })}>
      {t('messages.unsubscribe.settings')}
    </Link>
  );

  // Texts of the kind of email the token is about (message emails unless it says job alerts).
  const text = (key: 'lead' | 'confirm' | 'done' | 'alreadyOff') =>
    t(preview.data?.kind === 'alerts' ? `alerts.unsubscribe.${key}` : `messages.unsubscribe.${key}`);
  let body;
  if (!token || preview.isError) {
    body = <p className="text-lg">{t('messages.unsubscribe.invalid')}</p>;
  } else if (preview.isPending) {
    body = <PageSpinner />;
  } else if (turnOff.isSuccess || !preview.data.enabled) {
    body = (
      <p role="status" className="flex items-start gap-3 text-lg">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        {turnOff.isSuccess ? text('done') : text('alreadyOff')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-lg">{text('lead')}</p>
        {turnOff.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {t('messages.unsubscribe.failed')}
          </p>
        ) : null}
        <Button
          size="lg"
          loading={turnOff.isPending}
          loadingText={t('messages.unsubscribe.working')}
          onClick={() => turnOff.mutate()}
        >
          <BellOff aria-hidden="true" className="size-5" />
          {text('confirm')}
        </Button>
      </>
    );
  }
  return (
    <AccountPageFrame title={t('messages.unsubscribe.title')}>
      <Card className="space-y-5 p-6 sm:p-8">
        {body}
        <div>{settingsLink}</div>
      </Card>
    </AccountPageFrame>
  );
}
