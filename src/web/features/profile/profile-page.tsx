import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { PageShell } from '../../components/page-shell';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { useSession, useSignOut } from '../../lib/session';
import { toastError } from '../../lib/toast';

export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  if (isPending) return <PageShell title={t('pages.profile.title')} width="narrow" />;

  if (!user) {
    return (
      <PageShell title={t('pages.profile.title')} width="narrow">
        <div className="space-y-4">
          <p className="text-lg">{t('pages.profile.signedOut')}</p>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {t('common.goHome')}
          </Link>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell title={t('pages.profile.title')} width="narrow">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} className="size-16 text-2xl" />
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{user.name}</p>
          <p className="truncate text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <Button
        variant="outline"
        className="mt-8"
        loading={signingOut}
        onClick={async () => {
          setSigningOut(true);
          try {
            await signOut();
            await navigate('/');
          } catch (error) {
            toastError(t('header.signOutFailed'), errorMessage(error, t));
          } finally {
            setSigningOut(false);
          }
        }}
      >
        {t('header.signOut')}
      </Button>
    </PageShell>
  );
}
