import { errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { useModerationLog } from './api';
import { When } from './queue-parts';

/** The latest moderation actions: who did what to which item, and when. */
export function ActionLog() {
  const { t } = useTranslation();
  const log = useModerationLog(true);
  const actions = log.data?.actions ?? [];
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-bold">{t('moderation.sections.log')}</h2>
      {log.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {errorMessage(log.error, t)}
        </p>
      ) : actions.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          {log.isPending ? t('common.loading') : t('moderation.log.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
          {actions.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="break-words">
                {t('moderation.log.entry', {
                  email: entry.moderatorEmail,
                  action: t(`moderation.log.action.${entry.action}`),
                  kind: t(`moderation.log.kind.${entry.targetKind}`),
                  id: entry.targetId,
                })}
              </span>
              <When at={entry.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
