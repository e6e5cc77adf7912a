import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResponse } from '../../../shared/api/contact';
import { apiFetch } from '../../lib/api';

/** POST /api/contact: stores the message and emails it to support (contract: shared/api/contact.ts). */
export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/** The query /contact shows its thank-you under after a message sent without JavaScript (contact-action.ts). */
export const CONTACT_SENT_PARAM = 'sent';
