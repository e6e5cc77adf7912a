import { describe, it, expect } from 'vitest';
import { CATEGORY_SLUGS, PAY_BANDS, TIMINGS, categoryLabel, payBandForAmount } from '../../shared/categories';
import { parseLocation } from '../../shared/geo';
import { jobSearchText } from '../../shared/jobs';
import { DEMO_EMPLOYERS, buildDemoJobs } from './demo-jobs';

const NOW = new Date('2025-03-15T10:30:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const jobs = buildDemoJobs(NOW);

const US_PHONE = /^\+1 \(\d{3}\) 555-01\d{2}$/;
const INDIA_PHONE = /^\+91 00000 1\d{4}$/;

describe('buildDemoJobs', () => {
  it('builds between 70 and 90 jobs', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(70);
    expect(jobs.length).toBeLessThanOrEqual(90);
  });

  it('covers every category overall and most categories in both countries', () => {
    const all = new Set(jobs.map((job) => job.category));
    for (const slug of CATEGORY_SLUGS) expect(all, slug).toContain(slug);
    for (const country of ['IN', 'US'] as const) {
      const inCountry = new Set(jobs.filter((job) => job.country === country).map((job) => job.category));
      expect(inCountry.size, country).toBeGreaterThanOrEqual(8);
    }
  });

  it('has jobs in both countries with the right currency', () => {
    const india = jobs.filter((job) => job.country === 'IN');
    const usa = jobs.filter((job) => job.country === 'US');
    expect(india.length).toBeGreaterThan(0);
    expect(usa.length).toBeGreaterThan(0);
    expect(india.every((job) => job.currency === 'INR')).toBe(true);
    expect(usa.every((job) => job.currency === 'USD')).toBe(true);
  });

  it('uses only phone numbers that reach no one', () => {
    for (const job of jobs) {
      expect(job.phone, job.title).toMatch(job.country === 'US' ? US_PHONE : INDIA_PHONE);
      if (job.country === 'IN') expect(job.phone.replace(/\D/g, '')).toHaveLength(12);
      expect(job.phoneE164, job.title).toBe(`+${job.phone.replace(/\D/g, '')}`);
    }
  });

  it('posts every job within the 3 days before now and expires it 30 days later', () => {
    for (const job of jobs) {
      const age = NOW.getTime() - job.createdAt.getTime();
      expect(age, job.title).toBeGreaterThan(0);
      expect(age, job.title).toBeLessThanOrEqual(3 * DAY_MS);
      expect(job.updatedAt.getTime()).toBe(job.createdAt.getTime());
      expect(job.expiresAt.getTime() - job.createdAt.getTime()).toBe(30 * DAY_MS);
    }
    expect(new Set(jobs.map((job) => job.createdAt.getTime())).size).toBeGreaterThan(jobs.length / 2);
  });

  it('is deterministic', () => {
    expect(buildDemoJobs(NOW)).toEqual(buildDemoJobs(NOW));
    expect(buildDemoJobs(new Date(NOW))).toEqual(jobs);
  });

  it('spreads pay over every band of each currency', () => {
    const india = jobs.filter((job) => job.currency === 'INR');
    const usa = jobs.filter((job) => job.currency === 'USD');
    expect(india.every((job) => job.dailySalary >= 400 && job.dailySalary <= 1500)).toBe(true);
    expect(usa.every((job) => job.dailySalary >= 90 && job.dailySalary <= 260)).toBe(true);
    for (const currency of ['INR', 'USD'] as const) {
      const inCurrency = jobs.filter((job) => job.currency === currency);
      for (const band of PAY_BANDS[currency]) {
        const inBand = inCurrency.filter(
          (job) => payBandForAmount(currency, job.dailySalary)?.id === band.id,
        );
        expect(inBand.length, `${currency} ${band.id}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('mixes urgencies, features the non-normal ones and sets timing on about half', () => {
    const count = (urgency: string) => jobs.filter((job) => job.urgency === urgency).length;
    expect(count('urgent')).toBeGreaterThanOrEqual(3);
    expect(count('immediate')).toBeGreaterThanOrEqual(3);
    expect(count('normal')).toBeGreaterThan(jobs.length / 2);
    for (const job of jobs) expect(job.featured).toBe(job.urgency !== 'normal');
    const timed = jobs.filter((job) => job.timing !== null);
    expect(timed.every((job) => (TIMINGS as readonly string[]).includes(job.timing ?? ''))).toBe(true);
    expect(timed.length).toBeGreaterThan(jobs.length * 0.3);
    expect(timed.length).toBeLessThan(jobs.length * 0.8);
  });

  it('places every job in a known city whose fields it copies', () => {
    for (const job of jobs) {
      const city = parseLocation(job.location);
      expect(city, job.location).toBeDefined();
      expect(city?.slug).toBe(job.citySlug);
      expect(city?.name).toBe(job.city);
      expect(city?.state).toBe(job.state);
      expect(city?.stateGroup).toBe(job.stateGroup);
      expect(city?.country).toBe(job.country);
    }
    const perCity = (slug: string) => jobs.filter((job) => job.citySlug === slug).length;
    for (const slug of ['mumbai', 'delhi', 'bangalore'])
      expect(perCity(slug), slug).toBeGreaterThanOrEqual(5);
    expect(
      new Set(jobs.filter((job) => job.country === 'IN').map((job) => job.citySlug)).size,
    ).toBeGreaterThan(15);
    expect(
      new Set(jobs.filter((job) => job.country === 'US').map((job) => job.citySlug)).size,
    ).toBeGreaterThan(8);
  });

  it('fills the other fields consistently', () => {
    const employerIds = new Set(DEMO_EMPLOYERS.map((employer) => employer.id));
    expect(DEMO_EMPLOYERS).toHaveLength(5);
    for (const employer of DEMO_EMPLOYERS) expect(employer.email).toBe(`${employer.id}@demo.invalid`);
    for (const job of jobs) {
      expect(employerIds.has(job.userId)).toBe(true);
      expect(job.status).toBe('active');
      expect(job.isDemo).toBe(true);
      expect(job.title.length).toBeGreaterThanOrEqual(3);
      expect(job.title.length).toBeLessThanOrEqual(100);
      expect(job.description.length).toBeGreaterThanOrEqual(10);
      expect(job.searchText).toBe(
        jobSearchText({
          title: job.title,
          description: job.description,
          location: job.location,
          categoryLabel: categoryLabel(job.category),
        }),
      );
    }
    expect(new Set(jobs.map((job) => job.title)).size).toBe(jobs.length);
  });
});
