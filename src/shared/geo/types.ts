export type CountryCode = 'IN' | 'US';
export type CurrencyCode = 'INR' | 'USD';

export interface City {
  name: string;
  /** slugify(name); unique across every built-in city. */
  slug: string;
  /** Full state or union-territory name, e.g. "Maharashtra", "California". */
  state: string;
  /** Region used for the "same state group" relevance score (spec section 9). */
  stateGroup: string;
  country: CountryCode;
}

export interface Country {
  code: CountryCode;
  name: string;
  currency: CurrencyCode;
  symbol: string;
  locale: string;
}
