import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage, makeJob } from '../../components/job-card/test-jobs';
import { json, mockApi, renderApp, setViewport } from '../../test/render';

const SIGNED_IN = { user: { id: 'u1', name: 'Asha', email: 'asha@example.com' }, session: {} };

const gone = (job: ReturnType<typeof makeJob>) => () =>
  json({ error: { code: 'gone', message: 'This job is no longer available.' }, job }, 410);

describe('job page: trust and safety', () => {
  it('tells the poster their held job waits for a person, why, and that they can still edit it', async () => {
    setViewport('desktop');
    mockApi({
      '/api/auth/get-session': SIGNED_IN,
      '/api/jobs/21': gone(
        makeJob({ id: 21, title: 'Packing helper', status: 'held', reviewReason: 'wording', isOwner: true }),
      ),
    });
    renderApp('/job/21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your job is waiting for a check' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Employers may not ask workers for money/)).toBeVisible();
    expect(screen.getByText(/within 24 hours/)).toBeVisible();
    expect(screen.getByText('Waiting for review')).toBeVisible();
    const actions = screen.getByRole('group', { name: 'Actions for Packing helper' });
    expect(within(actions).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: /Close|Reopen|Renew/ })).not.toBeInTheDocument();
  });

  it('says a job held after reports was reported, one linked to a removed scam so, and a removed job was removed', async () => {
    setViewport('desktop');
    mockApi({
      '/api/auth/get-session': SIGNED_IN,
      '/api/jobs/22': gone(makeJob({ id: 22, status: 'held', reviewReason: 'reports', isOwner: true })),
      '/api/jobs/23': gone(makeJob({ id: 23, title: 'Removed one', status: 'removed', isOwner: true })),
      '/api/jobs/27': gone(makeJob({ id: 27, status: 'held', reviewReason: 'linked', isOwner: true })),
    });
    const { router } = renderApp('/job/22');
    expect(
      await screen.findByText('Several people reported this job, so workers do not see it for now.'),
    ).toBeInTheDocument();
    await router.navigate('/job/27');
    expect(
      await screen.findByText(/a messenger handle with a job our team removed as a scam/),
    ).toBeInTheDocument();
    await router.navigate('/job/23');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job was removed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets a worker report a live job from its page and from a card menu, never the poster', async () => {
    setViewport('desktop');
    const reports: string[] = [];
    mockApi({
      '/api/auth/get-session': SIGNED_IN,
      '/api/jobs/24': makeJob({ id: 24, title: 'Mason for a wall' }),
      '/api/jobs/24/report': (url, init) => {
        reports.push(String(init?.body));
        return json({ reported: true, already: false }, 201);
      },
      '/api/jobs': listPage([
        makeJob({ id: 25, title: 'Gardener' }),
        makeJob({ id: 26, title: 'Mine', isOwner: true }),
      ]),
    });
    const { router } = renderApp('/job/24');
    fireEvent.click(await screen.findByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fake or misleading job' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. We will look at it.')).toBeInTheDocument();
    expect(JSON.parse(reports[0] ?? '{}')).toMatchObject({ reason: 'fake' });

    await router.navigate('/jobs/all');
    const menu = await screen.findByRole('button', { name: 'More actions for Gardener' });
    expect(screen.queryByRole('button', { name: 'More actions for Mine' })).not.toBeInTheDocument();
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Report this job' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Report this job' })).toBeVisible());
  });
});
