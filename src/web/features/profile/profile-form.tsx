import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailWarning, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { MeResponse } from '../../../shared/api/accounts';
import { isEmailInput, normalizePhone } from '../../../shared/identifiers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/input';
import { ApiError, fieldMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountErrorMessage, meApi, meQueryOptions } from '../../lib/account';
import '../../lib/texts/validation';
import { OtpField, isOtp } from '../../components/otp-field';
import { PasswordField } from '../../components/password-field';
import { usePageAddress } from '../../lib/form-post';

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  bio: string;
  location: string;
  skills: string;
  currentPassword: string;
}

type FieldName = keyof ProfileValues;
const FIELD_NAMES: FieldName[] = ['name', 'email', 'phone', 'bio', 'location', 'skills', 'currentPassword'];
const isFieldName = (key: string): key is FieldName => (FIELD_NAMES as string[]).includes(key);

function valuesOf(me: MeResponse): ProfileValues {
  return {
    name: me.user.name,
    email: me.user.email ?? '',
    phone: me.user.phone ?? '',
    bio: me.profile.bio ?? '',
    location: me.profile.location ?? '',
    skills: me.profile.skills ?? '',
    currentPassword: '',
  };
}

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
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        className={cn(inputClasses, 'min-h-24 resize-y py-2.5 leading-relaxed')}
        {...registration}
      />
    </div>
  );
}

/** The code sent to a new email address: entering it makes the address the account's. */
function PendingEmail({ email }: { email: string }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!isOtp(code)) {
      toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
      return;
    }
    setBusy(true);
    try {
      const me = await meApi.confirmEmail(code.trim());
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toastSuccess(t('auth.profile.emailChanged'), t('accounts.messages.emailChanged'));
    } catch (error) {
      toastError(t('auth.profile.confirmFailed'), accountErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-primary/40 bg-accent/60 p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <Badge tone="accent" className="border border-primary/30">
          {t('auth.profile.pendingBadge')}
        </Badge>
        <span className="min-w-0">
          {t('auth.profile.pendingEmail')} <span className="[overflow-wrap:anywhere]">{email}</span>
        </span>
      </p>
      <p className="text-sm">{t('accounts.messages.emailChangePending', { email })}</p>
      <form
        method="post"
        action={pageAddress}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <div className="sm:w-56">
          <OtpField label={t('auth.profile.confirmCode')} value={code} onChange={setCode} />
        </div>
        <Button
          type="submit"
          loading={busy}
          loadingText={t('auth.profile.confirming')}
          disabled={code.length === 0}
          className="min-h-14"
        >
          {t('auth.profile.confirmEmail')}
        </Button>
      </form>
    </div>
  );
}

/** The SMS code sent to a new (or the unverified current) phone: entering it confirms the number. */
function PendingPhone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!isOtp(code)) {
      toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
      return;
    }
    setBusy(true);
    try {
      const me = await meApi.confirmPhone(code.trim());
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toastSuccess(t('auth.profile.phoneConfirmed'));
    } catch (error) {
      toastError(t('auth.phoneCode.failed'), accountErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-primary/40 bg-accent/60 p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <Badge tone="accent" className="border border-primary/30">
          {t('auth.profile.pendingBadge')}
        </Badge>
        <span className="min-w-0">
          {t('auth.profile.pendingPhone')} <span className="[overflow-wrap:anywhere]">{phone}</span>
        </span>
      </p>
      <p className="text-sm">{t('accounts.messages.phoneCodeSent', { phone })}</p>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <div className="sm:w-56">
          <OtpField label={t('auth.profile.confirmSmsCode')} value={code} onChange={setCode} />
        </div>
        <Button
          type="submit"
          loading={busy}
          loadingText={t('auth.profile.confirming')}
          disabled={code.length === 0}
          className="min-h-14"
        >
          {t('auth.profile.confirmPhone')}
        </Button>
      </form>
    </div>
  );
}

/** Whether the saved phone is verified, with a button that texts it a code when it is not. */
function PhoneStatus({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!me.user.phone) return null;
  if (me.phoneVerified) {
    return (
      <p className="-mt-2 flex items-center gap-1.5 text-sm font-semibold text-success">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {t('auth.profile.phoneVerified')}
      </p>
    );
  }
  const send = async () => {
    setBusy(true);
    try {
      const { message } = await meApi.sendPhoneCode();
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      toastSuccess(message);
    } catch (error) {
      toastError(t('auth.profile.phoneCodeFailed'), accountErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="-mt-2 flex flex-wrap items-center gap-3 text-sm">
      <Badge tone="accent">{t('auth.profile.phoneNotVerified')}</Badge>
      {me.pendingPhone === me.user.phone ? null : (
        <Button type="button" variant="outline" size="sm" loading={busy} onClick={() => void send()}>
          {t('auth.profile.verifyPhone')}
        </Button>
      )}
      <span className="text-muted-foreground">{t('auth.profile.verifyPhoneHint')}</span>
    </div>
  );
}

/**
 * The profile update form: name and the sign-in identifier required (at least one of email and
 * phone stays), the other optional; bio, location, skills. A new email waits for its code; a new
 * phone asks for the current password. PATCH /api/accounts/me answers with the reloaded profile.
 */
export function ProfileForm({ me }: { me: MeResponse }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useCountry();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, reset, setError, setFocus, clearErrors, control, formState } =
    useForm<ProfileValues>({ defaultValues: valuesOf(me) });
  const { errors } = formState;
  const phone = useWatch({ control, name: 'phone' }) ?? '';
  const savedPhone = me.user.phone ?? '';
  const phoneChanged = phone.trim() !== savedPhone;
  const asksPassword = phoneChanged && me.user.hasPassword;
  const hasEmail = Boolean(me.user.email);
  const hasPhone = Boolean(me.user.phone);

  const reject = (field: FieldName, message: string): void => {
    setError(field, { type: 'validate', message });
    setFocus(field);
    toastError(t('auth.profile.updateFailed'), message);
  };

  const submit = async (values: ProfileValues) => {
    clearErrors();
    const fill = t('accounts.errors.fill_all_fields');
    const email = values.email.trim();
    const phoneValue = values.phone.trim();
    if (!values.name.trim()) return reject('name', fill);
    if (!email && !phoneValue) return reject(hasPhone && !hasEmail ? 'phone' : 'email', fill);
    if (email && !isEmailInput(email)) return reject('email', t('accounts.errors.invalid_email'));
    if (phoneValue && !normalizePhone(phoneValue, country)) {
      return reject('phone', t('accounts.errors.invalid_phone'));
    }
    if (asksPassword && !values.currentPassword) {
      return reject('currentPassword', t('accounts.errors.password_required'));
    }
    setBusy(true);
    try {
      const updated = await meApi.update({
        name: values.name.trim(),
        email,
        phone: phoneValue,
        bio: values.bio.trim(),
        location: values.location.trim(),
        skills: values.skills.trim(),
        currentPassword: asksPassword ? values.currentPassword : undefined,
        country,
      });
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      reset(valuesOf(updated));
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toastSuccess(t('auth.profile.updated'), t('accounts.messages.profileUpdated'));
    } catch (error) {
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
          if (isFieldName(field)) setError(field, { type: 'server', message: fieldMessage(message, t) });
        }
      }
      toastError(t('auth.profile.updateFailed'), message);
    } finally {
      setBusy(false);
    }
  };

  const optional = <span className="font-normal text-muted-foreground">{t('auth.profile.optional')}</span>;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t('auth.profile.detailsTitle')}</h2>
      <p className="mt-1 text-muted-foreground">{t('auth.profile.detailsLead')}</p>
      {/* Outside the form: Enter in the code field confirms the code, not the profile. */}
      {me.pendingEmail ? (
        <div className="mt-5">
          <PendingEmail email={me.pendingEmail} />
        </div>
      ) : null}
      {me.pendingPhone ? (
        <div className="mt-5">
          <PendingPhone phone={me.pendingPhone} />
        </div>
      ) : null}
      <form
        method="post"
        action={pageAddress}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="mt-5 space-y-5"
        aria-label={t('auth.profile.detailsTitle')}
      >
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
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
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
            loading={busy}
            loadingText={t('auth.profile.saving')}
          >
            {t('auth.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
