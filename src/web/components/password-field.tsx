import { Eye, EyeOff } from './icons';
import { useId, useState, type ReactNode } from 'react';
import { FieldFrame, Input, type InputProps } from './ui/input';
import { useTranslation } from '../lib/i18n';
import '../lib/texts/accounts';

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
  return (
    <FieldFrame inputId={inputId} label={label} labelAside={labelAside} hint={hint} error={error}>
      {(aria) => (
        <div className="relative">
          <Input
            id={inputId}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...aria}
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
      )}
    </FieldFrame>
  );
}
