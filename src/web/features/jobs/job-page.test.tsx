import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../../components/job-card/test-jobs';
import { browserToday } from '../../lib/today';
import { json, mockApi } from '../../test/api';
import { makeSession } from '../../test/fixtures';
import { renderApp, setViewport } from '../../test/render';

const SIGNED_IN = makeSession({ id: 'u1', name: 'Asha', email: 'asha@example.com' });

describe('job page', () => {
  it('shows everything about a live job, how to call, and how to share it', async () => {
    setViewport('desktop');
    mockApi({
      'GET /api/auth/get-session': null,
      'GET /api/jobs/12': makeJob({
        id: 12,
        title: 'Night watchman',
        category: 'security-guard',
        categoryLabel: 'Security Guard',
        isDemo: true,
        featured: true,
        urgency: 'urgent',
        timing: 'evening',
      }),
    });
    renderApp('/job/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night watchman' })).toBeInTheDocument();
    expect(screen.getByText('Sample job')).toBeVisible();
    expect(screen.getByText('Urgent Job')).toBeVisible();
    expect(screen.getByText('₹700/day')).toBeVisible();
    expect(screen.getByText('Security Guard')).toBeVisible();
    expect(screen.getByText('Timing: Evening Shift')).toBeVisible();
    // No number in the page: Call reveals it on tap (and works without JavaScript through /job/12/call).
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('/job/12/call');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const share = screen.getByRole('group', { name: 'Share this job' });
    const whatsapp =
      within(share).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain('/job/12');
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Actions for/ })).not.toBeInTheDocument();
    // The standing safety line, with the way to the safety tips.
    const notice = screen.getByRole('note', { name: '' });
    expect(notice.textContent).toContain('Never pay to get a job. Report requests for money.');
    expect(within(notice).getByRole('link', { name: 'Safety tips' }).getAttribute('href')).toBe('/safety');
  });

  it('a closed job says what happened and links to similar jobs', async () => {
    setViewport('desktop');
    mockApi({
      'GET /api/auth/get-session': null,
      'GET /api/jobs/13': () =>
        json(
          {
            error: { code: 'gone', message: 'This job is no longer available.' },
            job: makeJob({ id: 13, title: 'Old cook job', status: 'closed' }),
          },
          410,
        ),
    });
    renderApp('/job/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The employer has closed this job, so workers can no longer apply.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'More jobs in Mumbai' }).getAttribute('href')).toBe(
      '/jobs/mumbai',
    );
    expect(screen.getByRole('link', { name: 'See all jobs' }).getAttribute('href')).toBe('/jobs/all');
  });

  it('warns workers when the server says the post looks like a scam, and only then', async () => {
    setViewport('desktop');
    const warning =
      'Be careful: this post uses words often seen in job scams. Never pay money or share an OTP to get a job.';
    mockApi({
      'GET /api/auth/get-session': null,
      'GET /api/jobs/21': makeJob({
        id: 21,
        title: 'Packing helper',
        description: 'Registration fee ₹500 on PhonePe before joining.',
        scamWarning: true,
      }),
      'GET /api/jobs/22': makeJob({
        id: 22,
        title: 'Cook for a family',
        description: 'Lunch and dinner, cash daily.',
        scamWarning: false,
      }),
    });
    const { unmount } = renderApp('/job/21');
    expect((await screen.findByRole('alert')).textContent).toBe(warning);
    unmount();
    renderApp('/job/22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cook for a family' })).toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('a missing job says it does not exist', async () => {
    setViewport('desktop');
    mockApi({ 'GET /api/auth/get-session': null });
    renderApp('/job/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' }).getAttribute('href')).toBe('/jobs/all');
  });

  it('the poster can edit and, after confirming, close the job', async () => {
    setViewport('desktop');
    let job = makeJob({ id: 14, title: 'My cook job', isOwner: true });
    const sent = mockApi({
      'GET /api/auth/get-session': SIGNED_IN,
      'GET /api/jobs/14': () =>
        job.status === 'active'
          ? json(job)
          : json({ error: { code: 'gone', message: 'This job is no longer available.' }, job }, 410),
      'POST /api/jobs/14/close': () => {
        job = { ...job, status: 'closed' };
        return json(job);
      },
    });
    renderApp('/job/14');
    const actions = await screen.findByRole('group', { name: 'Actions for My cook job' });
    expect(within(actions).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/post?edit=14');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    fireEvent.click(within(actions).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this job?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close Job' }));
    expect((await screen.findAllByText('Job closed')).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.path === '/api/jobs/14/close' && r.method === 'POST')).toBe(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer available' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen' })).toBeVisible());
  });

  it('lists the shift details a job gives; an old job shows none', async () => {
    setViewport('desktop');
    mockApi({
      'GET /api/auth/get-session': null,
      'GET /api/jobs/21': makeJob({
        id: 21,
        title: 'Wedding helpers',
        workDate: browserToday(),
        startTime: '14:30',
        hoursPerDay: 6,
        workersNeeded: 5,
        payTiming: 'same-day',
        payMethods: ['cash', 'bank'],
        mealsProvided: true,
        travelPaid: false,
      }),
      'GET /api/jobs/22': makeJob({ id: 22, title: 'Old job' }),
    });
    const first = renderApp('/job/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding helpers' })).toBeInTheDocument();
    expect(screen.getByText(/^Today, 2:30 pm, 6 hrs, 5 workers needed$/i)).toBeVisible();
    expect(screen.getByText('Paid the same day')).toBeVisible();
    expect(screen.getByText('Payment by Cash or Bank transfer')).toBeVisible();
    expect(screen.getByText('Meals provided')).toBeVisible();
    expect(screen.getByText('Travel not paid')).toBeVisible();
    first.unmount();

    renderApp('/job/22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Old job' })).toBeInTheDocument();
    for (const text of [/workers needed/, /^Paid/, /^Payment by/, /^Meals/, /^Travel/]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
  });
});
