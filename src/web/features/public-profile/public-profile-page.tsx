import {
  BriefcaseBusiness,
  CalendarDays,
  CircleCheck,
  CircleX,
  SearchX,
  Star,
  Wallet,
} from '../../components/icons';
import { Link, useParams } from 'react-router';
import type { PublicProfile, PublicRating } from '../../../shared/api/ratings';
import { paidOnTimePercent } from '../../../shared/ratings';
import { buildPath } from '../../../shared/routes';
import { Avatar } from '../../components/avatar';
import { MessagePage } from '../../components/message-page';
import { Stars } from '../../components/rating/stars';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDate, useIntlLocale } from '../../lib/format';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useProfile } from './api';
import { ReplyForm } from './reply-form';

function RatingItem({
  rating,
  profile,
  mine,
}: {
  rating: PublicRating;
  profile: PublicProfile;
  /** The signed-in user is the person rated: they may reply once. */
  mine: boolean;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <li className="border-t border-border py-4 first:border-t-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={rating.stars} className="text-lg" />
        <span className="font-bold">
          {t(`ratings.profile.byRole.${rating.raterRole}`, { name: rating.raterName })}
        </span>
        <span className="text-sm text-muted-foreground">{formatDate(rating.createdAt, locale)}</span>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 truncate">{t('ratings.profile.forJob', { title: rating.jobTitle })}</span>
      </p>
      {rating.paidOnTime === null ? null : (
        <p
          className={cn(
            'mt-2 flex items-center gap-1.5 text-sm font-semibold',
            rating.paidOnTime ? 'text-success' : 'text-danger',
          )}
        >
          {rating.paidOnTime ? (
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CircleX aria-hidden="true" className="size-4 shrink-0" />
          )}
          {rating.paidOnTime ? t('ratings.profile.paidYes') : t('ratings.profile.paidNo')}
        </p>
      )}
      {rating.comment ? (
        <p className="mt-2 text-base whitespace-pre-line [overflow-wrap:anywhere]">{rating.comment}</p>
      ) : null}
      {rating.reply ? (
        <div className="mt-3 rounded-xl border-l-4 border-primary/60 bg-muted px-3 py-2">
          <p className="text-sm font-semibold">{t('ratings.profile.reply', { name: profile.name })}</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{rating.reply}</p>
        </div>
      ) : mine ? (
        <ReplyForm profileId={profile.id} rating={rating} />
      ) : null}
    </li>
  );
}

function Summary({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { average, count } = profile.rating;
  const paid = profile.paidOnTime;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-accent/60 p-4">
        {average === null ? (
          <p className="flex items-center gap-2 font-semibold">
            <Star aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('ratings.noRatings')}
          </p>
        ) : (
          <>
            <p className="flex items-center gap-2">
              <span className="text-3xl font-extrabold">{average.toFixed(1)}</span>
              <Stars value={average} className="text-2xl" />
            </p>
            <p className="mt-1 text-muted-foreground">{t('ratings.count', { count })}</p>
          </>
        )}
      </div>
      {paid ? (
        <div className="flex items-start gap-2 rounded-xl bg-accent/60 p-4 font-semibold">
          <Wallet aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {t('ratings.paidOnTimeLong', {
              yes: paid.yes,
              count: paid.answered,
              percent: paidOnTimePercent(paid),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const viewerId = useSession().user?.id;
  const mine = viewerId === profile.id;
  usePageTitle(profile.name);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-10 sm:pt-8">
      <section className={cn(cardClasses, 'overflow-hidden')}>
        <div className="h-16 bg-gradient-to-r from-accent to-accent/30 sm:h-20" aria-hidden="true" />
        <div className="px-5 pb-5 sm:px-8 sm:pb-8">
          <Avatar
            name={profile.name}
            className="-mt-10 size-20 border-4 border-card text-3xl shadow-sm sm:-mt-12 sm:size-24 sm:text-4xl"
          />
          <h1 className="mt-3 text-2xl font-extrabold break-words sm:text-3xl">{profile.name}</h1>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              {t('ratings.profile.memberSince', { date: formatDate(profile.memberSince, locale) })}
            </li>
            <li className="flex items-center gap-1.5">
              <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
              {t('ratings.profile.jobsPosted', { count: profile.jobsPosted })}
            </li>
          </ul>
          {mine ? (
            <p className="mt-3 text-sm font-semibold text-primary">{t('ratings.profile.yourProfile')}</p>
          ) : null}
          <div className="mt-5">
            <Summary profile={profile} />
          </div>
        </div>
      </section>

      <section aria-labelledby="ratings-heading" className={cn(cardClasses, 'mt-6 px-5 py-4 sm:px-8')}>
        <h2 id="ratings-heading" className="text-xl font-bold">
          {t('ratings.profile.ratingsTitle')}
        </h2>
        {profile.ratings.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t('ratings.profile.noRatingsBody')}</p>
        ) : (
          <ul className="mt-1">
            {profile.ratings.map((rating) => (
              <RatingItem key={rating.id} rating={rating} profile={profile} mine={mine} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /u/{id}: a person's public profile: name, member since, jobs posted, ratings and replies. */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useProfile(id);
  if (query.data) return <ProfileView profile={query.data} />;
  if (query.data === null) {
    return (
      <MessagePage
        icon={SearchX}
        title={t('ratings.profile.notFoundTitle')}
        body={<p>{t('ratings.profile.notFoundBody')}</p>}
      >
        <Link to={buildPath('jobsByCity', { city: 'all' })} className={cn(buttonClasses(), 'mt-6')}>
          {t('ratings.profile.findWork')}
        </Link>
      </MessagePage>
    );
  }
  if (query.error) {
    return (
      <MessagePage icon={SearchX} title={t('ratings.profile.loadFailed')}>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('ratings.profile.tryAgain')}
        </Button>
      </MessagePage>
    );
  }
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6" />
      {t('ratings.profile.loading')}
    </div>
  );
}
