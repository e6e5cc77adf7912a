import { useId } from 'react';
import { OTP_LENGTH } from '../../shared/limits';
import { Input } from './ui/input';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Spec 5: exactly 6 digits, numeric only. */
export function isOtp(value: string): boolean {
  return OTP_PATTERN.test(value.trim());
}

/**
 * One input for a 6-digit emailed code: the number pad on phones, the code offered from the SMS/email
 * bar (autocomplete one-time-code), spaces from a pasted "123 456" dropped, 6 characters at most.
 */
export function OtpField({
  label,
  hint,
  value,
  onChange,
  describedBy,
  id,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  id?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {label}
      </label>
      <Input
        id={inputId}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder={'0'.repeat(OTP_LENGTH)}
        spellCheck={false}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, '').slice(0, OTP_LENGTH))}
        className="min-h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:text-muted-foreground/40"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
