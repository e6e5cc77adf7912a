import { AppError } from '../../errors';
import type { CountryCode } from '../../../shared/geo';
import { locationLabel, parseLocation } from '../../../shared/geo';

export interface ReverseGeocodeResult {
  country: CountryCode | null;
  location: string | null;
}

/** The part of a Nominatim `jsonv2` reverse answer we read. */
interface NominatimAddress {
  country_code?: unknown;
  city?: unknown;
  town?: unknown;
  village?: unknown;
  municipality?: unknown;
  city_district?: unknown;
  state_district?: unknown;
  county?: unknown;
  state?: unknown;
}

const COUNTRY_CODES: Readonly<Record<string, CountryCode>> = { us: 'US', in: 'IN' };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** "City of New York" -> "New York", "Pune District" -> "Pune", "Travis County" -> "Travis". */
function placeNames(value: string): string[] {
  const names = [value];
  const stripped = value
    .replace(/^(city of|municipal corporation of)\s+/i, '')
    .replace(/\s+(district|county|city|municipal corporation|division|tehsil|taluka)$/i, '');
  if (stripped !== value) names.push(stripped);
  return names;
}

/**
 * Maps a reverse-geocoding answer to our country and the nearest built-in "City, State": the first of
 * address.city / town / village / municipality / city_district / state_district / county that names a
 * built-in city of that country (and of that state, when the answer has one).
 */
export function toReverseGeocodeResult(body: unknown): ReverseGeocodeResult {
  const address = ((body as { address?: unknown } | null)?.address ?? {}) as NominatimAddress;
  const countryCode = text(address.country_code)?.toLowerCase();
  const country = (countryCode && COUNTRY_CODES[countryCode]) || null;
  if (!country) return { country: null, location: null };
  const state = text(address.state);
  const candidates = [
    address.city,
    address.town,
    address.village,
    address.municipality,
    address.city_district,
    address.state_district,
    address.county,
  ]
    .map(text)
    .filter((value): value is string => value !== undefined)
    .flatMap(placeNames);
  for (const name of candidates) {
    const city = state ? parseLocation(`${name}, ${state}`) : parseLocation(name);
    if (city && city.country === country) return { country, location: locationLabel(city) };
  }
  return { country, location: null };
}

export interface ReverseGeocoderOptions {
  /** Base URL of a Nominatim-compatible service (its /reverse endpoint is called). */
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  now: () => Date;
  /** Cached answers kept (least recently used dropped first). */
  cacheSize?: number;
  cacheTtlMs?: number;
}

/** Two decimals of a degree: about 1.1 km of latitude. Nearby people share one cached answer. */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/**
 * Reverse geocoding through our server, so browsers never call a third party: a proper User-Agent,
 * a timeout, and an in-memory LRU cache of answers by rounded coordinates (24 hours).
 */
export class ReverseGeocoder {
  private readonly cache = new Map<string, { result: ReverseGeocodeResult; expiresAt: number }>();
  private readonly cacheSize: number;
  private readonly cacheTtlMs: number;

  constructor(private readonly options: ReverseGeocoderOptions) {
    this.cacheSize = options.cacheSize ?? 10_000;
    this.cacheTtlMs = options.cacheTtlMs ?? 24 * 60 * 60_000;
  }

  async reverse(lat: number, lon: number): Promise<ReverseGeocodeResult> {
    const roundedLat = roundCoordinate(lat);
    const roundedLon = roundCoordinate(lon);
    const key = `${roundedLat.toFixed(2)},${roundedLon.toFixed(2)}`;
    const now = this.options.now().getTime();
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached.result;
    }
    const result = toReverseGeocodeResult(await this.fetchReverse(roundedLat, roundedLon));
    this.cache.delete(key);
    this.cache.set(key, { result, expiresAt: now + this.cacheTtlMs });
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return result;
  }

  private async fetchReverse(lat: number, lon: number): Promise<unknown> {
    const url = new URL(`${this.options.baseUrl}/reverse`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(lat),
      lon: String(lon),
      addressdetails: '1',
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          'user-agent': this.options.userAgent,
          accept: 'application/json',
          'accept-language': 'en',
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw geocoderFailure(error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new AppError(502, 'geocoder_unavailable', 'Your location could not be looked up right now.');
    }
    try {
      return await response.json();
    } catch (error) {
      throw geocoderFailure(error);
    }
  }
}

function geocoderFailure(error: unknown): AppError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AppError(504, 'geocoder_timeout', 'Looking up your location took too long.');
  }
  return new AppError(502, 'geocoder_unavailable', 'Your location could not be looked up right now.');
}
