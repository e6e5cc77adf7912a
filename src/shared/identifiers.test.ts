import { describe, expect, it } from 'vitest';
import {
  isPhoneInput,
  normalizePhone,
  parseIdentifier,
  phonePseudoEmail,
  isPhonePseudoEmail,
} from './identifiers';
import { slugify, titleCaseSlug } from './text/slug';
import { telHref } from './tel';
import { searchWords } from './jobs';
import { matchRoute, jobPath } from './routes';

describe('identifiers (spec 5)', () => {
  it('detects phones: only digits, spaces, hyphens, plus and parentheses, 10+ digits', () => {
    expect(isPhoneInput('+91 98765 43210')).toBe(true);
    expect(isPhoneInput('(555) 010-0123')).toBe(true);
    expect(isPhoneInput('98765 43210')).toBe(true);
    expect(isPhoneInput('98765 4321')).toBe(false);
    expect(isPhoneInput('98765x43210')).toBe(false);
  });

  it('normalises one Indian number however it is written', () => {
    for (const spelling of [
      '+91 98765 43210',
      '098765 43210',
      '9876543210',
      '91 98765-43210',
      '0091 9876543210',
    ]) {
      expect(normalizePhone(spelling, 'IN')).toBe('+919876543210');
    }
  });

  it('uses +1 for US visitors and for a leading +1', () => {
    expect(normalizePhone('(415) 555-0123', 'US')).toBe('+14155550123');
    expect(normalizePhone('1 415 555 0123', 'US')).toBe('+14155550123');
    expect(normalizePhone('+1 415 555 0123', 'IN')).toBe('+14155550123');
    expect(normalizePhone('12345', 'US')).toBeNull();
  });

  it('parses identifiers into email, phone or invalid', () => {
    expect(parseIdentifier(' Asha@Example.com ')).toEqual({ kind: 'email', email: 'asha@example.com' });
    expect(parseIdentifier('9876543210')).toEqual({ kind: 'phone', phone: '+919876543210' });
    expect(parseIdentifier('asha')).toEqual({ kind: 'invalid' });
    expect(parseIdentifier('12345')).toEqual({ kind: 'invalid' });
  });

  it('makes a pseudo-email for phone accounts', () => {
    const email = phonePseudoEmail('+919876543210');
    expect(email).toBe('919876543210@phone.dailywork.invalid');
    expect(isPhonePseudoEmail(email)).toBe(true);
    expect(isPhonePseudoEmail('a@example.com')).toBe(false);
  });
});

describe('slugs', () => {
  it('lower-cases and turns spaces into hyphens, and back', () => {
    expect(slugify('New Delhi')).toBe('new-delhi');
    expect(slugify('  San   Jose ')).toBe('san-jose');
    expect(titleCaseSlug('new-delhi')).toBe('New Delhi');
    expect(titleCaseSlug('los-angeles')).toBe('Los Angeles');
  });
});

describe('searchWords (spec 5)', () => {
  it('splits on spaces and ignores words of 2 or fewer characters', () => {
    expect(searchWords('Cook in  Mumbai to go')).toEqual(['cook', 'mumbai']);
    expect(searchWords('a an of')).toEqual([]);
    expect(searchWords('Cook cook')).toEqual(['cook']);
  });
});

describe('route table', () => {
  it('matches known routes with their params and rejects unknown ones', () => {
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/jobs/new-delhi')).toEqual({ name: 'jobsByCity', params: { city: 'new-delhi' } });
    expect(matchRoute('/jobs/mumbai/construction/')).toEqual({
      name: 'jobsByCityAndCategory',
      params: { city: 'mumbai', category: 'construction' },
    });
    expect(matchRoute('/job/42')).toEqual({ name: 'job', params: { id: '42' } });
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/jobs/a/b/c')).toBeNull();
    expect(jobPath(42)).toBe('/job/42');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref(' 98765-43210 ')).toBe('tel:9876543210');
    expect(telHref('+91 (98111) 22333')).toBe('tel:+919811122333');
    expect(telHref('98+76')).toBe('tel:9876');
  });
});
