import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { MeResponse } from '../../../shared/api/accounts';
import { PageForm } from '../../components/page-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EMAIL_INPUT_PROPS, Field, FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { PasswordField } from '../../components/password-field';
import { accountErrorMessage, meApi, meQueryOptions } from '../../lib/account';
import { ApiError, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { firstProblemResolver } from '../../lib/form-rules';
import { useTranslation } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { PendingCode } from './pending-code';
import { PhoneStatus } from './phone-status';
import { asksForPassword, isProfileField, profileRules, valuesOf, type ProfileValues } from './profile-rules';
import '../../lib/texts/accounts';

/** A labelled multi-line field in the look of the inputs. */
function TextArea({
  label,
  placeholder,
  maxLength,
  registration,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  registration: UseFormRegisterReturn;
}) {
  const id = `profile-${registration.name}`;
  return (
    <FieldFrame inputId={id} label={label}>
      {(aria) => (
        <textarea
          id={id}
          rows={3}
          maxLength={maxLength}
          placeholder={placeholder}
          {...aria}
          className={cn(inputClasses, 'min-h-24 resize-y py-2.5 leading-relaxed')}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

/**
 * The profile update form: name and the sign-in identifier required (at least one of email and
 * phone stays), the other optional; bio, location, skills. A new email waits for its code; a new
 * phone asks for the current password. PATCH /api/accounts/me answers with the reloaded profile.
 */
export function ProfileForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useCountry();
  const savedPhone = me.user.phone ?? '';
  const hasEmail = Boolean(me.user.email);
  const hasPhone = Boolean(me.user.phone);
  const resolver = useMemo(
    () =>
      firstProblemResolver<ProfileValues>(
        profileRules({
          country,
          savedPhone,
          hasPassword: me.user.hasPassword,
          identifierField: hasPhone && !hasEmail ? 'phone' : 'email',
          t,
        }),
        (issue) => fieldMessage(issue.message, t),
      ),
    [country, savedPhone, me.user.hasPassword, hasPhone, hasEmail, t],
  );
  const { register, handleSubmit, reset, setError, control, formState } = useForm<ProfileValues>({
    defaultValues: valuesOf(me),
    resolver,
  });
  const { errors } = formState;
  // Undefined until the field registers, though its type says a string.
  const phone = (useWatch({ control, name: 'phone' }) as string | undefined) ?? '';
  const asksPassword = asksForPassword(phone, savedPhone, me.user.hasPassword);

  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      meApi.update({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        bio: values.bio.trim(),
        location: values.location.trim(),
        skills: values.skills.trim(),
        currentPassword: asksPassword ? values.currentPassword : undefined,
        country,
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      reset(valuesOf(updated));
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toastSuccess(t('auth.profile.updated'), t('accounts.messages.profileUpdated'));
    },
    onError: (error) => {
      const message = accountErrorMessage(error, t);
      if (error instanceof ApiError) {
        if (error.code === 'wrong_password' || error.code === 'password_required') {
          setError('currentPassword', { type: 'server', message });
        }
        if (error.code === 'invalid_email') {
          setError('email', { type: 'server', message });
        }
        if (error.code === 'phone_taken' || error.code === 'invalid_phone' || error.code === 'phone_banned') {
          setError('phone', { type: 'server', message });
        }
        for (const [field, message] of Object.entries(error.fields)) {
          if (isProfileField(field)) setError(field, { type: 'server', message: fieldMessage(message, t) });
        }
      }
      toastError(t('auth.profile.updateFailed'), message);
    },
  });

  const submit = handleSubmit(
    (values) => save.mutate(values),
    (invalid) => {
      const message = Object.values(invalid)[0]?.message;
      if (message) toastError(t('auth.profile.updateFailed'), message);
    },
  );

  const optional = <span className="font-normal text-muted-foreground">{t('auth.profile.optional')}</span>;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t('auth.profile.detailsTitle')}</h2>
      <p className="mt-1 text-muted-foreground">{t('auth.profile.detailsLead')}</p>
      {/* Outside the form: Enter in the code field confirms the code, not the profile. */}
      {me.pendingEmail ? (
        <div className="mt-5">
          <PendingCode kind="email" to={me.pendingEmail} />
        </div>
      ) : null}
      {me.pendingPhone ? (
        <div className="mt-5">
          <PendingCode kind="phone" to={me.pendingPhone} />
        </div>
      ) : null}
      <PageForm onSubmit={submit} className="mt-5 space-y-5" aria-label={t('auth.profile.detailsTitle')}>
        <Field
          label={t('auth.profile.name')}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={
              <>
                {t('auth.profile.email')} {hasPhone && !hasEmail ? optional : null}
              </>
            }
            {...EMAIL_INPUT_PROPS}
            maxLength={254}
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label={
              <>
                {t('auth.profile.phone')} {hasEmail && !hasPhone ? optional : null}
              </>
            }
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('auth.profile.phonePlaceholder')}
            maxLength={30}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <PhoneStatus me={me} />
        <p className="text-sm text-muted-foreground">{t('auth.profile.identifierHint')}</p>
        {asksPassword ? (
          <PasswordField
            label={t('auth.profile.currentPassword')}
            hint={t('auth.profile.currentPasswordHint')}
            autoComplete="current-password"
            maxLength={128}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : null}
        <TextArea
          label={t('auth.profile.bio')}
          placeholder={t('auth.profile.bioPlaceholder')}
          maxLength={1000}
          registration={register('bio')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('auth.profile.location')}
            placeholder={t('auth.profile.locationPlaceholder')}
            autoComplete="address-level2"
            maxLength={200}
            error={errors.location?.message}
            {...register('location')}
          />
          <Field
            label={t('auth.profile.skills')}
            placeholder={t('auth.profile.skillsPlaceholder')}
            maxLength={500}
            error={errors.skills?.message}
            {...register('skills')}
          />
        </div>
        <div className="flex justify-end border-t border-border pt-5">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            loading={save.isPending}
            loadingText={t('auth.profile.saving')}
          >
            {t('auth.profile.save')}
          </Button>
        </div>
      </PageForm>
    </Card>
  );
}
