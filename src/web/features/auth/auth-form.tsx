import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import '../../lib/texts/validation';
import type { AuthMode } from '../../lib/auth-prompt';
import { useCountry } from '../../lib/country';
import { i18n, setLocale, useTranslation } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { accountErrorMessage } from '../../lib/account';
import { useFormOutcome, usePageAddress } from '../../lib/form-post';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import type { AuthFormValues } from './form-actions';
import { OrDivider, SocialButtons } from './social-buttons';
import { PhoneCodeStep } from './phone-code-step';
import { authRules, postedFieldErrors } from './auth-rules';
import { identifierInputProps } from './identifier-input';
import { AuthModeSwitch, AuthTerms } from './auth-form-footer';
import { firstProblemResolver } from '../../lib/form-rules';
import { useAuthSubmit, type AuthFlow, type AuthValues, type CodeStep } from './use-auth-submit';
import { OtpField } from '../../components/otp-field';
import '../../lib/texts/accounts';

const EMPTY: AuthValues = { name: '', emailOrPhone: '', password: '' };

export interface AuthFormProps extends AuthFlow {
  /** Modal only: switches between sign-in and registration in place (the fields clear). */
  onSwitchMode?: (mode: AuthMode) => void;
  /** Focuses the first field on mount (after a mode switch, whose link has gone). */
  autoFocus?: boolean;
}

/**
 * The email-or-phone form of the auth modal, /login and /signup (spec 2, 5, 8): social buttons, the
 * divider, Full Name (registration), Email or Phone, Password with show/hide, the busy label and the
 * switch between modes. The spec's client rules run first and answer with its toasts.
 */
export function AuthForm({ onSwitchMode, autoFocus, ...flow }: AuthFormProps) {
  const { mode, variant, returnTo, onClose } = flow;
  const { t } = useTranslation();
  const { country } = useCountry();
  // A phone sign-up, or a sign-in whose phone is not verified yet: the SMS code step (issue #24).
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  // A page posted before or without JavaScript, refused: what was typed (never the password) and why.
  const pageOutcome = useFormOutcome<AuthFormValues>();
  const outcome = variant === 'page' ? pageOutcome : null;
  // Without JavaScript the SMS code is asked on /login: after a phone sign-up (?phone=) or a sign-in
  // refused with phone_not_verified; the field posts with the number and the password.
  const [searchParams] = useSearchParams();
  const queryPhone = variant === 'page' && mode === 'login' ? searchParams.get('phone') : null;
  const [code, setCode] = useState('');
  const initial: AuthValues = {
    ...EMPTY,
    ...(queryPhone ? { emailOrPhone: queryPhone } : {}),
    ...outcome?.values,
    password: '',
  };
  const isRegister = mode === 'register';
  const resolver = useMemo(
    () => firstProblemResolver<AuthValues>(authRules({ isRegister, country, t }), (issue) => issue.message),
    [isRegister, country, t],
  );
  const { register, handleSubmit, setFocus, formState } = useForm<AuthValues>({
    defaultValues: initial,
    resolver,
  });
  const { errors, submitCount } = formState;
  // The refusal shows until the form is sent again (by its script).
  const posted = submitCount === 0 ? (outcome?.error ?? null) : null;
  const postedErrors = useMemo(() => postedFieldErrors(posted, t), [posted, t]);
  const asksCode = mode === 'login' && (queryPhone !== null || outcome?.error?.code === 'phone_not_verified');
  const pageAddress = usePageAddress();

  useEffect(() => {
    if (autoFocus) setFocus(isRegister ? 'name' : 'emailOrPhone');
  }, [autoFocus, isRegister, setFocus]);

  const { submit, refused, signedIn, pending } = useAuthSubmit(flow, {
    country,
    code: asksCode ? code : '',
    onCodeStep: setCodeStep,
  });

  const busyLabel =
    variant === 'modal'
      ? t('auth.submit.busy')
      : isRegister
        ? t('auth.submit.creatingAccount')
        : t('auth.submit.signingIn');

  const switchTo: AuthMode = isRegister ? 'login' : 'register';
  const pageQuery = returnTo !== '/' ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
  // Sent before the script runs, the form posts to its page (the modal's to the page of its mode).
  const formAddress =
    variant === 'page' ? pageAddress : `${buildPath(isRegister ? 'signup' : 'login')}${pageQuery}`;

  if (codeStep) {
    return (
      <PhoneCodeStep
        {...codeStep}
        country={country}
        onBack={() => setCodeStep(null)}
        onSignedIn={async (user) => {
          if (user.locale !== i18n.language) setLocale(user.locale);
          toastSuccess(t('auth.toasts.welcomeBack'), t('accounts.messages.signedIn'));
          await signedIn();
        }}
      />
    );
  }

  return (
    <div className="space-y-5">
      <SocialButtons returnTo={returnTo} />
      <OrDivider />
      <form
        method="post"
        action={formAddress}
        noValidate
        onSubmit={(event) => void handleSubmit(submit, refused)(event)}
        className="space-y-4"
      >
        {posted ? (
          <FormAlert title={isRegister ? t('auth.toasts.registrationFailed') : t('auth.toasts.loginFailed')}>
            {accountErrorMessage(posted, t)}
          </FormAlert>
        ) : null}
        {isRegister ? (
          <Field
            label={t('auth.fields.name')}
            placeholder={t('auth.fields.namePlaceholder')}
            autoComplete="name"
            autoCapitalize="words"
            maxLength={100}
            defaultValue={initial.name}
            error={errors.name?.message ?? postedErrors.name}
            {...register('name')}
          />
        ) : null}
        <Field
          {...identifierInputProps(t)}
          defaultValue={initial.emailOrPhone}
          error={errors.emailOrPhone?.message ?? postedErrors.emailOrPhone}
          {...register('emailOrPhone')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          maxLength={128}
          hint={isRegister ? t('auth.fields.passwordRule') : undefined}
          error={errors.password?.message ?? postedErrors.password}
          labelAside={
            isRegister ? undefined : (
              <Link
                to={buildPath('forgotPassword')}
                onClick={() => onClose?.()}
                className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {t('auth.forgotPassword')}
              </Link>
            )
          }
          {...register('password')}
        />
        {asksCode ? (
          <OtpField
            name="code"
            label={t('auth.phoneCode.code')}
            hint={t('auth.phoneCode.codeHint')}
            value={code}
            onChange={setCode}
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={pending} loadingText={busyLabel}>
          {isRegister ? t('auth.submit.register') : t('auth.submit.login')}
        </Button>
      </form>
      {isRegister ? <AuthTerms /> : null}
      <AuthModeSwitch
        switchTo={switchTo}
        prompt={isRegister ? t('auth.switch.toLogin') : t('auth.switch.toRegister')}
        action={isRegister ? t('auth.switch.toLoginAction') : t('auth.switch.toRegisterAction')}
        pageQuery={pageQuery}
        onSwitchMode={variant === 'modal' ? (onSwitchMode ?? (() => undefined)) : undefined}
      />
    </div>
  );
}
