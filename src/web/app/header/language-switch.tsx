import { Check, Languages } from '../../components/icons';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES_BY_COUNTRY, type Locale } from '../../../shared/i18n';
import { LANGUAGE_PARAM } from '../../../shared/preferences';
import { meApi } from '../../lib/account';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { useDismiss } from '../../lib/dismiss';
import { setLocale, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * The language list, in the header bar (where someone who cannot read the page's language finds it first)
 * and in the mobile menu: each language named in its own script, the country's own languages first. The
 * choice is remembered in a cookie (so the server renders the next page in it) and, when signed in, on the
 * account. A `<details>` list of `?lang=` links: it opens and works before the script runs, and without it.
 */
export function LanguageSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { country } = useCountry();
  const location = useLocation();
  const current = i18n.language;

  // Closes like a menu: a tap elsewhere or Escape.
  const [open, setOpen] = useState(false);
  const { rootRef, buttonRef } = useDismiss<HTMLDetailsElement, HTMLElement>(open && !inMenu, () =>
    setOpen(false),
  );

  const choose = (event: MouseEvent, locale: Locale) => {
    event.preventDefault();
    setOpen(false);
    setLocale(locale);
    // The choice already works on this device; saving it on the account can fail quietly.
    if (user) meApi.setLocale(locale).catch(() => {});
  };

  const address = (locale: Locale) => {
    const query = new URLSearchParams(location.search);
    query.set(LANGUAGE_PARAM, locale);
    return `${location.pathname}?${query.toString()}`;
  };

  return (
    <details
      ref={rootRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={cn('group', inMenu ? 'w-full' : 'relative')}
    >
      <summary
        ref={buttonRef}
        title={t('header.changeLanguage')}
        className={cn(
          // 44 × 44 px at least; the bell, theme and menu must still fit beside it at 360px.
          'flex min-h-11 min-w-11 shrink-0 cursor-pointer list-none items-center justify-center gap-2 rounded-xl font-semibold text-foreground hover:bg-muted [&::-webkit-details-marker]:hidden',
          inMenu ? 'w-full justify-start px-3' : 'px-2 sm:px-3',
        )}
      >
        <Languages aria-hidden="true" className={cn('size-5 text-primary', !inMenu && 'hidden sm:block')} />
        <span lang={current}>{LOCALE_NAMES[current]}</span>
        <span className="sr-only">, {t('header.changeLanguage')}</span>
      </summary>
      <ul
        className={cn(
          'grid gap-1 p-1',
          inMenu
            ? 'grid-cols-2'
            : 'absolute right-0 z-50 mt-1 w-48 rounded-xl border border-border bg-card shadow-lg',
        )}
      >
        {LOCALES_BY_COUNTRY[country].map((locale) => (
          <li key={locale}>
            <a
              href={address(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => choose(event, locale)}
              className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 font-medium hover:bg-muted aria-[current]:text-primary"
            >
              {LOCALE_NAMES[locale]}
              {locale === current ? <Check aria-hidden="true" className="size-4" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
