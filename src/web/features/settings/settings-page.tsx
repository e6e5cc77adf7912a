import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  Bell,
  BellRing,
  Check,
  KeyRound,
  Languages,
  Moon,
  Palette,
  Sun,
  TriangleAlert,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { newPasswordSchema, type MeResponse } from '../../../shared/api/accounts';
import type { Locale } from '../../../shared/i18n';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError, errorMessage, fieldMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { pageTextsReady, setLocale, useTranslation } from '../../lib/i18n';
import { forgetSession, useSession } from '../../lib/session';
import { useTheme, type Theme } from '../../lib/theme';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountErrorMessage, meApi, meQueryOptions, useMe } from '../../lib/account';
import '../../lib/texts/validation';
import { OtpField, isOtp } from '../../components/otp-field';
import { PasswordField } from '../../components/password-field';
import { AccountPageFrame, PageSpinner, SignedOutNotice } from '../../components/account-page';
import { BlockedPeople } from './blocked-people';
import { JobAlerts } from './job-alerts';
import { Section } from './settings-section';
import { usePageAddress } from '../../lib/form-post';

/** A row of large radio choices (44px+ targets), for language and theme. */
function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
  disabled,
}: {
  legend: string;
  value: T;
  options: { value: T; label: ReactNode; lang?: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              lang={option.lang}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-accent text-accent-foreground' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="flex-1">{option.label}</span>
              {checked ? <Check aria-hidden="true" className="size-5 shrink-0" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  // Re-mounting the fields after a change clears them and hides the passwords again.
  const [round, setRound] = useState(0);

  const submit = async () => {
    setErrors({});
    if (hasPassword && !current) {
      const message = t('accounts.errors.password_required');
      setErrors({ current: message });
      toastError(t('auth.settings.password.failed'), message);
      return;
    }
    const rule = newPasswordSchema.safeParse(next);
    if (!rule.success) {
      const message = fieldMessage(rule.error.issues[0]?.message ?? '', t);
      setErrors({ next: message });
      toastError(t('auth.settings.password.failed'), message);
      return;
    }
    setBusy(true);
    try {
      const { message } = await meApi.changePassword({
        currentPassword: hasPassword ? current : undefined,
        newPassword: next,
      });
      toastSuccess(t('auth.settings.password.changed'), message);
      setCurrent('');
      setNext('');
      setRound((value) => value + 1);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    } catch (error) {
      const message = accountErrorMessage(error, t);
      if (error instanceof ApiError && error.code === 'wrong_password') setErrors({ current: message });
      toastError(t('auth.settings.password.failed'), message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />}
      title={hasPassword ? t('auth.settings.password.title') : t('auth.settings.password.setTitle')}
      lead={hasPassword ? t('auth.settings.password.lead') : t('auth.settings.password.setLead')}
    >
      <form
        key={round}
        method="post"
        action={pageAddress}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {hasPassword ? (
          <PasswordField
            label={t('auth.settings.password.current')}
            autoComplete="current-password"
            maxLength={128}
            value={current}
            error={errors.current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        ) : null}
        <PasswordField
          label={t('auth.settings.password.new')}
          autoComplete="new-password"
          maxLength={128}
          hint={t('auth.fields.passwordRule')}
          value={next}
          error={errors.next}
          onChange={(event) => setNext(event.target.value)}
        />
        <Button type="submit" loading={busy} loadingText={t('auth.settings.password.saving')}>
          {hasPassword ? t('auth.settings.password.change') : t('auth.settings.password.set')}
        </Button>
      </form>
    </Section>
  );
}

/** The language on the screen (the header's switch may have changed it since the account was loaded). */
function LanguageSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const current: Locale = i18n.language === 'hi' ? 'hi' : 'en';
  const [chosen, setChosen] = useState<Locale>(current);
  useEffect(() => setChosen(current), [current]);

  const choose = async (locale: Locale) => {
    const before = chosen;
    setChosen(locale);
    setLocale(locale);
    setBusy(true);
    try {
      const me = await meApi.setLocale(locale);
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      // Said in the language just chosen (this render's `t` still speaks the one before).
      const inChosen = i18n.getFixedT(locale);
      toastSuccess(inChosen('auth.settings.language.saved'), inChosen('accounts.messages.preferencesSaved'));
    } catch (error) {
      setChosen(before);
      setLocale(before);
      const inBefore = i18n.getFixedT(before);
      toastError(inBefore('auth.settings.language.failed'), accountErrorMessage(error, inBefore));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      icon={<Languages aria-hidden="true" className="size-5 text-primary" />}
      title={t('auth.settings.language.title')}
      lead={t('auth.settings.language.lead')}
    >
      <ChoiceGroup<Locale>
        legend={t('auth.settings.language.title')}
        value={chosen}
        disabled={busy}
        onChange={(locale) => void choose(locale)}
        options={[
          { value: 'en', label: t('auth.settings.language.en'), lang: 'en' },
          { value: 'hi', label: t('auth.settings.language.hi'), lang: 'hi' },
        ]}
      />
    </Section>
  );
}

/** "Email me about new messages" (issue #8): a real switch, saved at once. */
function NotificationsSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const on = me.settings.messageEmails;
  const labelId = useId();

  const toggle = async () => {
    setBusy(true);
    try {
      const next = await meApi.setMessageEmails(!on);
      queryClient.setQueryData(meQueryOptions.queryKey, next);
      toastSuccess(
        next.settings.messageEmails
          ? t('auth.settings.notifications.on')
          : t('auth.settings.notifications.off'),
      );
    } catch (error) {
      toastError(t('auth.settings.notifications.failed'), accountErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      icon={<Bell aria-hidden="true" className="size-5 text-primary" />}
      title={t('auth.settings.notifications.title')}
      lead={t('auth.settings.notifications.lead')}
    >
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="font-semibold">
          {t('auth.settings.notifications.messageEmails')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          disabled={busy}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
            'before:absolute before:-inset-2 before:content-[""]',
            on ? 'border-primary bg-primary' : 'border-input bg-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-6 rounded-full bg-card shadow transition-transform',
              on ? 'translate-x-6' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>
      {me.user.email ? null : (
        <p className="mt-3 text-sm text-muted-foreground">{t('auth.settings.notifications.noEmail')}</p>
      )}
    </Section>
  );
}

function JobAlertsSection() {
  const { t } = useTranslation();
  return (
    <Section
      icon={<BellRing aria-hidden="true" className="size-5 text-primary" />}
      title={t('alerts.settings.title')}
      lead={t('alerts.settings.lead')}
    >
      <JobAlerts />
    </Section>
  );
}

function BlockedPeopleSection() {
  const { t } = useTranslation();
  return (
    <Section
      icon={<Ban aria-hidden="true" className="size-5 text-primary" />}
      title={t('auth.settings.blocks.title')}
      lead={t('auth.settings.blocks.lead')}
    >
      <BlockedPeople />
    </Section>
  );
}

function ThemeSection() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <Section
      icon={<Palette aria-hidden="true" className="size-5 text-primary" />}
      title={t('auth.settings.theme.title')}
      lead={t('auth.settings.theme.lead')}
    >
      <ChoiceGroup<Theme>
        legend={t('auth.settings.theme.title')}
        value={theme}
        onChange={setTheme}
        options={[
          {
            value: 'light',
            label: (
              <span className="flex items-center gap-2">
                <Sun aria-hidden="true" className="size-5" />
                {t('auth.settings.theme.light')}
              </span>
            ),
          },
          {
            value: 'dark',
            label: (
              <span className="flex items-center gap-2">
                <Moon aria-hidden="true" className="size-5" />
                {t('auth.settings.theme.dark')}
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}

function DeleteSection({ me }: { me: MeResponse }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasEmail = Boolean(me.user.email);
  const canUsePassword = me.user.hasPassword;
  const [method, setMethod] = useState<'password' | 'code'>(canUsePassword ? 'password' : 'code');
  const [codeSent, setCodeSent] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const sendCode = async () => {
    setSending(true);
    try {
      const { message } = await meApi.requestDeleteCode();
      setMethod('code');
      setCodeSent(true);
      toastSuccess(t('auth.settings.delete.codeSentTitle'), message);
    } catch (error) {
      toastError(t('auth.settings.delete.failed'), accountErrorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  const remove = async () => {
    if (method === 'password' && !password) {
      toastError(t('auth.settings.delete.failed'), t('accounts.errors.password_required'));
      return;
    }
    if (method === 'code' && !isOtp(code)) {
      toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
      return;
    }
    setDeleting(true);
    try {
      const { message } = await meApi.deleteAccount(
        method === 'password' ? { password } : { code: code.trim() },
      );
      await forgetSession(queryClient);
      toastSuccess(t('auth.settings.delete.deleted'), message);
      await navigate('/', { replace: true });
    } catch (error) {
      toastError(t('auth.settings.delete.failed'), accountErrorMessage(error, t));
      setDeleting(false);
    }
  };

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
        <form
          method="post"
          action={pageAddress}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          {method === 'password' ? (
            <PasswordField
              label={t('auth.settings.delete.byPassword')}
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : codeSent ? (
            <OtpField label={t('auth.settings.delete.code')} value={code} onChange={setCode} />
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {method === 'password' || codeSent ? (
              <Button
                type="submit"
                variant="danger"
                loading={deleting}
                loadingText={t('auth.settings.delete.deleting')}
              >
                {t('auth.settings.delete.confirm')}
              </Button>
            ) : null}
            {hasEmail && (method === 'password' || !codeSent) ? (
              <Button
                variant="outline"
                onClick={() => void sendCode()}
                loading={sending}
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
        </form>
      )}
    </Section>
  );
}

/**
 * /settings (the spec shows none; issue #3 lists what users expect): change or set the password,
 * language, message emails, the people I blocked (issue #11), theme, and deleting the account,
 * confirmed by the password or an emailed code.
 */
/** "Get notified on this phone" (issue #24): its own chunk, with its texts, loaded with the page. */
const PushSection = lazy(async () => {
  const module = await import('./push-section');
  await pageTextsReady();
  return module;
});

export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const me = useMe(Boolean(user));
  const title = t('pages.settings.title');
  const signedOutByServer = me.error instanceof ApiError && me.error.status === 401;

  if (isPending || (user && me.isPending)) {
    return (
      <AccountPageFrame title={title}>
        <PageSpinner />
      </AccountPageFrame>
    );
  }
  if (!user || signedOutByServer) {
    return (
      <AccountPageFrame title={title}>
        <SignedOutNotice text={t('auth.settings.signedOut')} />
      </AccountPageFrame>
    );
  }
  if (!me.data) {
    return (
      <AccountPageFrame title={title}>
        <Card role="alert" className="space-y-4 p-6">
          <p className="font-semibold">{t('auth.profile.loadFailed')}</p>
          <p className="text-muted-foreground">{errorMessage(me.error, t)}</p>
          <Button variant="outline" onClick={() => void me.refetch()} loading={me.isFetching}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame title={title}>
      <PasswordSection hasPassword={me.data.user.hasPassword} />
      <LanguageSection />
      <NotificationsSection me={me.data} />
      <Suspense fallback={null}>
        <PushSection />
      </Suspense>
      <JobAlertsSection />
      <BlockedPeopleSection />
      <ThemeSection />
      <DeleteSection me={me.data} />
    </AccountPageFrame>
  );
}
