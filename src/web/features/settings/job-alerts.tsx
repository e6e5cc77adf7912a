import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, Trash2 } from '../../components/icons';
import { Link } from 'react-router';
import { alertLabel } from '../../../shared/alerts';
import { findCategoryGroup } from '../../../shared/categories';
import {
  ALERT_EMAIL_CHOICES,
  type Alert,
  type AlertEmails,
  type AlertListResponse,
} from '../../../shared/api/alerts';
import { ALERTS_PER_USER_MAX } from '../../../shared/limits';
import { buildPath } from '../../../shared/routes';
import { CategoryIcon } from '../../components/category-icon';
import { Button, buttonClasses } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { apiFetch, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { alertsQueryKey } from '../../lib/notifications';
import { toastError, toastSuccess } from '../../lib/toast';
import '../../lib/texts/alerts';
import { ListStatus } from './list-status';

const alertsQueryOptions = {
  queryKey: alertsQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<AlertListResponse>('/api/me/alerts', { signal }),
};

function useLabel() {
  const { t, i18n } = useTranslation();
  return (alert: Alert) => alertLabel(alert, (key, params) => t(key, params ?? {}), i18n.language);
}

function SavedAlert({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const label = useLabel()(alert);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiFetch<undefined>(`/api/me/alerts/${alert.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData<AlertListResponse>(alertsQueryKey, (data) =>
        data ? { ...data, alerts: data.alerts.filter((item) => item.id !== alert.id) } : data,
      );
      toastSuccess(t('alerts.settings.deleted'), label);
    },
    onError: (error) => toastError(t('alerts.settings.deleteFailed'), errorMessage(error, t)),
  });
  // Once deleted the row stays busy until it leaves the list.
  const busy = remove.isPending || remove.isSuccess;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <p className="flex min-w-0 flex-1 items-center gap-2 font-semibold break-words">
        <CategoryIcon
          name={(alert.category && findCategoryGroup(alert.category)?.icon) || 'briefcase'}
          className="size-5 shrink-0 text-primary"
        />
        <span className="min-w-0">{label}</span>
      </p>
      <div className="shrink-0">
        <Button
          variant="outline"
          loading={busy}
          loadingText={t('alerts.settings.deleting')}
          aria-label={busy ? undefined : t('alerts.settings.deleteLabel', { label })}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t('alerts.settings.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Right away / once a day / no emails, saved on choosing. */
function EmailChoice({ value }: { value: AlertEmails }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (emails: AlertEmails) =>
      apiFetch('/api/me/alert-emails', { method: 'PUT', json: { emails } }),
    onSuccess: (_, emails) => {
      client.setQueryData<AlertListResponse>(alertsQueryKey, (data) => (data ? { ...data, emails } : data));
      toastSuccess(t('alerts.settings.emailsSaved'), t(`alerts.settings.emails.${emails}`));
    },
    onError: (error) => toastError(t('alerts.settings.emailsFailed'), errorMessage(error, t)),
  });
  return (
    <ChoiceGroup<AlertEmails>
      look="cards"
      legend={t('alerts.settings.emailsLegend')}
      value={value}
      onChange={(emails) => save.mutate(emails)}
      disabled={save.isPending}
      className="mt-6"
      gridClassName="grid gap-3 sm:grid-cols-3"
      options={ALERT_EMAIL_CHOICES.map((choice) => ({
        value: choice,
        label: t(`alerts.settings.emails.${choice}`),
        hint: t(`alerts.settings.emails.${choice}Hint`),
      }))}
    />
  );
}

/** Settings, "Job alerts" (issue #12): the saved alerts with Delete, and how new jobs are emailed. */
export function JobAlerts() {
  const { t } = useTranslation();
  const query = useQuery(alertsQueryOptions);
  if (query.isPending || query.isError) {
    return (
      <ListStatus
        list={query}
        loadingText={t('alerts.settings.loading')}
        failedText={t('alerts.settings.loadFailed')}
      />
    );
  }
  const { alerts, emails } = query.data;
  return (
    <>
      {alerts.length === 0 ? (
        <div className="space-y-3">
          <p className="text-muted-foreground">{t('alerts.settings.empty')}</p>
          <Link
            to={buildPath('jobsByCity', { city: 'all' })}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Search aria-hidden="true" className="size-5" />
            {t('alerts.settings.findJobs')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('alerts.settings.count', { count: alerts.length, max: ALERTS_PER_USER_MAX })}
          </p>
          <ul className="divide-y divide-border" aria-label={t('alerts.settings.title')}>
            {alerts.map((alert) => (
              <SavedAlert key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
      <EmailChoice value={emails} />
    </>
  );
}
