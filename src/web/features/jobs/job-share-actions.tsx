import { Copy, Share2 } from '../../components/icons';
import type { Job } from '../../components/job-card/job-api';
import { useJobShareText, WhatsAppShareLink } from '../../components/job-card/whatsapp-share';
import { Button } from '../../components/ui/button';
import { useBrowserValue } from '../../lib/browser-value';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';
import { toastError, toastSuccess } from '../../lib/toast';

/** Sharing a job from its page: the phone's share sheet (where there is one), Copy link, WhatsApp. */
export function ShareActions({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { text, url } = useJobShareText(job);
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);
  return (
    <div role="group" aria-label={t('job.shareTitle')} className="flex flex-wrap gap-2">
      {canShare ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            navigator.share({ title: job.title, text, url }).catch((error: unknown) => {
              // Closing the share sheet is not an error worth a message.
              if (!(error instanceof DOMException && error.name === 'AbortError')) {
                console.info('Share failed', error);
              }
            });
          }}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {t('job.share')}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => toastSuccess(t('job.linkCopied'), t('job.linkCopiedBody')),
            () => toastError(t('job.copyFailed'), url),
          );
        }}
      >
        <Copy aria-hidden="true" className="size-4" />
        {t('job.copyLink')}
      </Button>
      <WhatsAppShareLink job={job} />
    </div>
  );
}
