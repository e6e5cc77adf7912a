/** A message as a dev outbox keeps it: numbered, with when it was sent. */
export type Kept<Message> = Message & { id: number; sentAt: string };

/**
 * The latest messages sent without a real provider (emails without SMTP, texts without SMS_URL), for the
 * dev mailbox page: numbered from 1, newest first, at most `capacity` of them.
 */
export class KeptMessages<Message extends object> {
  private readonly messages: Kept<Message>[] = [];
  private nextId = 1;
  constructor(private readonly capacity: number) {}

  keep(message: Message): void {
    this.messages.unshift({ ...message, id: this.nextId++, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Newest first. */
  list(): Kept<Message>[] {
    return [...this.messages];
  }
}
