import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from '../../components/icons';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { codeSchema, type MeResponse } from '../../../shared/api/accounts';
import { PageForm } from '../../components/page-form';
import { OtpField } from '../../components/otp-field';
import { PasswordField } from '../../components/password-field';
import { Button } from '../../components/ui/button';
import { accountErrorMessage, meApi } from '../../lib/account';
import { firstProblemResolver } from '../../lib/form-rules';
import { useTranslation } from '../../lib/i18n';
import { forgetSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { Section } from './settings-section';
import '../../lib/texts/accounts';

type Method = 'password' | 'code';

interface DeleteValues {
  password: string;
  code: string;
}

/** The delete-account contract's two ways to confirm: the password, or the emailed code. */
const deleteRules = (method: Method) =>
  method === 'password'
    ? z.object({ password: z.string().min(1), code: z.string() })
    : z.object({ password: z.string(), code: codeSchema });

/** Deleting the account, confirmed by the password or a code emailed for it. */
export function DeleteSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasEmail = Boolean(me.user.email);
  const canUsePassword = me.user.hasPassword;
  const [method, setMethod] = useState<Method>(canUsePassword ? 'password' : 'code');
  const [codeSent, setCodeSent] = useState(false);
  const resolver = useMemo(
    () => firstProblemResolver<DeleteValues>(deleteRules(method), (issue) => String(issue.path[0])),
    [method],
  );
  const { control, handleSubmit } = useForm<DeleteValues>({
    defaultValues: { password: '', code: '' },
    resolver,
    shouldFocusError: false,
  });

  const sendCode = useMutation({
    mutationFn: () => meApi.requestDeleteCode(),
    onSuccess: ({ message }) => {
      setMethod('code');
      setCodeSent(true);
      toastSuccess(t('auth.settings.delete.codeSentTitle'), message);
    },
    onError: (error) => toastError(t('auth.settings.delete.failed'), accountErrorMessage(error, t)),
  });

  const remove = useMutation({
    mutationFn: (values: DeleteValues) =>
      meApi.deleteAccount(method === 'password' ? { password: values.password } : { code: values.code }),
    onSuccess: async ({ message }) => {
      await forgetSession(queryClient);
      toastSuccess(t('auth.settings.delete.deleted'), message);
      await navigate('/', { replace: true });
    },
    onError: (error) => toastError(t('auth.settings.delete.failed'), accountErrorMessage(error, t)),
  });

  const submit = handleSubmit(
    (values) => remove.mutate(values),
    (invalid) => {
      if (invalid.password) {
        toastError(t('auth.settings.delete.failed'), t('accounts.errors.password_required'));
      } else {
        toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
      }
    },
  );

  const noMethod = !canUsePassword && !hasEmail;

  return (
    <Section
      tone="danger"
      icon={<TriangleAlert aria-hidden="true" className="size-5 text-danger" />}
      title={t('auth.settings.delete.title')}
      lead={
        <p className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-foreground">
          <span className="font-bold">{t('auth.settings.delete.zone')}: </span>
          {t('auth.settings.delete.warning')}
        </p>
      }
    >
      {noMethod ? (
        <p className="font-semibold">{t('auth.settings.delete.noMethod')}</p>
      ) : (
        <PageForm className="space-y-4" onSubmit={submit}>
          {method === 'password' ? (
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <PasswordField
                  label={t('auth.settings.delete.byPassword')}
                  autoComplete="current-password"
                  maxLength={128}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ) : codeSent ? (
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <OtpField
                  label={t('auth.settings.delete.code')}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {method === 'password' || codeSent ? (
              <Button
                type="submit"
                variant="danger"
                loading={remove.isPending || remove.isSuccess}
                loadingText={t('auth.settings.delete.deleting')}
              >
                {t('auth.settings.delete.confirm')}
              </Button>
            ) : null}
            {hasEmail && (method === 'password' || !codeSent) ? (
              <Button
                variant="outline"
                onClick={() => sendCode.mutate()}
                loading={sendCode.isPending}
                loadingText={t('auth.settings.delete.sendingCode')}
              >
                {t('auth.settings.delete.byCode')}
              </Button>
            ) : null}
            {method === 'code' && canUsePassword ? (
              <Button variant="ghost" onClick={() => setMethod('password')}>
                {t('auth.settings.delete.usePassword')}
              </Button>
            ) : null}
          </div>
        </PageForm>
      )}
    </Section>
  );
}
