import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input-classes';

/**
 * An email address input's attributes: the keyboard with @, the browser's saved address offered, never
 * capitalised or spell-checked.
 */
export const EMAIL_INPUT_PROPS = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ref, ...rest }: InputProps) {
  return <input ref={ref} className={cn(inputClasses, className)} {...rest} />;
}

export interface FieldFrameProps {
  inputId: string;
  label: ReactNode;
  /** Extra content on the label's line, e.g. a "Forgot password?" link or a "Use my location" button. */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: string;
  /**
   * 'sm' (account forms): a small label; 'md' (the post form): a label in the body's size, its line kept
   * for a button at its end, and a bolder error.
   */
  size?: 'sm' | 'md';
  /** The control, given the ARIA attributes that tie it to the hint and the error. */
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** The one form row: label, control, hint and error, wired up with aria-describedby / aria-invalid. */
export function FieldFrame({
  inputId,
  label,
  labelAside,
  hint,
  error,
  size = 'sm',
  children,
}: FieldFrameProps) {
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const labelElement = (
    <label htmlFor={inputId} className={cn('block font-semibold', size === 'sm' && 'text-sm')}>
      {label}
    </label>
  );
  return (
    <div className="space-y-1.5">
      {size === 'md' ? (
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-x-3">
          {labelElement}
          {labelAside}
        </div>
      ) : labelAside ? (
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
      {error ? <FieldError id={errorId} error={error} size={size} /> : null}
    </div>
  );
}

/** A field's or a group's own error message, read out when it appears. */
export function FieldError({
  id,
  error,
  size = 'sm',
  className,
}: {
  id?: string;
  error: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <p
      id={id}
      role="alert"
      className={cn('text-sm text-danger', size === 'sm' ? 'font-medium' : 'font-semibold', className)}
    >
      {error}
    </p>
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
