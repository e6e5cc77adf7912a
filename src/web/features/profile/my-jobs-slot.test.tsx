import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { AppToaster } from '../../app/app-toaster';
import { makeJob } from '../../components/job-card/test-jobs';
import { AuthPromptProvider } from '../../lib/auth-prompt';
import { createQueryClient } from '../../lib/query-client';
import { json, mockApi } from '../../test/render';
import { MyJobsSlot } from './my-jobs-slot';

const SIGNED_IN = { user: { id: 'u1', name: 'Asha', email: 'asha@example.com' }, session: {} };

function renderSlot() {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <AuthPromptProvider open={vi.fn()}>
            <MyJobsSlot />
            <AppToaster />
          </AuthPromptProvider>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <Providers queryClient={queryClient} country="IN">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('my jobs', () => {
  it("lists the user's jobs with their status and the actions each allows; Renew renews", async () => {
    let expired = makeJob({
      id: 3,
      title: 'Expired painter job',
      status: 'expired',
      isOwner: true,
      expiresAt: '2025-02-04T08:00:00.000Z',
    });
    const fetchMock = mockApi({
      '/api/auth/get-session': SIGNED_IN,
      '/api/me/jobs': () =>
        json({
          jobs: [
            makeJob({ id: 1, title: 'Active cook job', isOwner: true }),
            makeJob({ id: 2, title: 'Closed guard job', status: 'closed', isOwner: true }),
            expired,
          ],
        }),
      '/api/jobs/3/renew': () => {
        expired = { ...expired, status: 'active', expiresAt: '2099-01-01T00:00:00.000Z' };
        return json(expired);
      },
    });
    renderSlot();
    expect(await screen.findByRole('heading', { level: 2, name: 'My jobs' })).toBeInTheDocument();
    const active = await screen.findByRole('group', { name: 'Actions for Active cook job' });
    expect(within(active).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/post?edit=1');
    expect(within(active).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(active).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    const closed = screen.getByRole('group', { name: 'Actions for Closed guard job' });
    expect(within(closed).getByRole('button', { name: 'Reopen' })).toBeVisible();
    expect(within(closed).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    const old = screen.getByRole('group', { name: 'Actions for Expired painter job' });
    expect(screen.getByText('Expired on 4 Feb 2025')).toBeVisible();
    fireEvent.click(within(old).getByRole('button', { name: 'Renew' }));
    expect((await screen.findAllByText('Job renewed')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/me/jobs').length).toBeGreaterThan(1);
    await screen.findByText('Open until 1 Jan 2099');
    expect(screen.getAllByText('Active')).toHaveLength(2);
  });

  it('says so when there are no jobs yet', async () => {
    mockApi({ '/api/auth/get-session': SIGNED_IN, '/api/me/jobs': { jobs: [] } });
    renderSlot();
    expect(await screen.findByText('You have not posted any jobs yet.')).toBeInTheDocument();
  });
});
