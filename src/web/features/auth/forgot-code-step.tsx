import { Info } from '../../components/icons';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PageForm } from '../../components/page-form';
import { FormAlert } from '../../components/form-alert';
import { OtpField } from '../../components/otp-field';
import { PasswordField } from '../../components/password-field';
import { Button, buttonClasses } from '../../components/ui/button';
import { fieldMessage } from '../../lib/api';
import { firstProblemResolver } from '../../lib/form-rules';
import { useTranslation } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { useTypedBeforeHydration } from '../../lib/typed-value';
import { forgotResetRules, type ForgotResetValues } from './forgot-rules';
import '../../lib/texts/accounts';

/**
 * /forgot-password, second step: what the server said of the request, the 6-digit code and the new
 * password (checked by the reset contract before they are sent), Send again and Use a different one.
 */
export function ForgotCodeStep({
  emailOrPhone,
  sentMessage,
  posted,
  postedCodeError,
  postedPasswordError,
  requesting,
  resetting,
  onReset,
  onSendAgain,
  onStartOver,
}: {
  /** The account the code was sent for. */
  emailOrPhone: string;
  sentMessage: string;
  /** A refused post of the page (before the script ran), in words: shown until the form is sent. */
  posted: string | null;
  postedCodeError: string | undefined;
  postedPasswordError: string | undefined;
  requesting: boolean;
  resetting: boolean;
  onReset: (values: ForgotResetValues) => void;
  onSendAgain: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const resetFormId = useId();
  const { control, handleSubmit, setValue, formState } = useForm<ForgotResetValues>({
    defaultValues: { code: '', newPassword: '' },
    resolver: firstProblemResolver<ForgotResetValues>(forgotResetRules, (issue) =>
      fieldMessage(issue.message, t),
    ),
    // One problem at a time, said until the form is sent again; the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const passwordRef = useTypedBeforeHydration<HTMLInputElement>((typed) => setValue('newPassword', typed));
  const unsent = formState.submitCount === 0;
  const passwordError = formState.errors.newPassword?.message ?? (unsent ? postedPasswordError : undefined);

  const submit = handleSubmit(onReset, (invalid) => {
    if (invalid.code) toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
    else toastError(t('auth.forgot.failed'), invalid.newPassword?.message);
  });

  return (
    <div className="space-y-5">
      <div role="status" className="flex gap-3 rounded-xl bg-accent p-4 text-accent-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{sentMessage}</p>
      </div>
      <PageForm id={resetFormId} className="space-y-4" onSubmit={submit}>
        {posted && unsent ? <FormAlert title={t('auth.forgot.failed')}>{posted}</FormAlert> : null}
        {/* The account the code was sent for, posted with the code before the script runs. */}
        <input type="hidden" name="emailOrPhone" value={emailOrPhone} />
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <OtpField
              name="code"
              label={t('auth.forgot.code')}
              value={field.value}
              onChange={field.onChange}
              error={unsent ? postedCodeError : undefined}
            />
          )}
        />
        <Controller
          control={control}
          name="newPassword"
          render={({ field }) => (
            <PasswordField
              ref={(element) => {
                field.ref(element);
                passwordRef.current = element;
              }}
              name="newPassword"
              label={t('auth.forgot.newPassword')}
              autoComplete="new-password"
              maxLength={128}
              hint={t('auth.fields.passwordRule')}
              error={passwordError}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Button
          type="submit"
          name="intent"
          value="reset"
          size="lg"
          className="w-full"
          loading={resetting}
          loadingText={t('auth.forgot.resetting')}
        >
          {t('auth.forgot.submit')}
        </Button>
      </PageForm>
      <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
        {/* Before the script runs, this posts the form for a new code. */}
        <Button
          type="submit"
          form={resetFormId}
          name="intent"
          value="request"
          formNoValidate
          variant="ghost"
          onClick={(event) => {
            event.preventDefault();
            onSendAgain();
          }}
          loading={requesting}
        >
          {t('auth.forgot.sendAgain')}
        </Button>
        <Link
          to={buildPath('forgotPassword')}
          onClick={(event) => {
            event.preventDefault();
            onStartOver();
          }}
          className={buttonClasses({ variant: 'ghost' })}
        >
          {t('auth.forgot.useDifferent')}
        </Link>
      </div>
    </div>
  );
}
