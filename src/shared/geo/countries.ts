import type { CountryCode, Country, CurrencyCode } from './types';

export const COUNTRIES: Record<CountryCode, Country> = {
  IN: { code: 'IN', name: 'India', currency: 'INR', symbol: '₹', locale: 'en-IN' },
  US: { code: 'US', name: 'United States', currency: 'USD', symbol: '$', locale: 'en-US' },
};

export function currencyForCountry(country: CountryCode): CurrencyCode {
  return COUNTRIES[country].currency;
}
