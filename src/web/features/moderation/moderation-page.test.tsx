import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModerationQueue } from '../../../shared/api/moderation';
import type { VitalsSummary } from '../../../shared/api/vitals';
import { makeJob } from '../../components/job-card/test-jobs';
import { i18n } from '../../lib/i18n';
import { mockApi } from '../../test/api';
import { makeSession } from '../../test/fixtures';
import { renderApp, setViewport } from '../../test/render';

const NO_PHONES: ModerationQueue['phones'] = { unverified: [], repeats: [] };
const MODERATOR = makeSession({ id: 'm1', name: 'Meera', email: 'mod@example.com' });

function queue(): ModerationQueue {
  return {
    jobs: [
      {
        job: makeJob({ id: 7, title: 'Data entry from home', status: 'held', reviewReason: 'wording' }),
        poster: { id: 'p1', name: 'Pankaj', banned: false },
        reviewReason: 'wording',
        matches: ['registration fee', 'UPI'],
        links: [],
        reports: [{ reason: 'money', details: 'Asked for ₹500', createdAt: '2026-06-01T10:00:00.000Z' }],
      },
    ],
    messages: [
      {
        id: 31,
        conversationId: 4,
        jobTitle: 'Cook needed',
        content: 'Send ₹200 on GPay first',
        createdAt: '2026-06-01T10:00:00.000Z',
        sender: { id: 's1', name: 'Sunny', banned: true },
        matches: ['GPay'],
        reports: [{ reason: 'money', details: null, createdAt: '2026-06-01T10:00:00.000Z' }],
      },
    ],
    conversations: [],
    phones: NO_PHONES,
  };
}

afterEach(() => i18n.changeLanguage('en'));

describe('moderation page', () => {
  it('shows the held job with its reason, matched words and reports; Remove asks first, then posts', async () => {
    setViewport('desktop');
    const sent = mockApi({
      'GET /api/auth/get-session': MODERATOR,
      'GET /api/moderation/queue': queue(),
      'GET /api/moderation/log': { actions: [] },
      'POST /api/moderation/jobs/7/remove': { changed: true },
    });
    const calls = () =>
      sent.filter((r) => r.path === '/api/moderation/jobs/7/remove').map((r) => `${r.method} ${r.path}`);
    renderApp('/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    const job = (await screen.findByText('Data entry from home')).closest('li') as HTMLElement;
    expect(within(job).getByText('Held: scam wording')).toBeVisible();
    expect(within(job).getByText('Matched words: "registration fee", "UPI"')).toBeVisible();
    expect(within(job).getByText('Reported 1 time')).toBeVisible();
    expect(within(job).getByText('Asked for ₹500')).toBeVisible();
    expect(within(job).getByText('Posted by Pankaj')).toBeVisible();

    // The banned sender has no Ban button; the message shows as text.
    const message = screen.getByText('Send ₹200 on GPay first').closest('li') as HTMLElement;
    expect(within(message).getByText('Banned')).toBeVisible();
    expect(within(message).queryByRole('button', { name: /^Ban / })).not.toBeInTheDocument();

    fireEvent.click(within(job).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this job?' });
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls()).toEqual(['POST /api/moderation/jobs/7/remove']));
  });

  it('shows a job held for its links to removed scams, in English and Hindi; Remove as scam says so', async () => {
    setViewport('desktop');
    const linked: ModerationQueue = {
      jobs: [
        {
          job: makeJob({ id: 8, title: 'Mall guard, Noida', status: 'held', reviewReason: 'linked' }),
          poster: { id: 'p2', name: 'Prakash', banned: false },
          reviewReason: 'linked',
          matches: [],
          links: [
            { kind: 'poster', value: null, jobId: 3, jobTitle: 'Guard jobs, deposit first' },
            { kind: 'upi', value: 'guard.hr@okaxis', jobId: 3, jobTitle: 'Guard jobs, deposit first' },
            { kind: 'phone', value: '9876543210', jobId: null, jobTitle: 'Packing job' },
          ],
          reports: [],
        },
      ],
      messages: [],
      conversations: [],
      phones: NO_PHONES,
    };
    const sent = mockApi({
      'GET /api/auth/get-session': MODERATOR,
      'GET /api/moderation/queue': linked,
      'GET /api/moderation/log': { actions: [] },
      'POST /api/moderation/jobs/8/remove': { changed: true },
    });
    const bodies = () =>
      sent
        .filter((r) => r.method === 'POST' && r.path === '/api/moderation/jobs/8/remove')
        .map((r) => r.body);
    renderApp('/moderation');
    const job = (await screen.findByText('Mall guard, Noida')).closest('li') as HTMLElement;
    expect(within(job).getByText('Held: linked to a job removed as a scam')).toBeVisible();
    expect(within(job).getByRole('heading', { name: 'Linked to jobs removed as scams' })).toBeVisible();
    expect(within(job).getByText('Same poster as “Guard jobs, deposit first”')).toBeVisible();
    expect(within(job).getByText('Same UPI id guard.hr@okaxis as “Guard jobs, deposit first”')).toBeVisible();
    expect(within(job).getByText('Same phone number 9876543210 as “Packing job”')).toBeVisible();

    fireEvent.click(within(job).getByRole('button', { name: 'Remove as scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this job as a scam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove as scam' }));
    await waitFor(() => expect(bodies()).toEqual([{ asScam: true }]));

    await act(() => i18n.changeLanguage('hi'));
    expect(await within(job).findByText('रोका गया: धोखा मानकर हटाए गए काम से जुड़ा है')).toBeInTheDocument();
    expect(
      within(job).getByText('“Guard jobs, deposit first” वाली ही UPI आईडी guard.hr@okaxis'),
    ).toBeVisible();
    expect(within(job).getByRole('button', { name: 'धोखा मानकर हटाएँ' })).toBeVisible();
  });

  it('shows the field data: p75 per kind of page with its rating and visits, then the thresholds', async () => {
    setViewport('desktop');
    const vitals: VitalsSummary = {
      from: '2026-05-26',
      to: '2026-06-01',
      pages: [
        {
          page: 'job',
          metrics: {
            LCP: { p75: 2140, samples: 12, rating: 'good' },
            INP: { p75: 320, samples: 9, rating: 'needsImprovement' },
            CLS: { p75: 0.3, samples: 1, rating: 'poor' },
          },
        },
      ],
    };
    mockApi({
      'GET /api/auth/get-session': MODERATOR,
      'GET /api/moderation/queue': { jobs: [], messages: [], conversations: [], phones: NO_PHONES },
      'GET /api/moderation/log': { actions: [] },
      'GET /api/moderation/vitals': vitals,
    });
    renderApp('/moderation');
    const table = await screen.findByRole('table', { name: /p75 per kind of page/ });
    expect(screen.getByText(/from 26 May 2026 to 1 Jun 2026 \(UTC\)/)).toBeVisible();
    const row = within(table).getByRole('row', { name: /^Job/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '2.14 sGood12 visits',
      '320 msNeeds improvement9 visits',
      '0.3Poor1 visit',
      'No reports',
      'No reports',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Page',
      'Main content shown (LCP)',
      'Answer to a tap (INP)',
      'Layout shifts (CLS)',
      'First content shown (FCP)',
      'First byte (TTFB)',
    ]);
    expect(screen.getByText('Main content shown (LCP): good up to 2.5 s, poor above 4 s')).toBeVisible();
    expect(screen.getByText('Layout shifts (CLS): good up to 0.1, poor above 0.25')).toBeVisible();
  });

  it('is the not-found page for someone who is not a moderator (the API answers 404)', async () => {
    setViewport('desktop');
    mockApi({ 'GET /api/auth/get-session': { ...MODERATOR, user: { ...MODERATOR.user, id: 'u2' } } });
    renderApp('/moderation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Moderation')).not.toBeInTheDocument();
  });

  it("lists live jobs with unverified Call numbers and banned accounts' numbers used again", async () => {
    mockApi({
      'GET /api/auth/get-session': MODERATOR,
      'GET /api/moderation/queue': {
        jobs: [],
        messages: [],
        conversations: [],
        phones: {
          unverified: [
            {
              jobId: 12,
              jobTitle: 'Old painter job',
              phone: '98111 22222',
              poster: { id: 'p3', name: 'Prem', banned: false },
              createdAt: '2026-05-30T10:00:00.000Z',
            },
          ],
          repeats: [
            {
              kind: 'attempt',
              phone: '+919811133333',
              jobId: null,
              jobTitle: null,
              person: { id: 'p4', name: 'Raju', banned: false },
              bannedName: 'Bunty',
              at: '2026-05-31T10:00:00.000Z',
            },
          ],
        },
      },
      'GET /api/moderation/log': { actions: [] },
    });
    renderApp('/moderation');
    expect(await screen.findByRole('heading', { name: 'Phone numbers (2)' })).toBeVisible();
    expect(screen.getByRole('link', { name: '98111 22222 on "Old painter job"' })).toHaveAttribute(
      'href',
      '/job/12',
    );
    expect(
      screen.getByText('+919811133333, verified by banned Bunty: someone tried to verify it again'),
    ).toBeVisible();
    expect(screen.getByText('By Raju')).toBeVisible();
  });
});
