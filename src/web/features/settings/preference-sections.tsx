import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, Languages, Moon, Palette, Sun, type IconComponent } from '../../components/icons';
import { useEffect, useId, useState } from 'react';
import type { MeResponse } from '../../../shared/api/accounts';
import { LOCALE_NAMES, LOCALES_BY_COUNTRY, type Locale } from '../../../shared/i18n';
import { ChoiceGroup, type ChoiceOption } from '../../components/ui/choice-group';
import { accountErrorMessage, meApi, meQueryOptions } from '../../lib/account';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { setLocale, useTranslation } from '../../lib/i18n';
import { useTheme, type Theme } from '../../lib/theme';
import { toastError, toastSuccess } from '../../lib/toast';
import { Section } from './settings-section';
import '../../lib/texts/accounts';

/** A section that is one choice, saved as it is made: the options as cards, the section's title their legend. */
function ChoiceSection<T extends string>({
  icon: Icon,
  title,
  lead,
  value,
  onChange,
  options,
  disabled,
}: {
  icon: IconComponent;
  title: string;
  lead: string;
  value: T;
  onChange: (value: T) => void;
  options: ChoiceOption<T>[];
  disabled?: boolean;
}) {
  return (
    <Section icon={<Icon aria-hidden="true" className="size-5 text-primary" />} title={title} lead={lead}>
      <ChoiceGroup<T>
        look="cards"
        legendHidden
        legend={title}
        value={value}
        disabled={disabled}
        onChange={onChange}
        options={options}
      />
    </Section>
  );
}

/** The language on the screen (the header's switch may have changed it since the account was loaded). */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useCountry();
  const current = i18n.language;
  const [chosen, setChosen] = useState<Locale>(current);
  useEffect(() => setChosen(current), [current]);

  const save = useMutation({
    mutationFn: ({ locale }: { locale: Locale; before: Locale }) => meApi.setLocale(locale),
    onSuccess: (me, { locale }) => {
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      // Said in the language just chosen (this render's `t` still speaks the one before).
      const inChosen = i18n.getFixedT(locale);
      toastSuccess(inChosen('auth.settings.language.saved'), inChosen('accounts.messages.preferencesSaved'));
    },
    onError: (error, { before }) => {
      setChosen(before);
      setLocale(before);
      const inBefore = i18n.getFixedT(before);
      toastError(inBefore('auth.settings.language.failed'), accountErrorMessage(error, inBefore));
    },
  });

  const choose = (locale: Locale) => {
    const before = chosen;
    setChosen(locale);
    setLocale(locale);
    save.mutate({ locale, before });
  };

  return (
    <ChoiceSection<Locale>
      icon={Languages}
      title={t('auth.settings.language.title')}
      lead={t('auth.settings.language.lead')}
      value={chosen}
      disabled={save.isPending}
      onChange={choose}
      options={LOCALES_BY_COUNTRY[country].map((locale) => ({
        value: locale,
        label: LOCALE_NAMES[locale],
        lang: locale,
      }))}
    />
  );
}

/** "Email me about new messages" (issue #8): a real switch, saved at once. */
export function NotificationsSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const on = me.settings.messageEmails;
  const labelId = useId();

  const save = useMutation({
    mutationFn: (messageEmails: boolean) => meApi.setMessageEmails(messageEmails),
    onSuccess: (next) => {
      queryClient.setQueryData(meQueryOptions.queryKey, next);
      toastSuccess(
        next.settings.messageEmails
          ? t('auth.settings.notifications.on')
          : t('auth.settings.notifications.off'),
      );
    },
    onError: (error) => toastError(t('auth.settings.notifications.failed'), accountErrorMessage(error, t)),
  });

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
          disabled={save.isPending}
          onClick={() => save.mutate(!on)}
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

export function ThemeSection() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <ChoiceSection<Theme>
      icon={Palette}
      title={t('auth.settings.theme.title')}
      lead={t('auth.settings.theme.lead')}
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
  );
}
