import { X } from '../icons';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  /** Called however the dialog closes: Escape, the close button, a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  className?: string;
}

/**
 * A native <dialog> shown as a modal while `open` and closed when it is not. Its `onClick` calls
 * `onBackdropClick` for a click on the backdrop (on the <dialog> itself, not its content).
 */
export function useModalDialog(open: boolean, onBackdropClick: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onBackdropClick();
  };
  return { ref, onClick };
}

/**
 * A modal on the native <dialog> element: focus is trapped and restored by the browser, Escape closes it,
 * the rest of the page is inert while it is open.
 */
export function Dialog({ open, onClose, title, description, children, closeLabel, className }: DialogProps) {
  const { ref, onClick } = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={onClick}
      className={cn(
        'm-auto w-[min(100%-2rem,32rem)] rounded-2xl border border-border bg-card p-0 text-card-foreground shadow-xl',
        className,
      )}
    >
      {open ? (
        <div className="relative p-6">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <h2 id={titleId} className="pr-10 text-xl font-bold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-muted-foreground">
              {description}
            </p>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
