import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { POPULAR_CITIES } from '../../../shared/geo';
import { buildPath } from '../../../shared/routes';
import { PageShell } from '../../components/page-shell';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

const CITIES_SHOWN = 20;

export function CitiesPage() {
  const { t } = useTranslation();
  const cities = [...POPULAR_CITIES.IN, ...POPULAR_CITIES.US].slice(0, CITIES_SHOWN);
  return (
    <PageShell title={t('pages.cities.title')} lead={t('pages.cities.lead')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link
              to={buildPath('jobsByCity', { city: city.slug })}
              className={cn(
                cardClasses,
                'flex min-h-14 items-center gap-2 px-4 font-semibold hover:border-primary',
              )}
            >
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="truncate">{city.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
