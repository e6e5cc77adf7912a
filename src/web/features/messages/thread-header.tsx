import { ArrowLeft, Ban, BriefcaseBusiness, EllipsisVertical, Flag, Phone } from '../../components/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '../../../shared/api/messages';
import { buildPath, jobPath } from '../../../shared/routes';
import { telHref } from '../../components/job-card/job-text';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMenuDisclosure } from '../../lib/dismiss';
import { useTranslation } from '../../lib/i18n';
import { initialsOf, otherName } from './people';

/**
 * "More options" in the thread header: Report (the other person in this conversation) and Block.
 * A disclosure: the button says whether the list is open; Escape or a tap elsewhere closes it.
 */
function ConversationMenu({
  name,
  canBlock,
  onReport,
  onBlock,
}: {
  name: string;
  canBlock: boolean;
  onReport: () => void;
  onBlock: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { rootRef, buttonProps, panelProps } = useMenuDisclosure(open, () => setOpen(false));
  const itemClasses =
    'flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left font-semibold hover:bg-muted';
  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={t('messages.thread.moreFor', { name })}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <EllipsisVertical aria-hidden="true" className="size-6" />
      </button>
      <div
        {...panelProps}
        className="absolute top-full right-0 z-20 mt-1 w-48 rounded-xl border border-border bg-card p-1 shadow-lg"
      >
        <button
          type="button"
          className={itemClasses}
          onClick={() => {
            setOpen(false);
            onReport();
          }}
        >
          <Flag aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('messages.thread.report')}
        </button>
        {canBlock ? (
          <button
            type="button"
            className={cn(itemClasses, 'text-danger')}
            onClick={() => {
              setOpen(false);
              onBlock();
            }}
          >
            <Ban aria-hidden="true" className="size-5" />
            {t('messages.thread.block')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The thread's header: back, the other person (to their profile), the job, Call and the options menu. */
export function ThreadHeader({
  conversation,
  onReport,
  onBlock,
}: {
  conversation: Conversation | undefined;
  onReport?: () => void;
  onBlock?: () => void;
}) {
  const { t } = useTranslation();
  const name = conversation ? otherName(conversation.other, t) : '';
  const phone = conversation?.job.phone;
  return (
    <div className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-3">
      <Link
        to={buildPath('messages')}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
        aria-label={t('messages.thread.back')}
      >
        <ArrowLeft aria-hidden="true" className="size-6" />
      </Link>
      {conversation ? (
        <>
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {initialsOf(conversation.other.id ? conversation.other.name : null)}
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg leading-tight font-bold">
              {conversation.other.id ? (
                <Link
                  to={buildPath('publicProfile', { id: conversation.other.id })}
                  className="underline-offset-4 hover:underline"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
            <Link
              to={jobPath(conversation.job.id)}
              className="flex min-h-7 max-w-full min-w-0 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                {t('messages.list.aboutJob', {
                  title: conversation.job.title || t('messages.list.jobFallback'),
                })}
              </span>
            </Link>
          </div>
          {phone ? (
            <a
              href={telHref(phone)}
              aria-label={t('messages.thread.callLabel', { phone })}
              className={buttonClasses({ size: 'sm' })}
            >
              <Phone aria-hidden="true" className="size-5" />
              {t('messages.thread.call')}
            </a>
          ) : null}
          {onReport && onBlock ? (
            <ConversationMenu
              name={name}
              canBlock={conversation.other.id !== null && conversation.blocked !== 'by-me'}
              onReport={onReport}
              onBlock={onBlock}
            />
          ) : null}
        </>
      ) : (
        <span className="h-12 flex-1" />
      )}
    </div>
  );
}
