import type { City } from './types';

/** "City, State". A module of its own: the app shell names places without loading the city tables. */
export function locationLabel(city: City): string {
  return `${city.name}, ${city.state}`;
}
