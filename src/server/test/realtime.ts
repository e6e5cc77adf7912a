import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '../../shared/api/messages';
import { TEST_ORIGIN } from './app';

/** Listens on a random loopback port (once) and returns the socket URL of GET /api/realtime. */
export async function realtimeUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

export const newClientId = () => randomBytes(12).toString('base64url');

/**
 * A real WebSocket client (the `ws` package, as a browser would connect) that records every frame and
 * lets a test wait for the one it expects.
 */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  private waiters: { match: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse((data as Buffer).toString()) as ServerFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Connects with the session cookie and our Origin; resolves once the server said "ready". */
  static async open(url: string, cookie: string, origin = TEST_ORIGIN): Promise<TestSocket> {
    const ws = new WebSocket(url, { headers: { cookie, origin } });
    const socket = new TestSocket(ws);
    const ready = socket.next((frame) => frame.type === 'ready');
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`Unexpected server response: ${response.statusCode}`)),
      );
    });
    await ready;
    return socket;
  }

  /** The first frame from now on (or already received, when `fromStart`) that matches. */
  next<T extends ServerFrame>(
    match: (frame: ServerFrame) => frame is T,
    timeoutMs?: number,
    fromStart?: boolean,
  ): Promise<T>;
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number, fromStart?: boolean): Promise<ServerFrame>;
  next(match: (frame: ServerFrame) => boolean, timeoutMs = 5000, fromStart = false): Promise<ServerFrame> {
    if (fromStart) {
      const seen = this.frames.find(match);
      if (seen) return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`timed out waiting for a frame; got ${JSON.stringify(this.frames.slice(-5))}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Sends a message and waits for the server's answer to it ('sent' or 'error'). */
  async sendMessage(conversationId: number, content: string, clientId = newClientId()): Promise<ServerFrame> {
    const answer = this.next(
      (frame) => (frame.type === 'sent' || frame.type === 'error') && frame.clientId === clientId,
    );
    this.send({ type: 'send', conversationId, clientId, content });
    return answer;
  }

  messages(): Extract<ServerFrame, { type: 'message' }>['message'][] {
    return this.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : []));
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}
