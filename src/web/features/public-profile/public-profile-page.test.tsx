import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicProfile, PublicRating } from '../../../shared/api/ratings';
import { json, mockApi, SIGNED_OUT, type ApiRoutes } from '../../test/api';
import { makeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function rating(overrides: Partial<PublicRating> = {}): PublicRating {
  return {
    id: 1,
    raterName: 'Anil',
    raterRole: 'worker',
    stars: 5,
    comment: 'Paid in cash the same evening.',
    paidOnTime: true,
    reply: null,
    repliedAt: null,
    jobTitle: 'Loaders for a truck',
    createdAt: '2026-06-03T10:00:00.000Z',
    ...overrides,
  };
}

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'u-esha',
    name: 'Esha Kapoor',
    memberSince: '2025-01-05T08:00:00.000Z',
    jobsPosted: 3,
    rating: { average: 4.5, count: 10 },
    paidOnTime: { yes: 9, answered: 10 },
    ratings: [
      rating(),
      rating({
        id: 2,
        raterName: 'Bala',
        stars: 3,
        comment: '<b>Paid late</b>',
        paidOnTime: false,
        reply: 'The bank was closed; sorry.',
        repliedAt: '2026-06-04T10:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

const SIGNED_IN_AS_ESHA = {
  ...SIGNED_OUT,
  'GET /api/auth/get-session': makeSession({ id: 'u-esha', name: 'Esha Kapoor', email: 'esha@example.com' }),
  'GET /api/me/unread': { total: 0 },
} satisfies ApiRoutes;

describe('public profile /u/{id}', () => {
  it('shows the name, member since, jobs posted, the average, "paid on time" and the ratings as plain text', async () => {
    mockApi({ ...SIGNED_OUT, 'GET /api/users/u-esha/profile': profile() });
    renderApp('/u/u-esha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Esha Kapoor' })).toBeInTheDocument();
    expect(screen.getByText('Member since 5 Jan 2025')).toBeVisible();
    expect(screen.getByText('3 jobs posted')).toBeVisible();
    expect(screen.getByText('4.5')).toBeVisible();
    expect(screen.getByText('10 ratings')).toBeVisible();
    expect(screen.getByText('Paid on time: 9 of 10 workers said yes (90%)')).toBeVisible();

    const list = screen.getByRole('region', { name: 'Ratings' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Anil, worker')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('Paid in full and on time')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('For: Loaders for a truck')).toBeVisible();
    // User text is text: the markup shows as typed, nothing is bold.
    expect(within(items[1] as HTMLElement).getByText('<b>Paid late</b>')).toBeVisible();
    expect(list.querySelector('b')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Not paid in full or on time')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Reply from Esha Kapoor')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('The bank was closed; sorry.')).toBeVisible();
    // Visitors cannot reply.
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('lets the rated person reply once, under a rating without a reply', async () => {
    let current = profile();
    const requests = mockApi({
      ...SIGNED_IN_AS_ESHA,
      'GET /api/users/u-esha/profile': () => json(current),
      'POST /api/ratings/1/reply': async (request) => {
        const body = (await request.json()) as { text: string };
        const replied = rating({ reply: body.text, repliedAt: '2026-06-05T10:00:00.000Z' });
        current = { ...current, ratings: current.ratings.map((item) => (item.id === 1 ? replied : item)) };
        return json(replied);
      },
    });
    renderApp('/u/u-esha');
    expect(await screen.findByText('This is how others see your profile.')).toBeInTheDocument();
    // Only the rating without a reply offers one.
    const replies = await screen.findAllByRole('button', { name: 'Reply' });
    expect(replies).toHaveLength(1);
    fireEvent.click(replies[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Please write a reply first')).toBeInTheDocument();
    const sent = () => requests.filter((r) => r.path === '/api/ratings/1/reply').map((r) => r.body);
    expect(sent()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Your public reply'), { target: { value: ' Thank you, Anil! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Your reply is posted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Thank you, Anil!')).toBeVisible());
    expect(sent()).toEqual([{ text: 'Thank you, Anil!' }]);
    expect(screen.getAllByText('Reply from Esha Kapoor')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('says so for a person without ratings, and for one who is not there', async () => {
    mockApi({
      ...SIGNED_OUT,
      'GET /api/users/u-new/profile': profile({
        id: 'u-new',
        name: 'Nina New',
        jobsPosted: 0,
        rating: { average: null, count: 0 },
        paidOnTime: null,
        ratings: [],
      }),
    });
    const { router } = renderApp('/u/u-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina New' })).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeVisible();
    expect(screen.queryByText(/Paid on time/)).not.toBeInTheDocument();
    await router.navigate('/u/u-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeInTheDocument();
  });
});
