import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Alert, AlertEmailsInput, AlertListResponse, Notification } from '../../../shared/api/alerts';
import { listPage, makeJob } from '../../components/job-card/test-jobs';
import { i18n } from '../../lib/i18n';
import { json, mockApi, NO_JOBS, SIGNED_OUT, type ApiRoutes, type SentRequest } from '../../test/api';
import { makeMe, makeSession } from '../../test/fixtures';
import { renderApp, setViewport } from '../../test/render';

const SIGNED_IN = {
  'GET /api/auth/get-session': makeSession({ id: 'u1', name: 'Asha Worker', email: 'asha@example.com' }),
} satisfies ApiRoutes;

const ME = makeMe({ user: { id: 'u1', name: 'Asha Worker', email: 'asha@example.com' } });

const ALERT: Alert = {
  id: 7,
  country: 'IN',
  city: 'pune',
  category: 'household-work',
  minPay: 600,
  words: 'cook',
  createdAt: '2026-06-01T10:00:00.000Z',
};

/** The body of the last request with this method to this path. */
function lastBody(sent: SentRequest[], path: string, method: string): unknown {
  return sent.filter((r) => r.path === path && r.method === method).at(-1)?.body;
}

describe('Alert me on a job list', () => {
  it("saves the list's search (city, category, lowest pay band, words) and says so", async () => {
    setViewport('desktop');
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': listPage([makeJob({ id: 1 })]),
      'POST /api/me/alerts': () => json(ALERT, 201),
    });
    renderApp('/jobs/pune?search=cook&pay=700-1000,500-700&types=household');
    fireEvent.click(await screen.findByRole('button', { name: 'Alert me' }));
    expect(await screen.findByText('Alert saved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We will tell you about new jobs: Household Work jobs in Pune, ₹600+ a day, "cook". Change it in Settings.',
      ),
    ).toBeVisible();
    expect(lastBody(sent, '/api/me/alerts', 'POST')).toEqual({
      country: 'IN',
      city: 'pune',
      category: 'household',
      minPay: 500,
      words: 'cook',
    });
  });

  it('the same search again: "You already have this alert"; at the limit: a message naming Settings', async () => {
    setViewport('desktop');
    let answer: Response = json(ALERT, 200);
    mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': listPage([makeJob({ id: 1 })]),
      'POST /api/me/alerts': () => answer,
    });
    renderApp('/category/household-work');
    const button = await screen.findByRole('button', { name: 'Alert me' });
    fireEvent.click(button);
    expect(await screen.findByText('You already have this alert')).toBeInTheDocument();
    answer = json({ error: { code: 'too_many_alerts', message: 'Too many', params: { max: 10 } } }, 409);
    fireEvent.click(button);
    expect(await screen.findByText('You have 10 alerts already')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Delete one in Settings, then save this search again.')).toBeVisible(),
    );
  });

  it('signed out: opens sign-in and saves nothing', async () => {
    setViewport('desktop');
    const sent = mockApi({ ...SIGNED_OUT, 'GET /api/jobs': listPage([makeJob({ id: 1 })]) });
    renderApp('/jobs/all?search=driver');
    fireEvent.click(await screen.findByRole('button', { name: 'Alert me' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(lastBody(sent, '/api/me/alerts', 'POST')).toBeUndefined();
  });
});

describe('Settings: job alerts', () => {
  it('lists the alerts with Delete, and saves the email choice', async () => {
    setViewport('desktop');
    let alerts: Alert[] = [
      ALERT,
      { ...ALERT, id: 8, city: null, category: null, minPay: null, words: 'driver' },
    ];
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': NO_JOBS,
      'GET /api/accounts/me': ME,
      'GET /api/me/alerts': () => json({ alerts, emails: 'instant' } satisfies AlertListResponse),
      'DELETE /api/me/alerts/8': () => {
        alerts = alerts.filter((alert) => alert.id !== 8);
        return new Response(null, { status: 204 });
      },
      'PUT /api/me/alert-emails': async (request) => json((await request.json()) as AlertEmailsInput),
    });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Job alerts' });
    expect(
      await within(section).findByText('Household Work jobs in Pune, ₹600+ a day, "cook"'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Jobs in India, "driver"')).toBeVisible();
    expect(within(section).getByText('2 of 10 alerts')).toBeVisible();

    fireEvent.click(within(section).getByRole('button', { name: 'Delete alert: Jobs in India, "driver"' }));
    expect(await screen.findByText('Alert deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByText('Jobs in India, "driver"')).not.toBeInTheDocument(),
    );
    expect(sent.some((r) => r.path === '/api/me/alerts/8' && r.method === 'DELETE')).toBe(true);

    const instant = within(section).getByRole<HTMLInputElement>('radio', { name: /Right away/ });
    expect(instant.checked).toBe(true);
    fireEvent.click(within(section).getByRole('radio', { name: /Once a day/ }));
    expect(await screen.findByText('Email choice saved')).toBeInTheDocument();
    expect(lastBody(sent, '/api/me/alert-emails', 'PUT')).toEqual({ emails: 'daily' });
    await waitFor(() =>
      expect(within(section).getByRole<HTMLInputElement>('radio', { name: /Once a day/ }).checked).toBe(true),
    );
  });

  it('without alerts: says how to save one', async () => {
    setViewport('desktop');
    mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': NO_JOBS,
      'GET /api/accounts/me': ME,
      'GET /api/me/alerts': { alerts: [], emails: 'off' },
    });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Job alerts' });
    expect(await within(section).findByText(/No alerts yet/)).toBeInTheDocument();
    expect(within(section).getByRole<HTMLInputElement>('radio', { name: /No emails/ }).checked).toBe(true);
  });
});

const NOTIFICATION: Notification = {
  id: 41,
  kind: 'job-alert',
  createdAt: '2026-06-01T10:05:00.000Z',
  read: false,
  job: {
    id: 900,
    title: 'Cook for a hostel',
    category: 'cooking',
    categoryLabel: 'Cooking',
    location: 'Pune, Maharashtra',
    city: 'Pune',
    country: 'IN',
    dailySalary: 700,
    currency: 'INR',
    status: 'active',
    createdAt: '2026-06-01T10:00:00.000Z',
  },
  alert: ALERT,
};

describe('the bell and /notifications', () => {
  it('the header bell says how many are unread and leads to the page', async () => {
    setViewport('desktop');
    mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': NO_JOBS,
      'GET /api/me/notifications/unread': { unread: 3 },
      'GET /api/me/notifications': { notifications: [NOTIFICATION], nextBefore: null, unread: 3 },
      'POST /api/me/notifications/read': { unread: 0 },
    });
    const { router } = renderApp('/');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    fireEvent.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('lists matched jobs newest first with their alert, and marks them read when viewed', async () => {
    setViewport('desktop');
    const older: Notification = {
      ...NOTIFICATION,
      id: 40,
      read: true,
      job: { ...NOTIFICATION.job!, id: 899, title: 'Old cleaning job', status: 'closed' },
      alert: null,
    };
    let unread = 1;
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': NO_JOBS,
      'GET /api/me/notifications/unread': () => json({ unread }),
      'GET /api/me/notifications': { notifications: [NOTIFICATION, older], nextBefore: null, unread: 1 },
      'POST /api/me/notifications/read': () => {
        unread = 0;
        return json({ unread: 0 });
      },
    });
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('article');
    expect(within(items[0]!).getByRole('link', { name: 'Cook for a hostel' }).getAttribute('href')).toBe(
      '/job/900',
    );
    expect(within(items[0]!).getByText('New')).toBeVisible();
    expect(within(items[0]!).getByText('₹700 a day')).toBeVisible();
    expect(
      within(items[0]!).getByText('For your alert: Household Work jobs in Pune, ₹600+ a day, "cook"'),
    ).toBeVisible();
    expect(within(items[1]!).getByText('This job is closed')).toBeVisible();
    expect(within(items[1]!).getByText('For an alert you deleted')).toBeVisible();
    await waitFor(() => expect(lastBody(sent, '/api/me/notifications/read', 'POST')).toEqual({ upTo: 41 }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible());
  });

  it('in Hindi: the job type and the alert are Hindi', async () => {
    setViewport('desktop');
    await i18n.changeLanguage('hi');
    mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': NO_JOBS,
      'GET /api/me/notifications/unread': { unread: 1 },
      'GET /api/me/notifications': { notifications: [NOTIFICATION], nextBefore: null, unread: 1 },
      'POST /api/me/notifications/read': { unread: 0 },
    });
    renderApp('/notifications');
    const item = (await screen.findAllByRole('article'))[0]!;
    expect(within(item).getByText('खाना बनाना')).toBeVisible();
    expect(within(item).getByText(/घर का काम/)).toBeVisible();
    expect(within(item).queryByText(/Household Work|Cooking/)).not.toBeInTheDocument();
  });

  it('empty: explains alerts and links to the jobs list', async () => {
    setViewport('desktop');
    mockApi({
      ...SIGNED_IN,
      'GET /api/jobs': NO_JOBS,
      'GET /api/me/notifications/unread': { unread: 0 },
      'GET /api/me/notifications': { notifications: [], nextBefore: null, unread: 0 },
    });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/jobs/all');
  });

  it('signed out: asks to sign in', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/notifications');
    expect(await screen.findByText('Sign in to see your notifications.')).toBeInTheDocument();
  });
});
