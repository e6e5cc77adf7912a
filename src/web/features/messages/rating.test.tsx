import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/api/messages';
import type { RatingInput, RatingStatus } from '../../../shared/api/ratings';
import { RATING_COMMENT_MAX } from '../../../shared/ratings';
import { json, mockApi } from '../../test/api';
import { renderApp } from '../../test/render';
import { makeConversation, makeMessage, signedIn } from './test-fixtures';

/** Ratings (issue #12 item 4): a worker rates the employer from the chat, with "paid on time". */
const ME = 'u-worker';
const SIGNED_IN = signedIn({ id: ME, name: 'Ravi Kumar', email: 'ravi@example.com' });

const conversation = (overrides: Partial<Conversation> = {}) =>
  makeConversation({
    job: { id: 42, title: 'Painters for a house', status: 'closed', phone: null },
    hired: true,
    ...overrides,
  });
const message = makeMessage;

function statusOf(overrides: Partial<RatingStatus> = {}): RatingStatus {
  return {
    canRate: true,
    reason: null,
    role: 'worker',
    ratee: { id: 'u-employer', name: 'Esha Kapoor' },
    mine: null,
    editableUntil: null,
    ...overrides,
  };
}

function ratingApi(start: RatingStatus, conv = conversation()) {
  let current = start;
  const sent = mockApi({
    ...SIGNED_IN,
    'GET /api/conversations': { conversations: [conv], nextCursor: null },
    'GET /api/conversations/5': () => json(conv),
    'GET /api/conversations/5/messages': {
      messages: [message(1, ME, 'I can paint from Monday.'), message(2, 'u-employer', 'Come at 9.')],
      hasMore: false,
    },
    'POST /api/conversations/5/read': { lastReadId: 2, unreadTotal: 0 },
    'GET /api/conversations/5/rating': () => json(current),
    'PUT /api/conversations/5/rating': async (request) => {
      const body = (await request.json()) as RatingInput;
      current = statusOf({
        mine: {
          id: 9,
          stars: body.stars,
          comment: body.comment ?? null,
          paidOnTime: body.paidOnTime ?? null,
          reply: null,
          createdAt: '2026-06-03T10:00:00.000Z',
          updatedAt: '2026-06-03T10:00:00.000Z',
        },
        editableUntil: '2026-06-10T10:00:00.000Z',
      });
      return json(current, 201);
    },
  });
  /** The bodies of the ratings saved (PUT), in order. */
  const saved = () =>
    sent.filter((r) => r.method === 'PUT' && r.path === '/api/conversations/5/rating').map((r) => r.body);
  return { sent, saved };
}

async function openThread() {
  renderApp('/messages?conversation=5');
  await screen.findByText('I can paint from Monday.');
}

describe('rating from a conversation', () => {
  it('a worker rates the employer: stars as radios, "paid on time" required, then a toast and "Edit your rating"', async () => {
    const { saved } = ratingApi(statusOf());
    await openThread();
    // The other person's name leads to their public profile.
    expect(screen.getByRole('link', { name: 'Esha Kapoor' }).getAttribute('href')).toBe('/u/u-employer');

    fireEvent.click(await screen.findByRole('button', { name: 'Rate Esha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Esha Kapoor' });
    const stars = within(dialog).getByRole('radiogroup', { name: 'Your rating' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    // Saving without the answers says what is missing and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    expect(await within(dialog).findByText('Please choose 1 to 5 stars')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByText('Please answer: were you paid in full and on time?')).toBeVisible(),
    );
    expect(saved()).toEqual([]);

    fireEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    const paid = within(dialog).getByRole('group', { name: 'Were you paid in full and on time?' });
    fireEvent.click(within(paid).getByRole('radio', { name: 'Yes' }));
    fireEvent.change(within(dialog).getByLabelText('Tell others more (optional)'), {
      target: { value: '  Paid in cash the same evening.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));

    expect(await screen.findByText('Thank you for your rating')).toBeInTheDocument();
    expect(saved()).toEqual([{ stars: 4, comment: 'Paid in cash the same evening.', paidOnTime: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit your rating' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rate Esha Kapoor' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  });

  it('the employer is not asked about payment; before the work there is nothing to rate', async () => {
    ratingApi(
      statusOf({ role: 'employer', ratee: { id: ME, name: 'Ravi' } }),
      conversation({ role: 'employer' }),
    );
    await openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Esha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Esha Kapoor' });
    expect(within(dialog).queryByText('Were you paid in full and on time?')).not.toBeInTheDocument();
  });

  it('a comment too long is said under it and not sent; a refused save is said above the buttons', async () => {
    const { saved } = ratingApi(
      statusOf({ role: 'employer', ratee: { id: ME, name: 'Ravi' } }),
      conversation({ role: 'employer' }),
    );
    await openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Esha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Esha Kapoor' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    const comment = within(dialog).getByLabelText('Tell others more (optional)');
    fireEvent.change(comment, { target: { value: 'a'.repeat(RATING_COMMENT_MAX + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    expect(
      await within(dialog).findByText(`Please keep it under ${RATING_COMMENT_MAX} characters`),
    ).toBeInTheDocument();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toEqual([]);

    mockApi({
      ...SIGNED_IN,
      'PUT /api/conversations/5/rating': () =>
        json({ error: { code: 'rating_locked', message: 'This rating can no longer be changed' } }, 409),
    });
    fireEvent.change(comment, { target: { value: 'Good work' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Your rating could not be saved\./);
    expect(within(dialog).queryByText(`Please keep it under ${RATING_COMMENT_MAX} characters`)).toBeNull();
  });

  it('shows no rating button while the two are not eligible', async () => {
    ratingApi(statusOf({ canRate: false, reason: 'not_eligible_yet' }), conversation({ hired: false }));
    await openThread();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Esha Kapoor' })).toBeVisible());
    expect(screen.queryByRole('button', { name: /Rate|Edit your rating/ })).not.toBeInTheDocument();
  });

  it('a rating past its week shows as it stands, without Edit', async () => {
    ratingApi(
      statusOf({
        canRate: false,
        reason: 'rating_locked',
        mine: {
          id: 9,
          stars: 2,
          comment: null,
          paidOnTime: false,
          reply: null,
          createdAt: '2026-06-01T10:00:00.000Z',
          updatedAt: '2026-06-01T10:00:00.000Z',
        },
        editableUntil: '2026-06-08T10:00:00.000Z',
      }),
    );
    await openThread();
    expect(await screen.findByText('Your rating: 2 stars. It can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit your rating' })).not.toBeInTheDocument();
  });
});
