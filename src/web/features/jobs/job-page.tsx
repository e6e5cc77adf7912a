import { SearchX } from '../../components/icons';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useJob } from '../../components/job-card/job-api';
import { MessagePage } from '../../components/message-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';
import { useSession } from '../../lib/session';
import { GoneJob } from './job-unavailable';
import { LiveJob } from './live-job';

/** /job/{id}: the whole job, how to reach the poster, sharing, and the poster's own actions. */
export function JobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const validId = /^[1-9]\d{0,15}$/.test(id);
  const query = useJob(id, validId);
  const { data, error, refetch } = query;
  const userId = useSession().user?.id;

  // Who is looking decides isOwner (the poster's actions): ask again after signing in or out.
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    if (validId) void refetch();
  }, [userId, validId, refetch]);

  useEffect(() => {
    if (error) console.error('Could not load the job:', error);
  }, [error]);

  if (!validId || data?.state === 'missing') {
    return (
      <MessagePage icon={SearchX} title={t('job.notFoundTitle')} body={<p>{t('job.notFoundBody')}</p>}>
        <div className="mt-6 flex justify-center">
          <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses()}>
            {t('job.allJobs')}
          </Link>
        </div>
      </MessagePage>
    );
  }
  if (data?.state === 'live') return <LiveJob job={data.job} />;
  if (data?.state === 'gone') return <GoneJob job={data.job} />;
  if (error) {
    return (
      <MessagePage icon={SearchX} title={t('job.loadFailed')}>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('jobs.list.tryAgain')}
        </Button>
      </MessagePage>
    );
  }
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6" />
      {t('job.loading')}
    </div>
  );
}
