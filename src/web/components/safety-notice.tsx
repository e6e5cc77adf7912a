import { ShieldAlert } from './icons';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routes';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';

/** The standing safety line of job pages and chats, with the way to the safety tips. */
export function SafetyNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-3 py-2 text-sm font-semibold',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <span>
        {t('safety.notice')}{' '}
        <Link to={buildPath('safety', {})} className="underline underline-offset-2">
          {t('safety.noticeLink')}
        </Link>
      </span>
    </p>
  );
}
