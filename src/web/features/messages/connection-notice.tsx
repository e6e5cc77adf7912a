import { WifiOff } from '../../components/icons';
import { useTranslation } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { useRealtimeStatus } from '../../lib/realtime';

/** Spec: "Reconnecting..." while the live connection is down; offline says so. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const online = useOnline();
  if (online && status !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 bg-accent px-3 py-2 text-sm font-semibold text-accent-foreground"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {online ? t('messages.connection.reconnecting') : t('messages.connection.offline')}
    </p>
  );
}
