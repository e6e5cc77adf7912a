import { useNavigate } from 'react-router';
import type { Job } from '../../../shared/api/jobs';
import { REVIEW_WITHIN_HOURS } from '../../../shared/limits';
import { jobPath } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';

/** After a new job is sent: live (or held for review), with "View job" and "Post another". */
export function PostedDialog({
  posted,
  onClose,
  onPostAnother,
}: {
  posted: Job | null;
  onClose: () => void;
  onPostAnother: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const postedId = posted?.id ?? null;
  const heldForReview = posted?.status === 'held';
  return (
    <Dialog
      open={postedId !== null}
      onClose={onClose}
      title={heldForReview ? t('safety.held.title') : t('post.dialogTitle')}
      description={heldForReview ? t('safety.held.wording') : t('post.dialogBody')}
      closeLabel={t('dialog.close')}
    >
      <p>{heldForReview ? t('safety.held.review', { hours: REVIEW_WITHIN_HOURS }) : t('post.dialogLive')}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button
          className="sm:flex-1"
          onClick={() => {
            onClose();
            if (postedId !== null) void navigate(jobPath(postedId));
          }}
        >
          {t('post.viewJob')}
        </Button>
        <Button variant="outline" className="sm:flex-1" onClick={onPostAnother}>
          {t('post.postAnother')}
        </Button>
      </div>
    </Dialog>
  );
}
