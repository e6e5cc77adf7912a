import { Languages } from 'lucide-react';
import type { Locale } from '../../../shared/i18n';
import { meApi } from '../../lib/account';
import { cn } from '../../lib/cn';
import { setLocale, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** Each language's name in its own script: what the switch shows for the language it switches to. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/**
 * Switches between English and Hindi, in the header bar (where someone who cannot read the other
 * language finds it first) and in the mobile menu: remembered in a cookie (so the server renders the next page in
 * it) and, when signed in, saved on the account. The button names the other language in its own script.
 */
export function LanguageSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const next: Locale = i18n.language === 'hi' ? 'en' : 'hi';
  const choose = () => {
    setLocale(next);
    // The choice already works on this device; saving it on the account can fail quietly.
    if (user) meApi.setLocale(next).catch(() => {});
  };
  return (
    <button
      type="button"
      lang={next}
      onClick={choose}
      title={t('header.changeLanguage')}
      className={cn(
        // 44 × 44 px at least: 'हिंदी' alone is narrower on a phone.
        'min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl font-semibold text-foreground hover:bg-muted',
        inMenu ? 'flex w-full px-3' : 'inline-flex px-2 sm:px-3',
      )}
    >
      {/* In the bar on a narrow phone, the word alone: the bell, theme and menu must still fit at 360px. */}
      <Languages aria-hidden="true" className={cn('size-5 text-primary', !inMenu && 'hidden sm:block')} />
      {NAMES[next]}
    </button>
  );
}
