import type { AccountUser, MeResponse } from '../../shared/api/accounts';
import type { SessionData, SessionUser } from '../lib/session';

/** Test data: the signed-in user's session as GET /api/auth/get-session returns it (Asha unless overridden). */
export function makeSession(user: Partial<SessionUser> = {}): SessionData {
  return { user: { id: 'u1', name: 'Asha', email: 'asha@example.com', ...user }, session: {} };
}

/** Test data: an account as the accounts API returns it (Asha, verified, with a password, unless overridden). */
export function makeAccountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'u1',
    name: 'Asha',
    email: 'asha@example.com',
    emailVerified: true,
    phone: null,
    locale: 'en',
    createdAt: '2025-03-05T10:00:00.000Z',
    hasPassword: true,
    ...overrides,
  };
}

/** Test data: GET /api/accounts/me of a user who is not a moderator, with an empty profile unless overridden. */
export function makeMe(
  overrides: Partial<Omit<MeResponse, 'user' | 'profile'>> & {
    user?: Partial<AccountUser>;
    profile?: Partial<MeResponse['profile']>;
  } = {},
): MeResponse {
  const { user, profile, ...rest } = overrides;
  return {
    user: makeAccountUser(user),
    profile: { bio: null, location: null, skills: null, avatarUrl: null, ...profile },
    pendingEmail: null,
    phoneVerified: false,
    pendingPhone: null,
    settings: { messageEmails: true },
    moderator: false,
    ...rest,
  };
}
