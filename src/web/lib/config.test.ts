import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND } from '../../shared/brand';
import { readConfig } from './config';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'app-config';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readConfig', () => {
  it('reads the JSON the server embeds', () => {
    const config = readConfig(
      docWith(
        JSON.stringify({
          brand: { siteName: 'KaamKaro', supportEmail: 'help@kaam.example', founderName: 'R' },
          devMailbox: true,
          socialProviders: ['google', 'twitter'],
          publicUrl: 'https://kaam.example',
          vitalsSampleRate: 0.25,
        }),
      ),
    );
    expect(config).toEqual({
      brand: { siteName: 'KaamKaro', supportEmail: 'help@kaam.example', founderName: 'R' },
      devMailbox: true,
      socialProviders: ['google', 'twitter'],
      publicUrl: 'https://kaam.example',
      vitalsSampleRate: 0.25,
    });
  });

  it('falls back to the defaults without the script (vite dev) or with broken JSON', () => {
    // Without a configured address, links point at the page's own origin.
    const fallback = {
      brand: DEFAULT_BRAND,
      devMailbox: false,
      socialProviders: [],
      publicUrl: window.location.origin,
      // No field data from a page the server did not configure.
      vitalsSampleRate: 0,
    };
    expect(readConfig(docWith(null))).toEqual(fallback);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readConfig(docWith('{"brand":'))).toEqual(fallback);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(readConfig(docWith('{"brand":{"siteName":""}}')).brand).toEqual(DEFAULT_BRAND);
    expect(readConfig(docWith('{"vitalsSampleRate":"1"}')).vitalsSampleRate).toBe(0);
  });
});
