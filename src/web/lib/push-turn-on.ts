import { useMutation } from '@tanstack/react-query';
import type { PushDevice } from '../../shared/api/push';
import { errorMessage } from './api';
import { useTranslation } from './i18n';
import { describeBrowser, PushDeniedError, turnOnPush } from './push';
import { toastError, toastSuccess } from './toast';

/** How Settings will list this browser: "Chrome on Android" in the person's language. */
export function usePushLabel(): string {
  const { t } = useTranslation();
  const { browser, system } = describeBrowser(navigator.userAgent);
  const name = browser ?? t('push.device.browser');
  return system ? t('push.device.on', { browser: name, system }) : name;
}

/** Turning notifications on for this browser, with the toasts (Settings and the one-time offer). */
export function useTurnOnPush(onDone?: (device: PushDevice) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (label: string) => turnOnPush(label),
    onSuccess: (device) => {
      toastSuccess(t('push.settings.added'), t('push.settings.addedBody'));
      onDone?.(device);
    },
    onError: (error) => {
      if (error instanceof PushDeniedError) toastError(t('push.settings.failed'), t('push.settings.denied'));
      else toastError(t('push.settings.failed'), errorMessage(error, t));
    },
  });
}
