import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../shared/api/messages';
import { useTranslation } from '../../lib/i18n';

/** What a screen reader announces: a message from the other person as it arrives (not the ones loaded). */
export function useArrivalAnnouncement(newest: Message | undefined, userId: string, name: string): string {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!newest) return;
    if (announcedUpTo.current !== null && newest.id > announcedUpTo.current && newest.senderId !== userId) {
      setAnnouncement(t('messages.thread.newMessage', { name, text: newest.content }));
    }
    announcedUpTo.current = newest.id;
  }, [newest, userId, name, t]);
  return announcement;
}
