import { Link } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

export function MessagesPage() {
  const { t } = useTranslation();
  const { isPending, isSignedIn } = useSession();
  return (
    <PageShell title={t('pages.messages.title')}>
      {!isPending && !isSignedIn ? (
        <div className="space-y-4">
          <p className="text-lg">{t('pages.messages.signedOut')}</p>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {t('common.goHome')}
          </Link>
        </div>
      ) : null}
    </PageShell>
  );
}
