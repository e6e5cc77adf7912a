import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOff, CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { UnsubscribePreview } from '../../../shared/api/messages';
import { messages } from '../../../shared/i18n/en-messages';
import { buildPath } from '../../../shared/routes';
import { AccountPageFrame, PageSpinner } from '../../components/account-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiFetch } from '../../lib/api';
import { addTexts, useTranslation } from '../../lib/i18n';

addTexts({ messages });

const endpoint = (token: string) => `/api/notifications/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * /unsubscribe?token=… from a "new message" email: works signed out. Opening the page changes nothing
 * (mail scanners open links); the button turns message emails off.
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

  let body;
  if (!token || preview.isError) {
    body = <p className="text-lg">{t('messages.unsubscribe.invalid')}</p>;
  } else if (preview.isPending) {
    body = <PageSpinner />;
  } else if (turnOff.isSuccess || !preview.data.enabled) {
    body = (
      <p role="status" className="flex items-start gap-3 text-lg">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        {turnOff.isSuccess ? t('messages.unsubscribe.done') : t('messages.unsubscribe.alreadyOff')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-lg">{t('messages.unsubscribe.lead')}</p>
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
          {t('messages.unsubscribe.confirm')}
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
