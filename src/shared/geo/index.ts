export type { City, Country, CountryCode, CurrencyCode } from './types';
export { COUNTRIES, currencyForCountry } from './countries';
export { STATE_GROUPS } from './state-groups';
export {
  CITIES,
  findCity,
  findCityBySlug,
  suggestCities,
  suggestLocations,
  parseLocation,
  sameStateGroup,
  POPULAR_CITIES,
  REGIONS,
} from './cities';
export { locationLabel } from './location-label';
export { mayBeUsOffset, timeZoneCountry } from './time-zones';
