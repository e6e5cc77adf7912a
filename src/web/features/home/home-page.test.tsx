import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { HOME_CATEGORIES } from '../../../shared/categories';
import { listPage, makeJob } from '../../components/job-card/test-jobs';
import { i18n } from '../../lib/i18n';
import { json, mockApi, SIGNED_OUT } from '../../test/api';
import { renderApp, setViewport } from '../../test/render';

describe('home page', () => {
  it('shows the three hero cards, the statistics and a category tile per home category', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily work near you' })).toBeInTheDocument();
    expect(screen.getByText('Find work in 3 clicks, post jobs in 2 steps.')).toBeVisible();

    const hero = screen.getByRole('region', { name: 'Daily work near you' });
    const cards = within(hero)
      .getAllByRole('link')
      .map((link) => [link.querySelector('span > span')?.textContent, link.getAttribute('href')]);
    expect(cards).toEqual([
      ['Look for a Job', '/jobs/all'],
      ['Post a Job', '/post'],
      ['AI Job Assistant', '/ai-assistant'],
    ]);

    for (const text of ['1,200+', '800+', 'Under 4 hrs', '2K+']) expect(screen.getByText(text)).toBeVisible();

    const categories = screen.getByRole('region', { name: 'Popular Job Categories' });
    const hrefs = within(categories)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(HOME_CATEGORIES.map((category) => `/category/${category.id}`));
    expect(within(categories).getByRole('link', { name: /Household Work/ }).textContent).toContain(
      '500+ jobs today',
    );
  });

  it("shows today's jobs from the API as job cards", async () => {
    setViewport('desktop');
    const sent = mockApi({
      'GET /api/auth/get-session': null,
      'GET /api/jobs': listPage([
        makeJob({ id: 7, title: 'House cleaner needed', featured: true, urgency: 'urgent' }),
        makeJob({
          id: 8,
          title: 'Driver for a day',
          location: 'Austin, Texas',
          dailySalary: 150,
          currency: 'USD',
          isDemo: true,
        }),
      ]),
    });
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'House cleaner needed' });
    expect(link.getAttribute('href')).toBe('/job/7');
    expect(screen.getByText('₹700/day')).toBeVisible();
    expect(screen.getByText('$150/day')).toBeVisible();
    expect(screen.getAllByText('Urgent Job')).toHaveLength(1);
    expect(screen.getAllByText('Sample job')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Call' })).toHaveLength(2);
    const jobsCall = sent.find((r) => r.path.startsWith('/api/jobs'));
    expect(jobsCall?.path).toBe('/api/jobs');
    expect(jobsCall?.url.search).toBe('?limit=4&country=IN');
  });

  it('when the jobs cannot be loaded, only the link to all jobs remains', async () => {
    setViewport('desktop');
    mockApi({
      'GET /api/auth/get-session': null,
      'GET /api/jobs': () => json({ error: { code: 'internal', message: 'down' } }, 500),
    });
    renderApp('/');
    const viewAll = await screen.findByRole('link', { name: "View All Today's Jobs" });
    expect(viewAll.getAttribute('href')).toBe('/jobs/all');
    const section = screen.getByRole('region', { name: 'Jobs Posted Today' });
    // The link is there from the start; the loading cards (4 list items) go once the request has failed.
    await waitFor(() => expect(within(section).queryAllByRole('listitem')).toHaveLength(0));
    expect(within(section).getByRole('link', { name: "View All Today's Jobs" })).toBeVisible();
    expect(screen.queryByText(/down/)).not.toBeInTheDocument();
  });

  it('in Hindi, shows its own texts in Hindi (they load with the page, not with the app shell)', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    await act(() => i18n.changeLanguage('hi'));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके पास रोज़ का काम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'लोकप्रिय काम' })).toBeVisible();
    expect(screen.queryByText('Daily work near you')).not.toBeInTheDocument();
  });
});
