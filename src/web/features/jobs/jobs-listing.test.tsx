import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobListResponse } from '../../../shared/api/jobs';
import { listPage, makeJob } from '../../components/job-card/test-jobs';
import { browserToday } from '../../lib/today';
import { allowConsoleError } from '../../test/console';
import { json, mockApi, type ApiHandler } from '../../test/api';
import { renderApp, setViewport } from '../../test/render';

/** The API with a jobs handler; returns what was sent and the URLs of every GET /api/jobs. */
function api(jobs: ApiHandler | JobListResponse) {
  setViewport('desktop');
  const sent = mockApi({ 'GET /api/auth/get-session': null, 'GET /api/jobs': jobs });
  const jobRequests = () => sent.filter((r) => r.path === '/api/jobs').map((r) => r.url);
  return { sent, jobRequests };
}

const jobsOf = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) =>
    makeJob({ id: from + index, title: `Job number ${from + index}` }),
  );

describe('job lists', () => {
  it('shows "All Jobs", the count line and the job cards of /jobs/all', async () => {
    const { jobRequests } = api(listPage(jobsOf(3)));
    renderApp('/jobs/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Jobs' })).toBeInTheDocument();
    expect(await screen.findByText('3 jobs available')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(jobRequests()[0]?.search).toBe('?country=IN');
  });

  it('Apply Filters puts the choices in the URL and the request; the URL brings them back', async () => {
    const { jobRequests } = api(listPage(jobsOf(2)));
    const { router, unmount } = renderApp('/jobs/all?search=cook');
    await screen.findByText('2 jobs found for "cook"');
    const filters = screen.getByRole('form', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Household Work' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Security' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '₹500-₹700/day' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Morning Shift' }));
    // Nothing changes before Apply Filters.
    expect(router.state.location.search).toBe('?search=cook');
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply Filters' }));

    const expected = { search: 'cook', types: 'household,security', pay: '500-700', timing: 'morning' };
    // The address changes once the route's loader has started the request (a tick later).
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected),
    );
    await waitFor(() => {
      const last = jobRequests().at(-1);
      expect(last?.searchParams.get('types')).toBe('household,security');
    });
    const last = jobRequests().at(-1);
    expect(last?.searchParams.get('pay')).toBe('500-700');
    expect(last?.searchParams.get('timing')).toBe('morning');
    expect(last?.searchParams.get('search')).toBe('cook');
    unmount();

    // The same URL, loaded afresh, shows the same choices checked and asks for the same jobs.
    const second = api(listPage(jobsOf(1)));
    renderApp(`/jobs/all?${new URLSearchParams(expected).toString()}`);
    const again = await screen.findByRole('form', { name: 'Filters' });
    for (const name of ['Household Work', 'Security', '₹500-₹700/day', 'Morning Shift']) {
      expect(within(again).getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(true);
    }
    for (const name of ['Delivery', 'Under ₹500/day', 'Evening Shift']) {
      expect(within(again).getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(false);
    }
    await screen.findByText('1 job found for "cook"');
    const request = second.jobRequests()[0];
    expect(request?.searchParams.get('types')).toBe('household,security');
    expect(request?.searchParams.get('pay')).toBe('500-700');
    expect(request?.searchParams.get('timing')).toBe('morning');
  });

  it('offers the pay bands of the listing currency; a band of the other currency is ignored', async () => {
    const { jobRequests } = api(listPage(jobsOf(1), { country: 'US' }));
    renderApp('/jobs/all?pay=under-500,100-150', { country: 'US' });
    const filters = await screen.findByRole('form', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Under $100/day' })).toBeVisible();
    expect(within(filters).getByRole<HTMLInputElement>('checkbox', { name: '$100-$150/day' }).checked).toBe(
      true,
    );
    expect(within(filters).queryByRole('checkbox', { name: 'Under ₹500/day' })).not.toBeInTheDocument();
    await screen.findByText('1 job available');
    expect(jobRequests()[0]?.searchParams.get('pay')).toBe('100-150');
    expect(jobRequests()[0]?.searchParams.get('country')).toBe('US');
  });

  it('the sort select changes the URL and the query', async () => {
    const { jobRequests } = api(listPage(jobsOf(2)));
    const { router } = renderApp('/jobs/all');
    await screen.findByText('2 jobs available');
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Newest Jobs First',
      'Highest Salary First',
      'Lowest Salary First',
    ]);
    fireEvent.change(sort, { target: { value: 'pay-desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=pay-desc'));
    await waitFor(() => expect(jobRequests().at(-1)?.searchParams.get('sort')).toBe('pay-desc'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'pay-asc' } });
    await waitFor(() => expect(jobRequests().at(-1)?.searchParams.get('sort')).toBe('pay-asc'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=pay-asc'));
  });

  it('Load More Jobs asks for the next cursor and adds the jobs below', async () => {
    const { jobRequests } = api((_request, url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? json(listPage(jobsOf(5, 21), { total: 25 }))
        : json(listPage(jobsOf(20), { total: 25, nextCursor: 'page-2' })),
    );
    renderApp('/jobs/all');
    await screen.findByText('25 jobs available');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }));
    await screen.findByRole('link', { name: 'Job number 25' });
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(jobRequests().at(-1)?.searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load More Jobs' })).not.toBeInTheDocument();
  });

  it('a failed next page leaves the list as it was, with a way to try again', async () => {
    allowConsoleError(/Could not load jobs/);
    let failNext = true;
    api((_request, url) => {
      if (url.searchParams.get('cursor')) {
        if (failNext) {
          failNext = false;
          return json({ error: { code: 'internal', message: 'boom' } }, 500);
        }
        return json(listPage(jobsOf(1, 21), { total: 21 }));
      }
      return json(listPage(jobsOf(20), { total: 21, nextCursor: 'page-2' }));
    });
    renderApp('/jobs/all');
    await screen.findByText('21 jobs available');
    fireEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }));
    expect(await screen.findByText('More jobs could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Job number 21' });
  });

  it('formats the count with Intl and shows 1,000+ when the total is capped', async () => {
    api(listPage(jobsOf(2), { total: 1000, totalIsCapped: true }));
    renderApp('/jobs/all');
    expect(await screen.findByText('1,000+ jobs available')).toBeInTheDocument();
  });

  it('a search with no results says so', async () => {
    api(listPage([]));
    renderApp('/jobs/all?search=zzqx');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for "zzqx"' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No jobs found matching your search.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Try adjusting your search terms or filters.')).toBeVisible(),
    );
    expect(screen.getByText('0 jobs found for "zzqx"')).toBeVisible();
  });

  it('an empty listing of all cities and of one city have their own hints', async () => {
    api(listPage([]));
    const first = renderApp('/jobs/all');
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Try adjusting your search or post a job to attract workers.')).toBeVisible(),
    );
    first.unmount();

    api(
      listPage([], {
        city: { name: 'Nagpur', slug: 'nagpur', state: 'Maharashtra', stateGroup: 'Maharashtra' },
      }),
    );
    renderApp('/jobs/nagpur');
    expect(await screen.findByText('No jobs found in Nagpur')).toBeInTheDocument();
    expect(
      screen.getByText('Try searching in nearby cities or post a job to attract workers.'),
    ).toBeVisible();
  });

  it("a city page lists the city's jobs, then the Nearby ones, with a breadcrumb", async () => {
    const { jobRequests } = api(
      listPage(
        [
          makeJob({ id: 1, title: 'Cook in Mumbai', nearby: false }),
          makeJob({ id: 2, title: 'Driver in Thane', location: 'Thane, Maharashtra', nearby: true }),
        ],
        {
          total: 1,
          city: { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra', stateGroup: 'Maharashtra' },
        },
      ),
    );
    renderApp('/jobs/mumbai');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in Mumbai' })).toBeInTheDocument();
    expect(await screen.findByText('1 job available in Mumbai')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'All Jobs' }).getAttribute('href')).toBe('/jobs/all');
    expect(within(trail).getByText('Mumbai').getAttribute('aria-current')).toBe('page');

    const own = screen.getByRole('list', { name: 'Jobs in Mumbai' });
    expect(within(own).getByRole('link', { name: 'Cook in Mumbai' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Nearby' })).toBeVisible();
    const nearby = screen.getByRole('list', { name: 'Nearby' });
    expect(within(nearby).getByRole('link', { name: 'Driver in Thane' })).toBeVisible();
    expect(jobRequests()[0]?.searchParams.get('city')).toBe('mumbai');
    // A built-in city decides the country: no country switch here.
    expect(screen.queryByRole('group', { name: 'Country' })).not.toBeInTheDocument();
  });

  it('a category page lists the jobs of its category group under its label', async () => {
    const { jobRequests } = api(listPage(jobsOf(1)));
    renderApp('/category/household-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Household Work Jobs' })).toBeInTheDocument();
    await screen.findByText('1 job available');
    expect(jobRequests()[0]?.searchParams.get('category')).toBe('household-work');
  });

  it('"When" and "Paid the same day" go in the URL and the request, with the browser\'s today', async () => {
    const { jobRequests } = api(listPage(jobsOf(2)));
    const { router, unmount } = renderApp('/jobs/all');
    await screen.findByText('2 jobs available');
    const filters = screen.getByRole('form', { name: 'Filters' });
    const when = within(filters).getByRole('group', { name: 'When' });
    expect(
      within(when)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Any day', 'Today', 'Tomorrow', 'This week']);
    expect(within(when).getByRole<HTMLInputElement>('radio', { name: 'Any day' }).checked).toBe(true);
    fireEvent.click(within(when).getByRole('radio', { name: 'Tomorrow' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Paid the same day' }));
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        when: 'tomorrow',
        payTiming: 'same-day',
      }),
    );
    await waitFor(() => expect(jobRequests().at(-1)?.searchParams.get('when')).toBe('tomorrow'));
    const last = jobRequests().at(-1);
    expect(last?.searchParams.get('today')).toBe(browserToday());
    expect(last?.searchParams.get('payTiming')).toBe('same-day');
    unmount();

    // The URL brings them back, and they count as filters.
    renderApp('/jobs/all?when=week&payTiming=same-day');
    await screen.findByText('2 jobs available');
    const again = screen.getByRole('form', { name: 'Filters' });
    expect(within(again).getByRole<HTMLInputElement>('radio', { name: 'This week' }).checked).toBe(true);
    expect(within(again).getByRole<HTMLInputElement>('checkbox', { name: 'Paid the same day' }).checked).toBe(
      true,
    );
    fireEvent.click(within(again).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(jobRequests().at(-1)?.searchParams.has('when')).toBe(false));
    expect(jobRequests().at(-1)?.searchParams.has('payTiming')).toBe(false);
    expect(jobRequests().at(-1)?.searchParams.has('today')).toBe(false);
  });
});
