import { BriefcaseBusiness } from '../../components/icons';
import { Link } from 'react-router';
import { getConfig } from '../../lib/config';
import { useTranslation } from '../../lib/i18n';

export function Logo() {
  const { t } = useTranslation();
  const { siteName } = getConfig().brand;
  return (
    <Link
      to="/"
      aria-label={t('header.logoLabel', { siteName })}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-xl pr-1 text-lg font-extrabold tracking-tight"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <BriefcaseBusiness aria-hidden="true" className="size-5" />
      </span>
      {/* The word gives way on the narrowest phones (the link keeps its name), so a signed-in header in
          Hindi (bell, "English", theme, menu) fits 360px without sideways scrolling. */}
      <span className="max-[25rem]:hidden md:max-lg:hidden">{siteName}</span>
    </Link>
  );
}
