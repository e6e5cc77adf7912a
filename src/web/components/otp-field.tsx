import { useId } from 'react';
import { OTP_LENGTH } from '../../shared/limits';
import { useTypedBeforeHydration } from '../lib/typed-value';
import { FieldFrame, Input } from './ui/input';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Spec 5: exactly 6 digits, numeric only. */
export function isOtp(value: string): boolean {
  return OTP_PATTERN.test(value.trim());
}

/** A typed or pasted code as the field keeps it: spaces ("123 456") dropped, 6 characters at most. */
const cleanCode = (value: string) => value.replace(/\s+/g, '').slice(0, OTP_LENGTH);

/**
 * One input for a 6-digit emailed code: the number pad on phones, the code offered from the SMS/email
 * bar (autocomplete one-time-code), spaces from a pasted "123 456" dropped, 6 characters at most.
 * `name` posts it with its form before the page's script runs (lib/form-post.ts).
 */
export function OtpField({
  label,
  hint,
  error,
  value,
  onChange,
  describedBy,
  id,
  name,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  id?: string;
  name?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const ref = useTypedBeforeHydration<HTMLInputElement>((typed) => onChange(cleanCode(typed)));
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      {(aria) => (
        <Input
          ref={ref}
          id={inputId}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder={'0'.repeat(OTP_LENGTH)}
          spellCheck={false}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={[aria['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
          value={value}
          onChange={(event) => onChange(cleanCode(event.target.value))}
          className="min-h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:text-muted-foreground/40"
        />
      )}
    </FieldFrame>
  );
}
