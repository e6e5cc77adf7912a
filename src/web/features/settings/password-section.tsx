import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from '../../components/icons';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordRequestSchema } from '../../../shared/api/accounts';
import { PageForm } from '../../components/page-form';
import { PasswordField } from '../../components/password-field';
import { Button } from '../../components/ui/button';
import { accountErrorMessage, meApi, meQueryOptions } from '../../lib/account';
import { ApiError, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { firstProblemResolver } from '../../lib/form-rules';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { Section } from './settings-section';
import '../../lib/texts/accounts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** The change-password contract, the current password required when the account has one. */
const passwordRules = (hasPassword: boolean) =>
  changePasswordRequestSchema.extend({
    currentPassword: hasPassword ? z.string().min(1) : z.string(),
  });

/** Change the password (or set one, for an account made with a social sign-in). */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Re-mounting the fields after a change clears them and hides the passwords again.
  const [round, setRound] = useState(0);
  const resolver = useMemo(
    () =>
      firstProblemResolver<PasswordValues>(passwordRules(hasPassword), (issue) =>
        issue.path[0] === 'currentPassword'
          ? t('accounts.errors.password_required')
          : fieldMessage(issue.message, t),
      ),
    [hasPassword, t],
  );
  const { control, handleSubmit, reset, setError, formState } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '' },
    resolver,
    // One problem at a time, said until the form is sent again; the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;

  const change = useMutation({
    mutationFn: (values: PasswordValues) =>
      meApi.changePassword({
        currentPassword: hasPassword ? values.currentPassword : undefined,
        newPassword: values.newPassword,
      }),
    onSuccess: async ({ message }) => {
      toastSuccess(t('auth.settings.password.changed'), message);
      reset();
      setRound((value) => value + 1);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
    onError: (error) => {
      const message = accountErrorMessage(error, t);
      if (error instanceof ApiError && error.code === 'wrong_password') {
        setError('currentPassword', { type: 'server', message });
      }
      toastError(t('auth.settings.password.failed'), message);
    },
  });

  const submit = handleSubmit(
    (values) => change.mutate(values),
    (invalid) => {
      const message = invalid.currentPassword?.message ?? invalid.newPassword?.message;
      toastError(t('auth.settings.password.failed'), message);
    },
  );

  return (
    <Section
      icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />}
      title={hasPassword ? t('auth.settings.password.title') : t('auth.settings.password.setTitle')}
      lead={hasPassword ? t('auth.settings.password.lead') : t('auth.settings.password.setLead')}
    >
      <PageForm key={round} className="space-y-4" onSubmit={submit}>
        {hasPassword ? (
          <Controller
            control={control}
            name="currentPassword"
            render={({ field }) => (
              <PasswordField
                label={t('auth.settings.password.current')}
                autoComplete="current-password"
                maxLength={128}
                value={field.value}
                error={errors.currentPassword?.message}
                onChange={field.onChange}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="newPassword"
          render={({ field }) => (
            <PasswordField
              label={t('auth.settings.password.new')}
              autoComplete="new-password"
              maxLength={128}
              hint={t('auth.fields.passwordRule')}
              value={field.value}
              error={errors.newPassword?.message}
              onChange={field.onChange}
            />
          )}
        />
        <Button type="submit" loading={change.isPending} loadingText={t('auth.settings.password.saving')}>
          {hasPassword ? t('auth.settings.password.change') : t('auth.settings.password.set')}
        </Button>
      </PageForm>
    </Section>
  );
}
