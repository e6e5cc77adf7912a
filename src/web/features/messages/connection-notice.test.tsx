import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, NO_JOBS } from '../../test/api';
import { renderApp } from '../../test/render';
import { makeConversation } from './test-fixtures';

function goOffline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the connection notice in a thread', () => {
  it('says messages will send later while the phone is offline, and goes when it is back online', async () => {
    mockApi({
      'GET /api/auth/get-session': {
        user: { id: 'u-worker', name: 'Wasim Ahmed', email: 'wasim@example.com' },
        session: {},
      },
      'GET /api/jobs': NO_JOBS,
      'GET /api/me/unread': { total: 0 },
      'GET /api/conversations': { conversations: [makeConversation()], nextCursor: null },
      'GET /api/conversations/5': makeConversation(),
      'GET /api/conversations/5/messages': { messages: [], hasMore: false },
    });
    renderApp('/messages?conversation=5');
    await screen.findByRole('list', { name: 'Messages with Esha Kapoor' });
    const offline = 'You are offline. Messages will send when you are back online.';
    expect(screen.queryByText(offline)).not.toBeInTheDocument();

    goOffline(false);
    expect(await screen.findByText(offline)).toBeInTheDocument();
    // The page-wide banner says it too.
    expect(screen.getByText('You are offline. Showing jobs saved on this phone.')).toBeVisible();

    goOffline(true);
    expect(screen.queryByText(offline)).not.toBeInTheDocument();
  });
});
