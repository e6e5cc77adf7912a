import { CircleAlert, CircleCheck } from '../../components/icons';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/** The form's answer above it: sent (a status, focused once the script sent it) or not sent (an alert). */
export function ContactNotice({
  tone = 'success',
  title,
  children,
  ref,
}: {
  tone?: 'success' | 'error';
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn(
        'mt-5 flex gap-3 rounded-2xl border p-4',
        tone === 'success'
          ? 'border-success/40 bg-success/10 outline-none'
          : 'border-danger/50 bg-danger/10 text-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-6 shrink-0', tone === 'success' ? 'text-success' : 'text-danger')}
      />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}
