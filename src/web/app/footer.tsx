import { BriefcaseBusiness, Mail } from '../components/icons';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CountryCode } from '../../shared/geo';
import { buildPath, type RouteName } from '../../shared/routes';
import { inputClasses } from '../components/ui/input-classes';
import { cn } from '../lib/cn';
import { getConfig } from '../lib/config';
import { useCountry } from '../lib/country';
import { useTranslation } from '../lib/i18n';

const QUICK_LINKS: { route: RouteName; key: string }[] = [
  { route: 'about', key: 'footer.about' },
  { route: 'howItWorks', key: 'footer.howItWorks' },
  { route: 'pricing', key: 'footer.pricing' },
  { route: 'safety', key: 'footer.safety' },
];

const SUPPORT_LINKS: { route: RouteName; key: string }[] = [
  { route: 'help', key: 'footer.help' },
  { route: 'contact', key: 'footer.contact' },
  { route: 'privacy', key: 'footer.privacy' },
  { route: 'terms', key: 'footer.terms' },
];

const linkClasses =
  'inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground hover:underline';

function LinkColumn({ title, links }: { title: string; links: { route: RouteName; key: string }[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.route}>
            <Link to={buildPath(link.route)} className={linkClasses}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { brand } = getConfig();
  const { country, setCountry } = useCountry();
  const countryId = useId();
  return (
    <footer className="mt-16 border-t border-border bg-card [content-visibility:auto] [contain-intrinsic-block-size:auto_40rem]">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <span className="inline-flex size-9 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <BriefcaseBusiness aria-hidden="true" className="size-5" />
            </span>
            {brand.siteName}
          </p>
          <p className="mt-3 max-w-md text-muted-foreground">{t('footer.about_text')}</p>
          <a
            href={`mailto:${brand.supportEmail}`}
            className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium text-foreground hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 text-primary" />
            {brand.supportEmail}
          </a>
          <div className="mt-3 max-w-56">
            <label htmlFor={countryId} className="block text-sm font-semibold">
              {t('footer.countryLabel')}
            </label>
            <select
              id={countryId}
              value={country}
              onChange={(event) => setCountry(event.target.value as CountryCode)}
              className={cn(inputClasses, 'mt-1.5')}
            >
              <option value="IN">{t('footer.countryIN')}</option>
              <option value="US">{t('footer.countryUS')}</option>
            </select>
          </div>
        </div>
        <LinkColumn title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkColumn title={t('footer.support')} links={SUPPORT_LINKS} />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-muted-foreground">
          {t('footer.copyright', { year: new Date().getFullYear(), siteName: brand.siteName })}
        </p>
      </div>
    </footer>
  );
}
