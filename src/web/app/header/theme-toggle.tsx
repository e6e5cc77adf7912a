import { Moon, Sun } from '../../components/icons';
import { useTranslation } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={dark ? t('header.themeToLight') : t('header.themeToDark')}
      title={dark ? t('header.themeToLight') : t('header.themeToDark')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-foreground hover:bg-muted"
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
