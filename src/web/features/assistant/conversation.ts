import type { ChatMessage, ChatRole, ToolResult } from '../../../shared/api/assistant';
import { ASSISTANT_MAX_CONTENT, ASSISTANT_MAX_MESSAGES } from '../../../shared/limits';

/** One message of the page's conversation (the opening greeting is not one: it is always shown). */
export interface ChatEntry {
  id: string;
  role: ChatRole;
  /** The text: what the user said, or the assistant's streamed reply. */
  content: string;
  /** The assistant's tool results, shown under its text. */
  results?: ToolResult[];
  /** The ids of the jobs this assistant message listed, in order (sent back with the next request). */
  jobIds?: number[];
  /** Why this reply failed (shown in the message; such a message without text is not sent back). */
  error?: string;
}

export interface StoredConversation {
  entries: ChatEntry[];
  /** The engine's last `state` item, sent back unchanged. */
  state?: unknown;
}

/** sessionStorage: the conversation lasts for the tab (a reload or a social sign-in round trip). */
export const CONVERSATION_STORAGE_KEY = 'ai-assistant:conversation';

let counter = 0;
export function newEntryId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

function isEntry(value: unknown): value is ChatEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ChatEntry>;
  return (
    typeof entry.id === 'string' &&
    (entry.role === 'user' || entry.role === 'assistant') &&
    typeof entry.content === 'string' &&
    (entry.results === undefined || Array.isArray(entry.results)) &&
    (entry.jobIds === undefined || Array.isArray(entry.jobIds))
  );
}

/** The stored conversation of this tab, or an empty one (nothing stored, or storage unreadable). */
export function loadConversation(): StoredConversation {
  try {
    const raw = sessionStorage.getItem(CONVERSATION_STORAGE_KEY);
    if (!raw) return { entries: [] };
    const value = JSON.parse(raw) as { entries?: unknown; state?: unknown };
    const entries = Array.isArray(value.entries) ? value.entries.filter(isEntry) : [];
    return { entries, state: value.state };
  } catch {
    return { entries: [] };
  }
}

export function saveConversation(conversation: StoredConversation): void {
  try {
    if (conversation.entries.length === 0 && conversation.state === undefined) {
      sessionStorage.removeItem(CONVERSATION_STORAGE_KEY);
    } else {
      sessionStorage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(conversation));
    }
  } catch (error) {
    // Storage full or unavailable (private mode): the conversation then lasts while the page is open.
    console.warn('Could not keep the assistant conversation', error);
  }
}

/**
 * The request's messages: the conversation without failed replies, each at most the allowed length, the
 * last ASSISTANT_MAX_MESSAGES of them. `fallbackText` gives words to an assistant message that only had
 * tool results (what the user saw), so the engine sees a real turn.
 */
export function requestMessages(
  entries: readonly ChatEntry[],
  fallbackText: (entry: ChatEntry) => string = () => '',
): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const entry of entries) {
    const text = entry.content.trim() ? entry.content : entry.role === 'assistant' ? fallbackText(entry) : '';
    if (!text.trim() && !entry.jobIds?.length) continue;
    messages.push({
      role: entry.role,
      content: text.slice(0, ASSISTANT_MAX_CONTENT),
      ...(entry.jobIds?.length ? { jobIds: entry.jobIds.slice(0, 50) } : {}),
    });
  }
  return messages.slice(-ASSISTANT_MAX_MESSAGES);
}
