import { CITY_SUGGESTIONS_DESKTOP, CITY_SUGGESTIONS_MOBILE } from '../../../shared/limits';
import { CityAutocomplete } from '../../components/city-autocomplete';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import { useIsMobile } from '../../lib/media';
import { SearchBox } from './search-box';
import { useHeaderNavigation } from './use-header-navigation';

/**
 * The city box (to /jobs/{city}) and the search box (to /jobs/all?search=): in a row on desktop, in the
 * mobile menu one above the other, the city's label shown and its suggestions in the page flow.
 */
export function HeaderSearch({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const isMobile = useIsMobile();
  const { goToCity, goToSearch } = useHeaderNavigation();
  return (
    <>
      <CityAutocomplete
        label={t('header.cityLabel')}
        placeholder={t('header.cityPlaceholder')}
        limit={isMobile ? CITY_SUGGESTIONS_MOBILE : CITY_SUGGESTIONS_DESKTOP}
        country={country}
        onSelect={goToCity}
        className={inMenu ? undefined : 'w-40 shrink-0 lg:w-56'}
        showLabel={inMenu}
        listPosition={inMenu ? 'inline' : 'overlay'}
      />
      <SearchBox onSearch={goToSearch} className={inMenu ? undefined : 'min-w-0 flex-1'} />
    </>
  );
}
