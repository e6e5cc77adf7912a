import { DEFAULT_BRAND, type Brand } from '../../shared/brand';
import { isRecord } from './api';

/** Runtime configuration the server embeds in the page (`<script id="app-config" type="application/json">`). */
export interface AppConfig {
  brand: Brand;
  /** True when the server keeps outgoing email in the dev mailbox (/dev/mailbox). */
  devMailbox: boolean;
  /** Social sign-in providers the server has credentials for, e.g. ['google', 'facebook', 'twitter']. */
  socialProviders: string[];
  /** The site's address (PUBLIC_URL), for links people share. */
  publicUrl: string;
  /** The share of page views that report their Core Web Vitals (VITALS_SAMPLE_RATE, 0 to 1: the server checks). */
  vitalsSampleRate: number;
}

const FALLBACK: AppConfig = {
  brand: DEFAULT_BRAND,
  devMailbox: false,
  socialProviders: [],
  // No location in a server render, though the DOM types say there always is.
  publicUrl: (globalThis.location as Location | undefined)?.origin ?? '',
  vitalsSampleRate: 0,
};

/** Reads the embedded JSON; anything missing or malformed falls back to the defaults (as under `vite dev`). */
export function readConfig(doc: Document | undefined = globalThis.document): AppConfig {
  // The default is undefined in a server render (no document there).
  const text = (doc as Document | undefined)?.getElementById('app-config')?.textContent;
  if (!text) return FALLBACK;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.warn('app-config is not valid JSON; using defaults');
    return FALLBACK;
  }
  return parseConfig(raw);
}

/** The configuration from its JSON value; anything missing or malformed falls back to the defaults. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isRecord(raw)) return FALLBACK;
  const brand = isRecord(raw.brand) ? raw.brand : {};
  const pick = (key: keyof Brand): string =>
    typeof brand[key] === 'string' && brand[key] ? brand[key] : DEFAULT_BRAND[key];
  return {
    brand: {
      siteName: pick('siteName'),
      supportEmail: pick('supportEmail'),
      founderName: pick('founderName'),
    },
    devMailbox: raw.devMailbox === true,
    socialProviders: Array.isArray(raw.socialProviders)
      ? raw.socialProviders.filter((p): p is string => typeof p === 'string')
      : [],
    publicUrl: typeof raw.publicUrl === 'string' && raw.publicUrl ? raw.publicUrl : FALLBACK.publicUrl,
    vitalsSampleRate: typeof raw.vitalsSampleRate === 'number' ? raw.vitalsSampleRate : 0,
  };
}

let cached: AppConfig | undefined;

/** The page's configuration, read once. */
export function getConfig(): AppConfig {
  cached ??= readConfig();
  return cached;
}

/** The server renderer's configuration: the same JSON the server embeds in every page. */
export function setConfig(raw: unknown): void {
  cached = parseConfig(raw);
}
