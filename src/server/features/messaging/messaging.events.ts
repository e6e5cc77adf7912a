import { AppError, notFound } from '../../errors';
import type { Participants } from './messaging.rows';

/** Bus channels: ids only; every instance reads what it pushes from the database. */
export const MESSAGE_CHANNEL = 'messages';
export const READ_CHANNEL = 'reads';
/** Something about a conversation changed besides its messages (a hire, a block): both sides reload it. */
export const CONVERSATION_CHANNEL = 'conversations';

/** Bus payloads carry only ids and strings; a missing participant is left out. */
export function participantIds(participants: Participants): Record<string, string> {
  const ids: Record<string, string> = {};
  if (participants.employerId) ids.employerId = participants.employerId;
  if (participants.workerId) ids.workerId = participants.workerId;
  return ids;
}

export const conversationNotFound = () => notFound('Conversation not found');

/** 403 on sending or starting a conversation while a block stands, in either direction. */
export const blockedError = () =>
  new AppError(403, 'blocked', 'You cannot message this person: one of you has blocked the other.');
