import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message, SendMessageInput } from '../../../shared/api/messages';
import { threadQueryKey } from '../../lib/messaging';
import { json, mockApi, SIGNED_OUT } from '../../test/api';
import { renderApp } from '../../test/render';
import { makeConversation } from './test-fixtures';

const ME = 'u-employer';

const conversation = makeConversation({
  role: 'employer',
  job: { id: 42, title: 'Painters for a house', status: 'active', phone: null },
  other: { id: 'u-worker', name: 'Ravi Kumar' },
});

const stored = (id: number, senderId: string, content: string, clientId = `client-${id}-abc`): Message => ({
  id,
  conversationId: 5,
  senderId,
  content,
  clientId,
  createdAt: '2026-06-01T10:00:00.000Z',
});

describe('sending while the thread is being fetched', () => {
  it('keeps the sent message when a fetch that began before it was stored lands afterwards', async () => {
    const messages: Message[] = [stored(1, 'u-worker', 'I can paint from Monday.')];
    // The next thread fetch answers with what was stored when it began, but only when released.
    let slow: { release: () => void } | null = null;
    let holdNext = false;
    mockApi({
      ...SIGNED_OUT,
      'GET /api/auth/get-session': { user: { id: ME, name: 'Esha', email: 'esha@example.com' }, session: {} },
      'GET /api/me/unread': { total: 0 },
      'GET /api/conversations': { conversations: [conversation], nextCursor: null },
      'GET /api/conversations/5': conversation,
      'POST /api/conversations/5/read': { lastReadId: 1, unreadTotal: 0 },
      'POST /api/conversations/5/messages': async (request) => {
        const body = (await request.json()) as SendMessageInput;
        const message = stored(messages.length + 1, ME, body.content, body.clientId);
        messages.push(message);
        return json(message, 201);
      },
      'GET /api/conversations/5/messages': async () => {
        const snapshot = [...messages];
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => {
            slow = { release: resolve };
          });
        }
        return json({ messages: snapshot, hasMore: false });
      },
    });
    const { queryClient } = renderApp('/messages?conversation=5');
    await screen.findByText('I can paint from Monday.');

    holdNext = true;
    void queryClient.invalidateQueries({ queryKey: threadQueryKey(5) });
    await waitFor(() => expect(slow).not.toBeNull());

    const composer = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(composer, { target: { value: 'Come at 9, please.' } });
    fireEvent.keyDown(composer, { key: 'Enter' });
    await waitFor(() => expect(messages).toHaveLength(2));
    await act(async () => {
      slow?.release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(screen.getByText('Come at 9, please.')).toBeVisible());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.getByText('Come at 9, please.')).toBeVisible();
  });
});
