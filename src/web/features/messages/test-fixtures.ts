import type { Conversation, Message } from '../../../shared/api/messages';
import { SIGNED_OUT, type ApiRoutes } from '../../test/api';
import { makeSession } from '../../test/fixtures';

/** The API answers of a signed-in user, for the messages pages' tests. */
export function signedIn(user: { id: string; name: string; email: string }, unread = 0) {
  return {
    ...SIGNED_OUT,
    'GET /api/auth/get-session': makeSession(user),
    'GET /api/me/unread': { total: unread },
  } satisfies ApiRoutes;
}

/** Conversation 5 about job 42, seen by its worker, unless overridden. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 5,
    role: 'worker',
    job: { id: 42, title: 'Cook for a family', status: 'active', phone: null },
    other: { id: 'u-employer', name: 'Esha Kapoor' },
    lastMessage: null,
    unreadCount: 0,
    otherLastReadId: null,
    blocked: 'none',
    hired: false,
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A message of conversation 5. */
export function makeMessage(id: number, senderId: string | null, content: string): Message {
  return {
    id,
    conversationId: 5,
    senderId,
    content,
    clientId: `client-${id}-abc`,
    createdAt: '2026-06-01T10:00:00.000Z',
  };
}
