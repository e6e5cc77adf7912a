import type { Conversation } from '../../../shared/api/messages';
import type { Translate } from '../../../shared/i18n/translate';

/** The other person's name: "Deleted user" when their account is gone, "Unknown User" without a name. */
export function otherName(other: Conversation['other'], t: Translate): string {
  if (other.id === null) return t('messages.list.deletedUser');
  return other.name?.trim() || t('messages.list.unknownUser');
}

/** Up to two initials ("Esha Kapoor" -> "EK"); "U" when there is no name (spec). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : undefined;
  const last = words.length > 1 ? Array.from(words.at(-1) ?? '')[0] : undefined;
  return first ? `${first}${last ?? ''}`.toLocaleUpperCase() : 'U';
}

/** Hour and minute; with the day in front when it was not today ("12 Nov, 9:05 am"). */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return `${day}, ${time}`;
}

/** The day a message was sent: "Today", "Yesterday" or the date. */
export function dayLabel(iso: string, locale: string, t: Translate, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return t('messages.thread.today');
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === yesterday.toDateString()) return t('messages.thread.yesterday');
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
