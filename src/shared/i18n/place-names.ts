import { locationLabel } from '../geo/location-label';
import type { City } from '../geo/types';

/**
 * The names pages show for the built-in cities and the Indian states in a language's own script (issue #27).
 * Each language's names are `places.cities.<city slug>` and `places.states.<state as the built-in list writes
 * it>` in its app shell texts (`<lang>-places.ts`, joined by `shells.ts`): the browser downloads them only with
 * the chosen language, the server has every language's. English has none: a name a language does not know is
 * the built-in list's (the default value of each lookup), as are US cities and states. Display only: a job's
 * stored `location` text never changes.
 */

/** A language's place names: city slug -> name, state (the list's name) -> name. */
export type PlaceNames = {
  cities: Readonly<Record<string, string>>;
  states: Readonly<Record<string, string>>;
};

/** The part of a translator the lookups need (the browser's and the server's both fit). */
export type PlaceTranslate = (key: string, options: { defaultValue: string }) => string;

/** A built-in city's name in `t`'s language, else `name` (the built-in list's). */
export function localCityName(t: PlaceTranslate, slug: string, name: string): string {
  return t(`places.cities.${slug}`, { defaultValue: name });
}

/** A state's name in `t`'s language, else as given (the built-in list's). */
export function localStateName(t: PlaceTranslate, state: string): string {
  return t(`places.states.${state}`, { defaultValue: state });
}

/**
 * "City, State" in `t`'s language for a job (or a built-in city given as one): each part the language's
 * name where it has one. A `location` that is not the list's "City, State" (written some other way), or
 * one the language knows no part of, is shown as it is.
 */
export function localLocationLabel(
  t: PlaceTranslate,
  place: { citySlug: string; city: string; state: string; location: string },
): string {
  if (place.location !== `${place.city}, ${place.state}`) return place.location;
  return `${localCityName(t, place.citySlug, place.city)}, ${localStateName(t, place.state)}`;
}

/** A built-in city's "City, State" (`locationLabel`) in `t`'s language. */
export function localCityLabel(t: PlaceTranslate, city: City): string {
  return localLocationLabel(t, {
    citySlug: city.slug,
    city: city.name,
    state: city.state,
    location: locationLabel(city),
  });
}
