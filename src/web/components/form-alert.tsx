import { CircleAlert, CircleCheck } from './icons';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A form's answer shown in the page, above the form: what went wrong (an alert) or what went well (a
 * status). The answer of a form posted before or without JavaScript (lib/form-post.ts) is shown here,
 * where the script would have shown a toast.
 */
export function FormAlert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: 'error' | 'success';
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-3 text-foreground',
        tone === 'error' ? 'border-danger/50 bg-danger/10' : 'border-success/40 bg-success/10',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger' : 'text-success')}
      />
      <div className="min-w-0 break-words">
        <p className="font-bold">{title}</p>
        {children ? <p>{children}</p> : null}
      </div>
    </div>
  );
}
