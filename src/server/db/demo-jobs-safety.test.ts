import { describe, expect, it } from 'vitest';
import { detectScam } from '../../shared/safety/scam-detector';
import { buildDemoJobs } from './demo-jobs';

describe('demo jobs', () => {
  it('carry no scam wording, so no demo job page shows workers a scam warning', () => {
    const jobs = buildDemoJobs(new Date('2026-11-23T10:00:00Z'));
    const flagged = jobs.filter(
      (job) =>
        detectScam({
          kind: 'job',
          text: `${job.title}\n\n${job.description}`,
          pay: { amount: job.dailySalary, currency: job.currency },
        }).level !== 'none',
    );
    expect(jobs.length).toBeGreaterThan(50);
    expect(flagged.map((job) => job.title)).toEqual([]);
  });
});
