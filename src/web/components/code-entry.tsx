import { Inbox } from './icons';
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { OTP_RESEND_GAP_SECONDS } from '../../shared/limits';
import { buildPath } from '../../shared/routes';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';
import { isOtp, OtpField } from './otp-field';
import { Button } from './ui/button';
import '../lib/texts/accounts';

/*
 * "Enter the code we sent": the one code form (sign-up email, SMS sign-in, a new email or phone in the
 * profile), the resend button with its wait, and the dev mailbox note.
 */

/** Seconds left before another code may be asked for (the server sends at most one a minute). */
export function useResendCountdown(initial = 0): [number, (seconds?: number) => void] {
  const [until, setUntil] = useState(() => (initial > 0 ? Date.now() + initial * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds = OTP_RESEND_GAP_SECONDS) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}

export interface CodeFormProps {
  label: string;
  hint?: string;
  /** The code field's `name`: it posts with its form before the page's script runs (decision 0021). */
  name?: string;
  /** More text describing the field (the lead that names where the code went). */
  describedBy?: string;
  error?: string;
  submitLabel: ReactNode;
  pendingLabel: string;
  pending: boolean;
  /** Sent with the right shape (6 digits, trimmed), or null when the typed code is not 6 digits. */
  onSubmit: (code: string | null) => void;
  /** When the button waits for more digits. */
  submitDisabled?: (code: string) => boolean;
  /** 'inline': the field and its button on one line (from sm up); 'stacked': a full-width button under it. */
  look: 'inline' | 'stacked';
  /** The form element's own attributes (id, method and action of a form that works without JavaScript). */
  formAttributes?: { id?: string; method?: 'post'; action?: string };
  className?: string;
  /** Shown in the form above the code field (the answer of a post, an email field). */
  children?: ReactNode;
}

/** The code field and its button as one form (react-hook-form; the shape is the contract's 6 digits). */
export function CodeForm({
  label,
  hint,
  name,
  describedBy,
  error,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  submitDisabled,
  look,
  formAttributes,
  className,
  children,
}: CodeFormProps) {
  const { control, handleSubmit } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const code = useWatch({ control, name: 'code' });
  const submit = handleSubmit(
    (values) => onSubmit(values.code.trim()),
    () => onSubmit(null),
  );
  const field = (
    <Controller
      control={control}
      name="code"
      rules={{ validate: isOtp }}
      render={({ field: { value, onChange } }) => (
        <OtpField
          name={name}
          label={label}
          hint={hint}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          error={error}
        />
      )}
    />
  );
  return (
    <form
      {...formAttributes}
      noValidate
      className={cn(
        look === 'inline' ? 'flex flex-col gap-3 sm:flex-row sm:items-end' : 'space-y-4',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event);
      }}
    >
      {children}
      {look === 'inline' ? <div className="sm:w-56">{field}</div> : field}
      <Button
        type="submit"
        size={look === 'stacked' ? 'lg' : undefined}
        className={look === 'stacked' ? 'w-full' : 'min-h-14'}
        disabled={submitDisabled?.(code)}
        loading={pending}
        loadingText={pendingLabel}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/** "Didn't get a code?" and the button that sends another, counting down the wait between codes. */
export function ResendCode({
  prompt,
  label,
  waitLabel,
  pendingLabel,
  pending,
  secondsLeft,
  onResend,
  buttonAttributes,
  className,
  children,
}: {
  prompt: string;
  label: string;
  /** The button's text while it waits. */
  waitLabel: (seconds: number) => string;
  pendingLabel: string;
  pending: boolean;
  secondsLeft: number;
  onResend: () => void;
  /** The button's own attributes (a button that posts its form before the page's script runs). */
  buttonAttributes?: ButtonHTMLAttributes<HTMLButtonElement>;
  className?: string;
  /** More buttons under it (e.g. Back). */
  children?: ReactNode;
}) {
  return (
    <div className={cn('space-y-2 border-t border-border pt-5 text-center', className)}>
      <p className="text-sm text-muted-foreground">{prompt}</p>
      <Button
        type="button"
        {...buttonAttributes}
        variant="outline"
        className="w-full"
        onClick={(event) => {
          event.preventDefault();
          onResend();
        }}
        loading={pending}
        loadingText={pendingLabel}
        disabled={secondsLeft > 0}
      >
        {secondsLeft > 0 ? waitLabel(secondsLeft) : label}
      </Button>
      {children}
    </div>
  );
}

/** Development only: where the codes arrive (the dev mailbox), in a new tab. */
export function DevMailboxNote({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('rounded-xl bg-muted p-3 text-center text-sm', className)}>
      <Inbox aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.2em]" />
      {text}{' '}
      <Link
        to={buildPath('devMailbox')}
        target="_blank"
        rel="noopener"
        className="font-semibold underline underline-offset-4"
      >
        {t('auth.verify.openDevMailbox')}
      </Link>
    </p>
  );
}
