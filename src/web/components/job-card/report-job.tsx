import { EllipsisVertical, Flag } from '../icons';
import { lazy, Suspense, useState } from 'react';
import { useMenuDisclosure } from '../../lib/dismiss';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import type { Job } from './job-api';

// The dialog loads on the first tap: lists and job pages do not carry it.
const ReportDialog = lazy(async () => ({
  default: (await import('../report/report-dialog')).ReportDialog,
}));

function JobReportDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <ReportDialog
        open={open}
        onClose={onClose}
        endpoint={`/api/jobs/${job.id}/report`}
        title={t('safety.reportJob.title')}
      />
    </Suspense>
  );
}

/** "Report this job" on a job page (not for its poster). */
export function ReportJobButton({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (job.isOwner) return null;
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('safety.reportJob.button')}
      </Button>
      {wanted ? <JobReportDialog job={job} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A job card's menu (⋮): Report this job. Not shown on the poster's own jobs. */
export function JobCardMenu({ job }: { job: Job }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { rootRef, buttonProps, panelProps } = useMenuDisclosure(menuOpen, () => setMenuOpen(false));

  if (job.isOwner) return null;
  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={t('safety.reportJob.menu', { title: job.title })}
        onClick={() => setMenuOpen(!menuOpen)}
        className="inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {/* The panel stays (the button controls it), empty while closed: a list's cards carry no hidden items. */}
      <div
        {...panelProps}
        className="absolute right-0 z-20 mt-1 w-56 rounded-2xl border border-border bg-card p-2 shadow-lg"
      >
        {menuOpen ? (
          <button
            type="button"
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium hover:bg-muted focus-visible:bg-muted"
            onClick={() => {
              setMenuOpen(false);
              setWanted(true);
              setReportOpen(true);
            }}
          >
            <Flag aria-hidden="true" className="size-5 text-danger" />
            {t('safety.reportJob.button')}
          </button>
        ) : null}
      </div>
      {wanted ? <JobReportDialog job={job} open={reportOpen} onClose={() => setReportOpen(false)} /> : null}
    </div>
  );
}
