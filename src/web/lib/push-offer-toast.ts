import { errorMessage } from './api';
import { i18n, pageTextsReady } from './i18n';
import { describeBrowser, PushDeniedError, turnOnPush } from './push';
import './texts/push';
import { toastAction, toastError, toastSuccess } from './toast';

/** "Get notified on this phone?" with Turn on (the offer of push-offer.ts). */
export async function showPushOffer(): Promise<void> {
  await pageTextsReady();
  const t = i18n.t.bind(i18n);
  const { browser, system } = describeBrowser(navigator.userAgent);
  const name = browser ?? t('push.device.browser');
  const label = system ? t('push.device.on', { browser: name, system }) : name;
  toastAction(t('push.offer.title'), t('push.offer.body'), {
    label: t('push.offer.accept'),
    onClick: () => {
      turnOnPush(label).then(
        () => toastSuccess(t('push.settings.added'), t('push.settings.addedBody')),
        (error: unknown) =>
          toastError(
            t('push.settings.failed'),
            error instanceof PushDeniedError ? t('push.settings.denied') : errorMessage(error, t),
          ),
      );
    },
  });
}
