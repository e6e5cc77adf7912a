import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Input, type InputProps } from '../../components/ui/input';
import { useTranslation } from '../../lib/i18n';

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Extra content on the label's line, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled password input with a show/hide toggle (hidden again whenever the field is re-mounted). */
export function PasswordField({
  label,
  hint,
  error,
  labelAside,
  id,
  className,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={className ? `pr-12 ${className}` : 'pr-12'}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={t('auth.fields.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          title={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
