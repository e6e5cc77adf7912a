import { LogIn } from './icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './ui/button';
import { Card } from './ui/card';
import { LoadingStatus } from './ui/spinner';
import { useMe } from '../lib/account';
import { ApiError, errorMessage } from '../lib/api';
import { useAuthPrompt } from '../lib/auth-prompt';
import { usePageTitle } from '../lib/head';
import { useTranslation } from '../lib/i18n';
import { useSession, type SessionUser } from '../lib/session';
import '../lib/texts/accounts';

/** The page frame of /profile and /settings: an h1 (also the tab title) over the content. */
export function AccountPageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

type AccountQuery = ReturnType<typeof useMe>;

/**
 * A page for the signed-in user's own account (/profile, /settings) in its frame: a spinner while the
 * session loads (and, with `waitForAccount`, the account too), `signedOutText` with a way to sign in
 * when there is no session or the server answers 401, else `children` with the user and the account.
 */
export function SignedInAccountPage({
  title,
  signedOutText,
  waitForAccount = false,
  children,
}: {
  title: string;
  signedOutText: string;
  waitForAccount?: boolean;
  children: (user: SessionUser, me: AccountQuery) => ReactNode;
}) {
  const { user, isPending } = useSession();
  const me = useMe(Boolean(user));
  const signedOutByServer = me.error instanceof ApiError && me.error.status === 401;
  return (
    <AccountPageFrame title={title}>
      {isPending || (waitForAccount && user && me.isPending) ? (
        <PageSpinner />
      ) : !user || signedOutByServer ? (
        <SignedOutNotice text={signedOutText} />
      ) : (
        children(user, me)
      )}
    </AccountPageFrame>
  );
}

/** The account did not load: why, and Try again. */
export function AccountLoadFailed({ me }: { me: AccountQuery }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="space-y-4 p-6">
      <p className="font-semibold">{t('auth.profile.loadFailed')}</p>
      <p className="text-muted-foreground">{errorMessage(me.error, t)}</p>
      <Button variant="outline" onClick={() => void me.refetch()} loading={me.isFetching}>
        {t('common.tryAgain')}
      </Button>
    </Card>
  );
}

/** Signed out: the spec's sentence, a way to sign in, and a link home. */
export function SignedOutNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  const openAuth = useAuthPrompt();
  return (
    <Card className="space-y-5 p-6 text-center sm:p-8">
      <p className="text-lg font-semibold">{text}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => openAuth('login')}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('header.signIn')}
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          {t('common.goHome')}
        </Link>
      </div>
    </Card>
  );
}

export function PageSpinner() {
  return <LoadingStatus className="min-h-40 justify-center" />;
}
