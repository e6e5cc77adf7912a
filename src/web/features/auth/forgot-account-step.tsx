import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PageForm } from '../../components/page-form';
import { FormAlert } from '../../components/form-alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { fieldMessage } from '../../lib/api';
import { useCountry } from '../../lib/country';
import { firstProblemResolver } from '../../lib/form-rules';
import { useTranslation } from '../../lib/i18n';
import { useTypedBeforeHydration } from '../../lib/typed-value';
import { identifierInputProps } from './identifier-input';
import { forgotAccountRules, toastAccountProblem, type ForgotAccountValues } from './forgot-rules';
import '../../lib/texts/accounts';

/**
 * /forgot-password, first step: the email or phone of the account, checked by the reset contract
 * before it is sent (one problem at a time, beside the field and in a toast).
 */
export function ForgotAccountStep({
  initialValue,
  posted,
  postedError,
  sending,
  onRequest,
}: {
  initialValue: string;
  /** A refused post of the page (before the script ran), in words: shown until the form is sent. */
  posted: string | null;
  /** Its message beside the field, likewise. */
  postedError: string | undefined;
  sending: boolean;
  /** Asks for a code for what was typed (as typed). */
  onRequest: (emailOrPhone: string) => void;
}) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const resolver = useMemo(
    () =>
      firstProblemResolver<ForgotAccountValues>(forgotAccountRules(country, t), (issue) =>
        fieldMessage(issue.message, t),
      ),
    [country, t],
  );
  const { control, handleSubmit, getValues, setValue, formState } = useForm<ForgotAccountValues>({
    defaultValues: { emailOrPhone: initialValue },
    resolver,
    // One problem at a time, said until the form is sent again.
    reValidateMode: 'onSubmit',
  });
  const typedRef = useTypedBeforeHydration<HTMLInputElement>((typed) => setValue('emailOrPhone', typed));
  // The refusal shows until the form is sent again.
  const unsent = formState.submitCount === 0;
  const fieldError = formState.errors.emailOrPhone?.message ?? (unsent ? postedError : undefined);

  const submit = handleSubmit(
    () => onRequest(getValues('emailOrPhone')),
    (invalid) => toastAccountProblem(getValues('emailOrPhone'), invalid.emailOrPhone?.message ?? '', t),
  );

  return (
    <PageForm className="space-y-4" onSubmit={submit}>
      {posted && unsent ? <FormAlert title={t('auth.forgot.requestFailed')}>{posted}</FormAlert> : null}
      <Controller
        control={control}
        name="emailOrPhone"
        render={({ field }) => (
          <Field
            ref={(element) => {
              field.ref(element);
              typedRef.current = element;
            }}
            name="emailOrPhone"
            {...identifierInputProps(t)}
            value={field.value}
            error={fieldError}
            onChange={field.onChange}
          />
        )}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={sending}
        loadingText={t('auth.forgot.sending')}
      >
        {t('auth.forgot.sendCode')}
      </Button>
    </PageForm>
  );
}
