import { describe, expect, it } from 'vitest';
import { fillPlaceholders, TextCatalogues } from './translate';

function catalogues() {
  const texts = new TextCatalogues('en');
  texts.add('en', {
    jobs: {
      found_one: '{{count}} job found',
      found_other: '{{count}} jobs found',
      title: 'Jobs in {{city}}',
    },
    only: { english: 'Only in English' },
  });
  texts.add('hi', { jobs: { found_one: '{{count}} काम मिला', found_other: '{{count}} काम मिले' } });
  return texts;
}

describe('text lookup', () => {
  it('finds a nested key and fills its placeholders', () => {
    expect(catalogues().translate('en', 'jobs.title', { city: 'Pune' })).toBe('Jobs in Pune');
  });

  it("chooses the plural form by the language's rules (Hindi counts 0 and 1 as one)", () => {
    const texts = catalogues();
    expect(texts.translate('en', 'jobs.found', { count: 1 })).toBe('1 job found');
    expect(texts.translate('en', 'jobs.found', { count: 0 })).toBe('0 jobs found');
    expect(texts.translate('en', 'jobs.found', { count: 2 })).toBe('2 jobs found');
    expect(texts.translate('hi', 'jobs.found', { count: 0 })).toBe('0 काम मिला');
    expect(texts.translate('hi', 'jobs.found', { count: 5 })).toBe('5 काम मिले');
  });

  it('reads a plural form the catalogue does not write as "other" (Spanish "many" for a million)', () => {
    const texts = catalogues();
    texts.add('es', { jobs: { found_one: '{{count}} trabajo', found_other: '{{count}} trabajos' } });
    expect(texts.translate('es', 'jobs.found', { count: 1 })).toBe('1 trabajo');
    expect(texts.translate('es', 'jobs.found', { count: 1000000 })).toBe('1000000 trabajos');
  });

  it('falls back to English, then to the default value, then to the key itself', () => {
    const texts = catalogues();
    expect(texts.translate('hi', 'jobs.title', { city: 'Pune' })).toBe('Jobs in Pune');
    expect(texts.translate('hi', 'only.english')).toBe('Only in English');
    expect(texts.translate('en', 'missing.key', { defaultValue: 'Cook in {{city}}', city: 'Goa' })).toBe(
      'Cook in Goa',
    );
    expect(texts.translate('en', 'missing.key')).toBe('missing.key');
  });

  it("reads a list's items by their position", () => {
    const texts = new TextCatalogues('en');
    texts.add('en', { privacy: { paragraphs: ['First.', 'Second.'] } });
    expect(texts.translate('en', 'privacy.paragraphs.1')).toBe('Second.');
    expect(texts.translate('en', 'privacy.paragraphs.2')).toBe('privacy.paragraphs.2');
  });

  it('keeps a placeholder that has no value, and writes numbers as they are', () => {
    expect(fillPlaceholders('{{name}} earns {{ pay }} a day', { pay: 700 })).toBe('{{name}} earns 700 a day');
  });

  it('merges texts added later without changing the objects it was given', () => {
    const first = { jobs: { title: 'Jobs' } };
    const texts = new TextCatalogues('en');
    texts.add('en', first);
    texts.add('en', { jobs: { heading: 'Heading' } });
    expect(texts.translate('en', 'jobs.title')).toBe('Jobs');
    expect(texts.translate('en', 'jobs.heading')).toBe('Heading');
    expect(first).toEqual({ jobs: { title: 'Jobs' } });
  });
});
