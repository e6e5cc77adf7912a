import { TriangleAlert } from '../../components/icons';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useJob } from '../../components/job-card/job-api';
import { PageShell } from '../../components/page-shell';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
import { useSession } from '../../lib/session';
import { EDIT_PARAM, editIdOf } from './form';
import { JobForm } from './job-form';

function SignedOutBanner() {
  const { t } = useTranslation();
  const openAuth = useAuthPrompt();
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex flex-1 items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('post.signedOutWarning')}
      </p>
      <Button onClick={() => openAuth('login')}>{t('post.signIn')}</Button>
    </div>
  );
}

/** /post?edit={id}: the same form, prefilled, for the poster only. */
function EditJob({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, isPending, refetch } = useJob(id);
  const userId = user?.id;

  // Who is looking decides isOwner: ask again after signing in or out.
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void refetch();
  }, [userId, refetch]);

  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-6" />
        {t('post.editLoading')}
      </div>
    );
  }
  if (error || data.state === 'missing') {
    return <p className="text-lg">{t('post.editLoadFailed')}</p>;
  }
  if (!data.job.isOwner) {
    return (
      <div className="space-y-4">
        <p className="text-lg">{t('post.editNotYours')}</p>
        <Link to={buildPath('job', { id: data.job.id })} className={buttonClasses({ variant: 'outline' })}>
          {data.job.title}
        </Link>
      </div>
    );
  }
  return <JobForm key={data.job.id} mode="edit" job={data.job} />;
}

export function PostPage() {
  const { t } = useTranslation();
  const { isPending, isSignedIn } = useSession();
  const [searchParams] = useSearchParams();
  const editId = editIdOf(searchParams.get(EDIT_PARAM));
  return (
    <PageShell title={editId ? t('post.editTitle') : t('post.title')} width="narrow">
      {!isPending && !isSignedIn ? <SignedOutBanner /> : null}
      {editId ? <EditJob id={editId} /> : <JobForm mode="create" />}
    </PageShell>
  );
}
