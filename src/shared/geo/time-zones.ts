import type { CountryCode } from './types';

/**
 * IANA time zones in use in the United States and its territories (canonical zones plus the
 * backward-compatible links browsers may still report). Territories use USD as well.
 */
const US_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Menominee',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
  // Backward links
  'America/Fort_Wayne',
  'America/Indianapolis',
  'America/Knox_IN',
  'America/Louisville',
  'America/Atka',
  'America/Shiprock',
  'Navajo',
  'Pacific/Johnston',
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'US/Pacific',
  'US/Alaska',
  'US/Hawaii',
  'US/Arizona',
  'US/Aleutian',
  'US/East-Indiana',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Samoa',
  'EST5EDT',
  'CST6CDT',
  'MST7MDT',
  'PST8PDT',
  // Territories
  'America/Puerto_Rico',
  'America/St_Thomas',
  'America/Virgin',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
  'Pacific/Samoa',
  'Pacific/Midway',
  'Pacific/Wake',
]);

/** Zone families that exist only in the USA (America/Indiana/Indianapolis, America/Kentucky/Monticello, ...). */
const US_TIME_ZONE_PREFIXES: readonly string[] = [
  'America/Indiana/',
  'America/Kentucky/',
  'America/North_Dakota/',
];

/**
 * Every UTC offset a US zone has, summer or winter, in `Date#getTimezoneOffset` minutes (west of UTC is
 * positive): UTC-4 (Puerto Rico, Eastern summer) to UTC-11 (Samoa), UTC+10 (Guam) and UTC+12 (Wake).
 */
const US_OFFSETS: ReadonlySet<number> = new Set([240, 300, 360, 420, 480, 540, 600, 660, -600, -720]);

/**
 * Whether a browser at this offset can be in a US zone. Reading the zone's name takes the browser's
 * Intl, whose first use loads its locale data (150-400 ms on a phone's CPU, decision 0028): a visitor in
 * India (-330) or anywhere no US zone is gets 'IN' without it.
 */
export function mayBeUsOffset(minutesWestOfUtc: number): boolean {
  return US_OFFSETS.has(minutesWestOfUtc);
}

/** The country implied by an IANA time zone: any US zone gives 'US', anything else (or none) 'IN'. */
export function timeZoneCountry(timeZone: string | undefined): CountryCode {
  const zone = timeZone?.trim();
  if (!zone) return 'IN';
  if (US_TIME_ZONES.has(zone)) return 'US';
  if (US_TIME_ZONE_PREFIXES.some((prefix) => zone.startsWith(prefix))) return 'US';
  return 'IN';
}
