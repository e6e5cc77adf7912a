import { contactMessages } from '../../db/schema';
import type { ContactInput } from '../../../shared/api/contact';

import type { Database } from '../../db/client';

export interface NewContactMessage extends ContactInput {
  ipAddress: string | null;
  userId: string | null;
  createdAt: Date;
}

/** contact_messages: the messages sent through the contact form. */
export class ContactRepo {
  constructor(private readonly db: Database) {}

  async insert(values: NewContactMessage): Promise<{ id: number }> {
    const [row] = await this.db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');
    return row;
  }
}
