/**
 * A chat client over WebSocket, like the web app's: reconnects, resends unanswered messages with the same
 * clientId, and catches up on every "ready" after the first.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { Message, ServerFrame } from '../../src/shared/api/messages';
import { request } from './http';
import type { Ledger, SentMessage } from './ledger';
import { sleep } from './process';
import type { DrillUser } from './users';

export class ChatClient {
  private ws: WebSocket | undefined;
  private stopped = false;
  private attempt = 0;
  private everReady = false;
  /** Message ids seen, live or by catching up, with how often each arrived live. */
  readonly received = new Map<number, Message>();
  readonly readyAt: number[] = [];
  readonly closedAt: number[] = [];
  /** Close codes the server sent (1001: going away, reconnect; 1006: the connection just died). */
  readonly closeCodes: number[] = [];
  private lastSeenId = 0;
  private readonly pending = new Map<string, SentMessage>();

  constructor(
    readonly user: DrillUser,
    private readonly base: string,
    private readonly origin: string,
    private readonly ledger: Ledger,
  ) {}

  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  get unanswered(): number {
    return this.pending.size;
  }

  start(): Promise<void> {
    this.connect();
    return this.waitReady(30_000);
  }

  async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.everReady || !this.open) {
      if (Date.now() > deadline)
        throw new Error(
          `user ${this.user.index}: no ready frame within ${timeoutMs} ms (closes ${this.closeCodes.join(',')}, ` +
            `${this.readyAt.length} ready frames, next attempt ${this.attempt})`,
        );
      await sleep(50);
    }
  }

  private connect(): void {
    if (this.stopped) return;
    const url = new URL('/api/realtime', this.base);
    url.protocol = 'ws:';
    const ws = new WebSocket(url, {
      headers: { cookie: this.user.cookie, origin: this.origin },
      localAddress: this.user.ip,
      handshakeTimeout: 5000,
    });
    this.ws = ws;
    // ws hands over a Buffer (binaryType 'nodebuffer', the default).
    ws.on('message', (data) => this.receive(JSON.parse((data as Buffer).toString()) as ServerFrame));
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (this.ws !== ws) return;
      this.closeCodes.push(code);
      this.ws = undefined;
      this.closedAt.push(performance.now());
      if (this.stopped) return;
      // The web app's schedule: 1 s, 2 s, 5 s, then 10 s, ±30%.
      const base = [1000, 2000, 5000][this.attempt] ?? 10_000;
      this.attempt++;
      setTimeout(() => this.connect(), base * (0.7 + Math.random() * 0.6));
    });
  }

  private receive(frame: ServerFrame): void {
    if (frame.type === 'ready') {
      this.attempt = 0;
      this.readyAt.push(performance.now());
      const again = this.everReady;
      this.everReady = true;
      if (again) void this.catchUp();
      // Unanswered sends go again with the same clientId (the server stores each clientId once).
      for (const message of this.pending.values()) this.transmit(message);
      return;
    }
    if (frame.type === 'message') this.note(frame.message);
    if (frame.type === 'sent') {
      const message = this.pending.get(frame.clientId);
      if (message) {
        message.acked = true;
        message.messageId = frame.message.id;
        this.pending.delete(frame.clientId);
        this.ledger.count('send:sent');
      }
      this.note(frame.message);
    }
    if (frame.type === 'error' && frame.clientId) {
      const message = this.pending.get(frame.clientId);
      this.ledger.count(`send:${frame.code}`);
      if (frame.code === 'internal') this.ledger.bad.push(`send frame answered internal: ${frame.message}`);
      if (message) {
        const retryMs = (frame.retryAfterSeconds ?? 2) * 1000;
        setTimeout(() => this.transmit(message), retryMs);
      }
    }
  }

  private note(message: Message): void {
    this.received.set(message.id, message);
    if (message.id > this.lastSeenId) this.lastSeenId = message.id;
  }

  /** What the web app does after a reconnect: fetch the conversation's messages it has not seen. */
  async catchUp(): Promise<void> {
    let after = 0;
    for (;;) {
      const reply = await request(
        this.base,
        'GET',
        `/api/conversations/${this.user.conversationId}/messages?after=${after}&limit=200`,
        { cookie: this.user.cookie, localAddress: this.user.ip, timeoutMs: 10_000 },
      );
      if (reply.status !== 200) return;
      const page = reply.body as { messages: Message[]; hasMore: boolean };
      for (const message of page.messages) this.note(message);
      const last = page.messages.at(-1);
      if (!page.hasMore || !last) return;
      after = last.id;
    }
  }

  send(content: string): SentMessage {
    const message: SentMessage = {
      clientId: randomBytes(12).toString('base64url'),
      conversationId: this.user.conversationId,
      senderIndex: this.user.index,
      content,
      acked: false,
    };
    this.ledger.messages.set(message.clientId, message);
    this.pending.set(message.clientId, message);
    this.transmit(message);
    return message;
  }

  private transmit(message: SentMessage): void {
    if (!this.pending.has(message.clientId) || !this.open) return;
    this.ws?.send(
      JSON.stringify({
        type: 'send',
        conversationId: message.conversationId,
        clientId: message.clientId,
        content: message.content,
      }),
    );
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }
}
