import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
// Not the geo index: it brings the city tables, which the app shell does without (issue #22).
import { COUNTRIES } from '../../shared/geo/countries';
import { mayBeUsOffset, timeZoneCountry } from '../../shared/geo/time-zones';
import type { CountryCode, CurrencyCode } from '../../shared/geo/types';
import { PREFERENCE_COOKIES } from '../../shared/preferences';
import { setPreferenceCookie } from './preference-cookie';

export const COUNTRY_STORAGE_KEY = 'country';

export interface CountryContextValue {
  country: CountryCode;
  currency: CurrencyCode;
  symbol: string;
  /** Chooses a country and remembers it (localStorage `country`). */
  setCountry: (country: CountryCode) => void;
}

const CountryContext = createContext<CountryContextValue | null>(null);

function isCountryCode(value: unknown): value is CountryCode {
  return value === 'IN' || value === 'US';
}

/**
 * The visitor's country without asking for location: the remembered choice, else the one implied by
 * the browser's time zone (a US zone gives the USA, anything else India).
 */
export function detectCountry(): CountryCode {
  try {
    const stored = localStorage.getItem(COUNTRY_STORAGE_KEY);
    if (isCountryCode(stored)) return stored;
  } catch {
    // storage unavailable: fall through to the time zone
  }
  try {
    if (!mayBeUsOffset(new Date().getTimezoneOffset())) return 'IN';
    return timeZoneCountry(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'IN';
  }
}

let activeCountry: CountryCode | undefined;

/** The country the app shows now (for code outside React, such as route loaders). */
export function currentCountry(): CountryCode {
  return activeCountry ?? detectCountry();
}

/**
 * `initial` is the country to start with (a server-rendered page's). With `detect`, the page was rendered
 * before the visitor's country was known (no `country` cookie): the browser then finds it (remembered,
 * else from the time zone), switches to it and sets the cookie, so the server renders the next page for it.
 */
export function CountryProvider({
  children,
  initial,
  detect = false,
}: {
  children: ReactNode;
  initial?: CountryCode;
  detect?: boolean;
}) {
  const [country, setCountryState] = useState<CountryCode>(() => initial ?? detectCountry());
  useEffect(() => {
    activeCountry = country;
  }, [country]);
  const setCountry = useCallback((next: CountryCode) => {
    try {
      localStorage.setItem(COUNTRY_STORAGE_KEY, next);
    } catch {
      // the choice then lasts for this visit
    }
    setPreferenceCookie(PREFERENCE_COOKIES.country, next);
    setCountryState(next);
  }, []);
  useEffect(() => {
    if (!detect) return;
    const detected = detectCountry();
    setPreferenceCookie(PREFERENCE_COOKIES.country, detected);
    setCountryState(detected);
  }, [detect]);
  const value = useMemo<CountryContextValue>(() => {
    const { currency, symbol } = COUNTRIES[country];
    return { country, currency, symbol, setCountry };
  }, [country, setCountry]);
  return <CountryContext value={value}>{children}</CountryContext>;
}

/** The visitor's country and currency. Using it outside CountryProvider is a developer error. */
export function useCountry(): CountryContextValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useCountry must be used inside CountryProvider');
  return value;
}
