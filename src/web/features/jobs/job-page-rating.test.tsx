import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../../components/job-card/test-jobs';
import { mockApi, renderApp, SIGNED_OUT } from '../../test/render';

/** Ratings (issue #12 item 4): the job page shows its poster's rating and "paid on time" share. */
describe('the job page`s poster line', () => {
  it('shows the poster`s rating and "paid on time", with their profile', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/jobs/12': makeJob({ id: 12, title: 'Loaders', posterId: 'u-esha' }),
      '/api/users/u-esha/rating-summary': {
        userId: 'u-esha',
        rating: { average: 4.5, count: 12 },
        paidOnTime: { yes: 11, answered: 12 },
      },
    });
    renderApp('/job/12');
    const line = await screen.findByRole('region', { name: 'Employer rating' });
    expect(line.textContent).toContain('4.5');
    expect(line.textContent).toContain('(12 ratings)');
    expect(within(line).getByText('Paid on time 92%')).toBeVisible();
    expect(within(line).getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
    expect(within(line).getByRole('link', { name: 'See profile' }).getAttribute('href')).toBe('/u/u-esha');
  });

  it('"No ratings yet" for a new poster; nothing for a sample job', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/jobs/12': makeJob({ id: 12, title: 'Loaders', posterId: 'u-new' }),
      '/api/jobs/13': makeJob({ id: 13, title: 'Sample', posterId: null, isDemo: true }),
      '/api/users/u-new/rating-summary': {
        userId: 'u-new',
        rating: { average: null, count: 0 },
        paidOnTime: null,
      },
    });
    const { router } = renderApp('/job/12');
    const line = await screen.findByRole('region', { name: 'Employer rating' });
    expect(within(line).getByText('No ratings yet')).toBeVisible();
    expect(within(line).queryByText(/Paid on time/)).not.toBeInTheDocument();
    await router.navigate('/job/13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Employer rating' })).not.toBeInTheDocument();
  });
});
