import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellPlus } from '../../components/icons';
import { useLocation } from 'react-router';
import type { Alert, AlertInput } from '../../../shared/api/alerts';
import { ALERTS_PER_USER_MAX } from '../../../shared/limits';
import { ApiError, apiFetchWithStatus, errorMessage } from '../../lib/api';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { pageTextsReady, useTranslation } from '../../lib/i18n';
import { alertsQueryKey } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast';
import { Button } from '../../components/ui/button';

/** POST /api/me/alerts: 201 a new alert, 200 the same search saved before. */
async function saveAlert(search: AlertInput): Promise<{ alert: Alert; created: boolean }> {
  const { status, data } = await apiFetchWithStatus<Alert>('/api/me/alerts', {
    method: 'POST',
    json: search,
  });
  return { alert: data, created: status === 201 };
}

/**
 * "Alert me" on a job list: saves the list's current search (city, category, pay at least, words) as a
 * job alert. Signed out, it opens sign-in and comes back to the list.
 */
export function AlertMeButton({ search, className }: { search: AlertInput; className?: string }) {
  const { t, i18n } = useTranslation();
  const translate = (key: string, params?: Record<string, string | number>) => t(key, params ?? {});
  const client = useQueryClient();
  const location = useLocation();
  const openAuth = useAuthPrompt();
  const { isSignedIn } = useSession();
  const save = useMutation({
    // What the answer is told with (the alerts' texts, and shared/alerts with the city tables) loads
    // beside the request, for its success and its errors alike: a listing shows the button long before
    // anyone taps it (issue #22).
    mutationFn: async () => {
      const telling = Promise.all([
        import('../../../shared/alerts'),
        import('../../lib/texts/alerts').then(pageTextsReady),
      ]);
      const saved = await saveAlert(search).finally(() => telling.catch(() => undefined));
      const [{ alertLabel }] = await telling;
      return { ...saved, label: alertLabel(saved.alert, translate, i18n.language) };
    },
    onSuccess: ({ label, created }) => {
      void client.invalidateQueries({ queryKey: alertsQueryKey });
      if (created) {
        toastSuccess(t('alerts.alertMe.saved'), t('alerts.alertMe.savedHint', { label }));
        void import('../../lib/push-offer').then((module) => module.offerPushOnce()); // issue #24: notifications offered once, after a first alert
      } else toastInfo(t('alerts.alertMe.already'), label);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        openAuth('login', { continueTo: `${location.pathname}${location.search}` });
      } else if (error instanceof ApiError && error.code === 'too_many_alerts') {
        toastError(
          t('alerts.alertMe.tooMany', { max: ALERTS_PER_USER_MAX }),
          t('alerts.alertMe.tooManyHint'),
        );
      } else if (error instanceof ApiError && error.code === 'empty_alert') {
        toastInfo(t('alerts.alertMe.empty'), t('alerts.alertMe.emptyHint'));
      } else {
        toastError(t('alerts.alertMe.failed'), errorMessage(error, t));
      }
    },
  });
  return (
    <Button
      variant="outline"
      className={className}
      title={t('jobs.alertMe.hint')}
      loading={save.isPending}
      loadingText={t('jobs.alertMe.saving')}
      onClick={() => {
        if (!isSignedIn) openAuth('login', { continueTo: `${location.pathname}${location.search}` });
        else save.mutate();
      }}
    >
      <BellPlus aria-hidden="true" className="size-5" />
      {t('jobs.alertMe.button')}
    </Button>
  );
}
