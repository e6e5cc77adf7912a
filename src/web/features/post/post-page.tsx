import { TriangleAlert } from 'lucide-react';
import { PageShell } from '../../components/page-shell';
import { Button } from '../../components/ui/button';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

export function PostPage() {
  const { t } = useTranslation();
  const { isPending, isSignedIn } = useSession();
  const openAuth = useAuthPrompt();
  return (
    <PageShell title={t('pages.post.title')} width="narrow">
      {!isPending && !isSignedIn ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="flex flex-1 items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t('pages.post.signedOutWarning')}
          </p>
          <Button onClick={() => openAuth('login')}>{t('header.signIn')}</Button>
        </div>
      ) : null}
    </PageShell>
  );
}
