import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from '../../components/icons';
import { useState } from 'react';
import type { PushDevice } from '../../../shared/api/push';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { apiFetch, errorMessage } from '../../lib/api';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { PushDeniedError, pushSupported, removeDevice, thisDeviceId } from '../../lib/push';
import { usePushLabel, useTurnOnPush } from '../../lib/push-turn-on';
import '../../lib/texts/push';
import { toastError, toastSuccess } from '../../lib/toast';
import { Section } from './settings-section';

export const pushDevicesQueryKey = ['push-devices'] as const;

/**
 * "Get notified on this phone" (issue #24 item 1): turn notifications on for this browser, and the list
 * of the person's phones and browsers with Remove.
 */
export default function PushSection() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const client = useQueryClient();
  const [supported] = useState(pushSupported);
  const [hereId, setHereId] = useState(thisDeviceId);
  const devices = useQuery({
    queryKey: pushDevicesQueryKey,
    queryFn: () => apiFetch<{ devices: PushDevice[] }>('/api/me/push-subscriptions'),
  });
  const turnOn = useTurnOnPush((device) => {
    setHereId(device.id);
    void client.invalidateQueries({ queryKey: pushDevicesQueryKey });
  });
  const label = usePushLabel();
  const remove = useMutation({
    mutationFn: async (device: PushDevice) => {
      await removeDevice(device.id);
      return device;
    },
    onSuccess: (device) => {
      if (device.id === hereId) setHereId(null);
      toastSuccess(t('push.settings.removed', { label: device.label }));
      void client.invalidateQueries({ queryKey: pushDevicesQueryKey });
    },
    onError: (error) => toastError(t('push.settings.removeFailed'), errorMessage(error, t)),
  });
  const list = devices.data?.devices ?? [];
  const onHere = hereId !== null && list.some((device) => device.id === hereId);

  return (
    <Section
      icon={<Smartphone aria-hidden="true" className="size-5 text-primary" />}
      title={t('push.settings.title')}
      lead={t('push.settings.lead')}
    >
      {!supported ? (
        <p className="font-semibold">{t('push.settings.unsupported')}</p>
      ) : onHere ? (
        <p className="font-semibold">{t('push.settings.onHere')}</p>
      ) : (
        <Button disabled={turnOn.isPending} onClick={() => turnOn.mutate(label)}>
          {turnOn.isPending ? t('push.settings.turningOn') : t('push.settings.turnOn')}
        </Button>
      )}
      {turnOn.error instanceof PushDeniedError ? (
        <p role="alert" className="mt-3 text-sm">
          {t('push.settings.denied')}
        </p>
      ) : null}
      <h3 className="mt-6 font-bold">{t('push.settings.devices')}</h3>
      {devices.isPending ? (
        <p className="mt-2 text-muted-foreground">{t('push.settings.loading')}</p>
      ) : devices.isError ? (
        <p className="mt-2">{t('push.settings.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('push.settings.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {list.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {device.label}
                  {device.id === hereId ? (
                    <Badge tone="success">{t('push.settings.thisDevice')}</Badge>
                  ) : null}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {t('push.settings.since', { date: formatDate(device.createdAt, locale) })}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('push.settings.removeNamed', { label: device.label })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(device)}
              >
                {t('push.settings.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted-foreground">{t('push.settings.emailNote')}</p>
    </Section>
  );
}
