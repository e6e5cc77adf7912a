import { useCallback, useState } from 'react';
import type { ReverseGeocodeResponse } from '../../../shared/api/jobs';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '../../../shared/limits';
import { apiFetch } from '../../lib/api';
import { useBrowserValue } from '../../lib/browser-value';

/** The browser position, asked for only now (the permission prompt follows a tap, never a page load). */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    });
  });
}

export function geolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && Boolean(navigator.geolocation);
}

/**
 * "Use my location": the browser's position, then our server's reverse geocoding (the browser never
 * calls a third party). Resolves with the country and nearest built-in "City, State", or null when the
 * visitor says no or anything fails: callers then keep what they had, without an error message.
 */
export function useLocate() {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(async (): Promise<ReverseGeocodeResponse | null> => {
    if (!geolocationSupported()) return null;
    setLocating(true);
    try {
      const { latitude, longitude } = (await currentPosition()).coords;
      // About 10 m of precision is plenty for a city, and lets the server's cache answer neighbours.
      const query = new URLSearchParams({ lat: latitude.toFixed(4), lon: longitude.toFixed(4) });
      return await apiFetch<ReverseGeocodeResponse>(`/api/geo/reverse?${query.toString()}`);
    } catch (error) {
      console.info('Location not available; keeping the current choice.', error);
      return null;
    } finally {
      setLocating(false);
    }
  }, []);
  // The server renders the button (nearly every browser has geolocation), so nothing below it moves when
  // the page is taken over; a browser without it then hides the button.
  const supported = useBrowserValue(geolocationSupported, true);
  return { locate, locating, supported };
}
