import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block min-h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground',
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:opacity-60 aria-invalid:border-danger',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ref, ...rest }: InputProps) {
  return <input ref={ref} className={cn(inputClasses, className)} {...rest} />;
}

export interface FieldFrameProps {
  inputId: string;
  label: ReactNode;
  /** Extra content on the label's line, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control, given the ARIA attributes that tie it to the hint and the error. */
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error, wired up with aria-describedby / aria-invalid. */
export function FieldFrame({ inputId, label, labelAside, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const labelElement = (
    <label htmlFor={inputId} className="block text-sm font-semibold">
      {label}
    </label>
  );
  return (
    <div className="space-y-1.5">
      {labelAside ? (
        <div className="flex items-end justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends InputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A labelled input with an optional hint and error. */
export function Field({ label, hint, error, id, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      {(aria) => <Input id={inputId} {...aria} {...rest} />}
    </FieldFrame>
  );
}
