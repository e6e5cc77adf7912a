import { WifiOff } from './icons';
import { useTranslation } from '../lib/i18n';
import { useOnline } from '../lib/online';

/**
 * A banner at the top while the browser is offline: the pages, lists and jobs shown then are the ones
 * saved on the phone (src/web/sw.ts). The live region is always there, so the change is announced.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-accent px-4 py-2 text-center text-sm font-medium text-accent-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('app.offline')}
        </p>
      )}
    </div>
  );
}
