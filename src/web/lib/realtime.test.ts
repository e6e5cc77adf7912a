import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { apiServer } from '../test/api';
import { RealtimeClient, reconnectDelay, type RealtimeEvent } from './realtime';

/**
 * The live connection against a real WebSocket server on 127.0.0.1 (the `ws` package plays the app's
 * server: it says "ready", answers pings when told to, and drops or closes connections on demand).
 */
let server: WebSocketServer | undefined;
let client: RealtimeClient | undefined;

// The web tests' API mock (test/api.ts) lets the socket's opening request reach this real server.
beforeEach(() => apiServer.use(http.get(/^http:\/\/127\.0\.0\.1:\d+\/api\/realtime$/, () => passthrough())));

afterEach(async () => {
  client?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function startServer(options: { answerPings?: boolean } = {}) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const connections: WebSocket[] = [];
  wss.on('connection', (socket) => {
    connections.push(socket);
    socket.send(JSON.stringify({ type: 'ready', userId: 'u1' }));
    socket.on('message', (data) => {
      const frame = JSON.parse((data as Buffer).toString()) as {
        type: string;
        clientId?: string;
        content?: string;
      };
      if (frame.type === 'ping' && options.answerPings !== false)
        socket.send(JSON.stringify({ type: 'pong' }));
      if (frame.type === 'send') {
        socket.send(
          JSON.stringify({
            type: 'sent',
            clientId: frame.clientId,
            message: { id: 7, content: frame.content },
          }),
        );
      }
    });
  });
  server = wss;
  const { port } = wss.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/api/realtime`, connections };
}

function newClient(url: string, extra: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  client = new RealtimeClient({
    url: () => url,
    WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket,
    random: () => 0.5,
    ...extra,
  });
  const events: RealtimeEvent[] = [];
  client.subscribe((event) => events.push(event));
  return { client, events };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('reconnect delays', () => {
  it('waits 1 s, 2 s, 5 s, then 10 s, each within 30% jitter', () => {
    expect([0, 1, 2, 3, 4, 9].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(700);
    expect(reconnectDelay(3, () => 1)).toBe(13_000);
  });
});

describe('RealtimeClient', () => {
  it('opens, answers a send with the server frame, and says "reconnected" after a dropped connection', async () => {
    const { url, connections } = await startServer();
    const { client, events } = newClient(url);
    client.start();
    await until(() => client.getStatus() === 'open');
    const answer = await client.request({
      type: 'send',
      conversationId: 1,
      clientId: 'abcdefgh12',
      content: 'hi',
    });
    expect(answer).toMatchObject({ type: 'sent', clientId: 'abcdefgh12', message: { id: 7 } });

    connections[0]?.terminate();
    await until(() => client.getStatus() === 'reconnecting');
    // Meanwhile nothing can be sent over the socket: callers fall back to HTTP.
    expect(client.send({ type: 'ping' })).toBe(false);
    expect(
      await client.request({ type: 'send', conversationId: 1, clientId: 'abcdefgh13', content: 'x' }),
    ).toBeNull();
    await until(() => client.getStatus() === 'open', 3000);
    expect(connections).toHaveLength(2);
    expect(events.filter((event) => event.type === 'reconnected')).toHaveLength(1);
    expect(events.some((event) => event.type === 'frame' && event.frame.type === 'sent')).toBe(true);
  });

  it('catches up when the server says "ready" again on the open socket (its event bus was down)', async () => {
    const { url, connections } = await startServer();
    const { client, events } = newClient(url);
    client.start();
    await until(() => client.getStatus() === 'open');
    connections[0]?.send(JSON.stringify({ type: 'ready', userId: 'u1' }));
    await until(() => events.some((event) => event.type === 'reconnected'));
    expect(client.getStatus()).toBe('open');
    expect(connections).toHaveLength(1);
  });

  it('reconnects after the server closes with 1001 on shutdown', async () => {
    const { url, connections } = await startServer();
    const { client, events } = newClient(url);
    client.start();
    await until(() => client.getStatus() === 'open');
    connections[0]?.close(1001, 'server shutting down');
    await until(() => connections.length === 2 && client.getStatus() === 'open', 3000);
    expect(events.filter((event) => event.type === 'reconnected')).toHaveLength(1);
  });

  it('drops a connection whose pings go unanswered and connects again', async () => {
    const { url, connections } = await startServer({ answerPings: false });
    const { client, events } = newClient(url, { heartbeatIntervalMs: 50, heartbeatTimeoutMs: 50 });
    client.start();
    await until(() => connections.length >= 2, 4000);
    await until(() => events.some((event) => event.type === 'reconnected'));
  });

  it('stops for good when the server closes the socket because the session ended', async () => {
    const { url, connections } = await startServer();
    const { client, events } = newClient(url);
    client.start();
    await until(() => client.getStatus() === 'open');
    connections[0]?.close(4401, 'session ended');
    await until(() => events.some((event) => event.type === 'session-ended'));
    expect(client.getStatus()).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(connections).toHaveLength(1);
  });
});
