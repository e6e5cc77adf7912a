import { describe, expect, it } from 'vitest';
import { en } from './en';
import { SUPPORTED_LOCALES, translationExportName, type Locale } from './index';
import { SHELL_TEXTS } from './shells';

/**
 * Texts only one page uses load with that page (issue #22), not with the app shell every page downloads:
 * in every language the shell no longer has them, and the page's area does, under its new keys.
 */
const MOVED = [
  { shellPath: 'jobs.post', area: 'post', key: 'submit' },
  { shellPath: 'jobs.job', area: 'job', key: 'loading' },
  { shellPath: 'jobs.listen', area: 'job', key: 'listen.startLabel' },
  { shellPath: 'home', area: 'home', key: 'title' },
] as const;

function at(texts: unknown, path: string): unknown {
  let value = texts;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

async function shell(locale: Locale): Promise<unknown> {
  return locale === 'en' ? en : SHELL_TEXTS[locale]();
}

async function area(locale: Locale, name: string): Promise<unknown> {
  const module = (await import(`./${locale}-${name}.ts`)) as Record<string, unknown>;
  return module[locale === 'en' ? name : translationExportName(name, locale)];
}

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  it.each(MOVED)(
    'the shell has no $shellPath; the area $area has it',
    async ({ shellPath, area: name, key }) => {
      const texts = await shell(locale);
      expect(at(texts, 'jobs.list.all')).toEqual(expect.any(String));
      expect(at(texts, shellPath)).toBeUndefined();

      const text = at(await area(locale, name), key);
      expect(text).toEqual(expect.any(String));
      expect(String(text).trim()).not.toBe('');
      if (locale !== 'en') expect(text).not.toBe(at(await area('en', name), key));
    },
  );

  it('keeps sharing on WhatsApp in the shell (every job card has it)', async () => {
    const texts = await shell(locale);
    expect(at(texts, 'jobs.card.whatsapp')).toEqual(expect.any(String));
    expect(at(texts, 'jobs.card.shareText')).toContain('{{pay}}');
  });
});
