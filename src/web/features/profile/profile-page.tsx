import { CalendarDays, LogOut, Mail, Phone, Settings, ShieldCheck, UserRound } from '../../components/icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { Avatar } from '../../components/avatar';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSignOut, type SessionUser } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { AccountLoadFailed, PageSpinner, SignedInAccountPage } from '../../components/account-page';
import { MyJobsSlot } from './my-jobs-slot';
import { ProfileForm } from './profile-form';
import '../../lib/texts/ratings';
import '../../lib/texts/accounts';

function ProfileHeader({
  user,
  createdAt,
  contact,
  moderator,
}: {
  user: SessionUser;
  createdAt: string | undefined;
  contact: { email: string | null; phone: string | null };
  /** Listed in MODERATOR_EMAILS: a link to /moderation. */
  moderator: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const locale = useIntlLocale();
  const [signingOut, setSigningOut] = useState(false);
  const since = createdAt ? formatDate(createdAt, locale) : '';

  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-gradient-to-r from-accent to-accent/30 sm:h-20" aria-hidden="true" />
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        <Avatar
          name={user.name}
          className="-mt-10 size-20 border-4 border-card text-3xl shadow-sm sm:-mt-12 sm:size-24 sm:text-4xl"
        />
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-2xl font-bold break-words">{user.name}</p>
            {since ? (
              <p className="mt-1 flex items-center gap-2 text-muted-foreground">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                {t('auth.profile.memberSince', { date: since })}
              </p>
            ) : null}
            {contact.email ? (
              <p className="mt-1 flex items-center gap-2 text-muted-foreground [overflow-wrap:anywhere]">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0">{contact.email}</span>
              </p>
            ) : null}
            {contact.phone ? (
              <p className="mt-1 flex items-center gap-2 text-muted-foreground">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {contact.phone}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            {moderator ? (
              <Link to={buildPath('moderation')} className={buttonClasses({ variant: 'outline' })}>
                <ShieldCheck aria-hidden="true" className="size-5" />
                {t('safety.moderationLink')}
              </Link>
            ) : null}
            <Link
              to={buildPath('publicProfile', { id: user.id })}
              className={buttonClasses({ variant: 'outline' })}
            >
              <UserRound aria-hidden="true" className="size-5" />
              {t('ratings.seeMyProfile')}
            </Link>
            <Link to={buildPath('settings')} className={buttonClasses({ variant: 'outline' })}>
              <Settings aria-hidden="true" className="size-5" />
              {t('header.settings')}
            </Link>
            <Button
              variant="outline"
              loading={signingOut}
              onClick={() => {
                void (async () => {
                  setSigningOut(true);
                  try {
                    await signOut();
                    await navigate('/');
                  } catch (error) {
                    toastError(t('header.signOutFailed'), errorMessage(error, t));
                  } finally {
                    setSigningOut(false);
                  }
                })();
              }}
            >
              {signingOut ? null : <LogOut aria-hidden="true" className="size-5" />}
              {t('header.signOut')}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

/**
 * /profile (spec 2): the initial, the name and "Member since", an update form (name, email and phone,
 * bio, location, skills) and Sign Out. Signed out: "Please sign in to view your profile".
 */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <SignedInAccountPage title={t('pages.profile.title')} signedOutText={t('pages.profile.signedOut')}>
      {(user, me) => {
        const account = me.data;
        return (
          <>
            <ProfileHeader
              moderator={account?.moderator ?? false}
              user={account ? { ...user, name: account.user.name } : user}
              createdAt={account?.user.createdAt ?? user.createdAt}
              contact={{
                email: account ? account.user.email : null,
                phone: account ? account.user.phone : (user.phone ?? null),
              }}
            />
            {account ? (
              <ProfileForm me={account} />
            ) : me.isError ? (
              <AccountLoadFailed me={me} />
            ) : (
              <PageSpinner />
            )}
            {/* "My jobs": the jobs feature fills this slot (./my-jobs-slot.tsx). */}
            <MyJobsSlot />
          </>
        );
      }}
    </SignedInAccountPage>
  );
}
