import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, jsonHeaders, TEST_ORIGIN, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { newClientId, realtimeUrl, TestSocket } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import { testDriver } from '../../test/database';
import { MAX_SOCKETS_PER_USER } from '../../realtime/hub';
import { SOCKET_CLOSE, type Message, type MessagePage, type ServerFrame } from '../../../shared/api/messages';
import { mergeMessages } from '../../../shared/messaging';

let t: TestApp;
let url: string;
let employer: TestUser;
let worker: TestUser;
let stranger: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await realtimeUrl(t.app);
  [employer, worker, stranger] = await Promise.all([
    createSignedInUser(t.app, { name: 'Esha Employer' }),
    createSignedInUser(t.app, { name: 'Wasim Worker' }),
    createSignedInUser(t.app, { name: 'Sara Stranger' }),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await t.close();
});
beforeEach(() => t.clock.advance(61 * 60_000));

async function connect(user: TestUser, target = url): Promise<TestSocket> {
  const socket = await TestSocket.open(target, user.cookie);
  sockets.push(socket);
  return socket;
}

function request(method: 'GET' | 'POST', path: string, user: TestUser, body?: unknown, app = t) {
  return app.app.inject({
    method,
    url: path,
    headers: jsonHeaders(user.cookie),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function conversationFor(owner: TestUser, seeker: TestUser): Promise<number> {
  const [jobId] = await insertJobs(t.database.db, [
    { city: 'mumbai', userId: owner.id, createdAt: t.clock.now() },
  ]);
  const response = await request('POST', '/api/conversations', seeker, { jobId });
  return response.json<{ conversationId: number }>().conversationId;
}

const isMessage = (content: string) => (frame: ServerFrame) =>
  frame.type === 'message' && frame.message.content === content;

/** Opens a socket as a browser would, resolving with the HTTP status of a refused handshake. */
function handshakeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('error', reject);
  });
}

describe('realtime chat', () => {
  it('delivers messages both ways at once; a third user receives nothing', async () => {
    const id = await conversationFor(employer, worker);
    const [employerSocket, workerSocket, strangerSocket] = await Promise.all([
      connect(employer),
      connect(worker),
      connect(stranger),
    ]);

    const arrived = employerSocket.next(isMessage('Is the cook job still open?'));
    const answer = await workerSocket.sendMessage(id, '  Is the cook job still open?  ');
    expect(answer).toMatchObject({ type: 'sent', message: { content: 'Is the cook job still open?' } });
    const received = (await arrived) as Extract<ServerFrame, { type: 'message' }>;
    expect(received.message).toMatchObject({ conversationId: id, senderId: worker.id });

    // Reading moves the marker: the worker's socket hears of it.
    const seen = workerSocket.next((frame) => frame.type === 'read' && frame.readerId === employer.id);
    employerSocket.send({ type: 'read', conversationId: id, messageId: received.message.id });
    expect(await seen).toMatchObject({ conversationId: id, lastReadId: received.message.id });

    // A reply over HTTP reaches the worker's socket too.
    const reply = workerSocket.next(isMessage('Yes! Come tomorrow.'));
    const posted = await request('POST', `/api/conversations/${id}/messages`, employer, {
      clientId: newClientId(),
      content: 'Yes! Come tomorrow.',
    });
    expect(posted.statusCode).toBe(201);
    await reply;

    // The stranger: nothing, and their frames about the conversation are refused like HTTP's 404.
    const refusedSend = await strangerSocket.sendMessage(id, 'let me in');
    expect(refusedSend).toMatchObject({ type: 'error', code: 'not_found' });
    const refusedRead = strangerSocket.next((frame) => frame.type === 'error');
    strangerSocket.send({ type: 'read', conversationId: id, messageId: received.message.id });
    expect(await refusedRead).toMatchObject({ code: 'not_found' });
    await workerSocket.sendMessage(id, 'See you');
    await employerSocket.next(isMessage('See you'), 5000, true);
    expect(
      strangerSocket.frames.filter((frame) => frame.type === 'message' || frame.type === 'read'),
    ).toEqual([]);
    const page = (await request('GET', `/api/conversations/${id}/messages`, worker)).json<MessagePage>();
    expect(page.messages.map((message) => message.content)).not.toContain('let me in');
  });

  it('keeps several tabs of one user in step', async () => {
    const id = await conversationFor(employer, worker);
    const [tabA, tabB, other] = await Promise.all([connect(worker), connect(worker), connect(employer)]);
    const onB = tabB.next(isMessage('from tab A'));
    const onOther = other.next(isMessage('from tab A'));
    await tabA.sendMessage(id, 'from tab A');
    await Promise.all([onB, onOther]);
    const readOnA = tabA.next((frame) => frame.type === 'read' && frame.readerId === worker.id);
    const reply = await request('POST', `/api/conversations/${id}/messages`, employer, {
      clientId: newClientId(),
      content: 'reply',
    });
    tabB.send({ type: 'read', conversationId: id, messageId: reply.json<Message>().id });
    await readOnA;
  });

  it('stores a message sent twice with one clientId once, over the socket as over HTTP', async () => {
    const id = await conversationFor(employer, worker);
    const socket = await connect(worker);
    const first = await socket.sendMessage(id, 'only once', 'same-client-id-1');
    const again = await socket.sendMessage(id, 'only once', 'same-client-id-1');
    expect(first.type).toBe('sent');
    expect(again).toEqual(first);
    const page = (await request('GET', `/api/conversations/${id}/messages`, worker)).json<MessagePage>();
    expect(page.messages.map((message) => message.content)).toEqual(['only once']);
  });

  it('answers pings, refuses bad frames with an error frame and keeps the socket open', async () => {
    const socket = await connect(worker);
    const pong = socket.next((frame) => frame.type === 'pong');
    socket.send({ type: 'ping' });
    await pong;
    const notJson = socket.next((frame) => frame.type === 'error');
    socket.ws.send('not json');
    expect(await notJson).toMatchObject({ code: 'bad_request' });
    const id = await conversationFor(employer, worker);
    const tooLong = await socket.sendMessage(id, 'x'.repeat(2001));
    expect(tooLong).toMatchObject({ type: 'error', code: 'validation_failed' });
    const blank = await socket.sendMessage(id, '   ');
    expect(blank).toMatchObject({ type: 'error', code: 'validation_failed' });
    expect((await socket.sendMessage(id, 'still here')).type).toBe('sent');
  });

  it('sends an error frame with Retry-After seconds when a user sends too fast', async () => {
    const id = await conversationFor(employer, worker);
    const socket = await connect(worker);
    for (let i = 0; i < 30; i++) expect((await socket.sendMessage(id, `fast ${i}`)).type).toBe('sent');
    const refused = await socket.sendMessage(id, 'one too many');
    expect(refused).toMatchObject({ type: 'error', code: 'rate_limited' });
    expect((refused as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('losing nothing, duplicating nothing', () => {
  it('a client dropped during a burst of 500 messages reconnects and ends with all 500 once, in order', async () => {
    const id = await conversationFor(employer, worker);
    const sender = await connect(employer);
    let receiver = await connect(worker);
    let thread: Message[] = [];
    const take = (socket: TestSocket) => {
      thread = mergeMessages(thread, socket.messages());
    };

    const burst = (async () => {
      for (let i = 1; i <= 500; i++) {
        if (i % 30 === 0) t.clock.advance(61_000);
        const answer = await sender.sendMessage(id, `burst ${i}`);
        if (answer.type !== 'sent') throw new Error(`message ${i} refused: ${JSON.stringify(answer)}`);
      }
    })();

    // Drop the connection once some messages have arrived, stay away a while, then come back.
    await receiver.next(
      (frame) => frame.type === 'message' && frame.message.content === 'burst 100',
      20_000,
      true,
    );
    receiver.ws.terminate();
    await receiver.closed;
    take(receiver);
    const before = thread.length;
    await receiver.next(() => false, 200).catch(() => {});
    receiver = await connect(worker);
    // The client's reconnect step: fetch everything after the last id it holds, page by page.
    let hasMore = true;
    while (hasMore) {
      const after = thread.at(-1)?.id ?? 0;
      const page = (
        await request('GET', `/api/conversations/${id}/messages?after=${after}&limit=200`, worker)
      ).json<MessagePage>();
      thread = mergeMessages(thread, page.messages);
      hasMore = page.hasMore;
    }
    await burst;
    await receiver.next(
      (frame) => frame.type === 'message' && frame.message.content === 'burst 500',
      20_000,
      true,
    );
    take(receiver);

    expect(before).toBeGreaterThanOrEqual(100);
    expect(before).toBeLessThan(500);
    expect(thread.map((message) => message.content)).toEqual(
      Array.from({ length: 500 }, (_, i) => `burst ${i + 1}`),
    );
    expect(new Set(thread.map((message) => message.id)).size).toBe(500);
  }, 60_000);
});

describe('connections', () => {
  it('refuses a socket without a session (401) or from another site (403)', async () => {
    expect(await handshakeStatus({ origin: 'http://localhost:3000' })).toBe(401);
    expect(await handshakeStatus({ origin: 'https://evil.example', cookie: worker.cookie })).toBe(403);
    expect(await handshakeStatus({ cookie: worker.cookie })).toBe(403);
    expect(await handshakeStatus({ origin: 'http://localhost:3000', cookie: worker.cookie })).toBe(101);
  });

  it(`allows ${MAX_SOCKETS_PER_USER} sockets per user; one more gets an error frame and is closed`, async () => {
    const many = await createSignedInUser(t.app, { name: 'Many Tabs' });
    const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER }, () => connect(many)));
    const extra = new WebSocket(url, { headers: { cookie: many.cookie, origin: 'http://localhost:3000' } });
    const frames: ServerFrame[] = [];
    extra.on('message', (data) => frames.push(JSON.parse((data as Buffer).toString()) as ServerFrame));
    const code = await new Promise<number>((resolve) => extra.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(SOCKET_CLOSE.tooManyConnections);
    expect(frames).toMatchObject([{ type: 'error', code: 'too_many_connections' }]);
    await open[0]?.close();
    await connect(many);
  });

  it("signing out closes that user's sockets; other users stay connected", async () => {
    const leaving = await createSignedInUser(t.app, { name: 'Signing Out' });
    const [first, second, bystander] = await Promise.all([
      connect(leaving),
      connect(leaving),
      connect(worker),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-out',
      headers: jsonHeaders(leaving.cookie),
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect((await first.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
    expect((await second.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
    expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
    expect(await handshakeStatus({ origin: 'http://localhost:3000', cookie: leaving.cookie })).toBe(401);
  });

  it("deleting the account closes that user's sockets", async () => {
    const leaving = await createSignedInUser(t.app, { name: 'Deleting' });
    const socket = await connect(leaving);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/delete',
      headers: jsonHeaders(leaving.cookie),
      payload: JSON.stringify({ password: leaving.password }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
  });
});

describe('shutdown', () => {
  it('closes live sockets with "going away" so clients reconnect to another instance', async () => {
    const other = await createTestApp({
      database: t.database,
      bus: t.database.driver === 'pglite' ? t.bus : undefined,
    });
    const socket = await TestSocket.open(await realtimeUrl(other.app), worker.cookie);
    await other.close();
    expect((await socket.closed).code).toBe(1001);
  });
});

describe('heartbeat', () => {
  it('pings each socket, keeps the ones that answer and drops one that stays silent', async () => {
    const fast = await createTestApp({
      database: t.database,
      bus: t.database.driver === 'pglite' ? t.bus : undefined,
      heartbeat: { intervalMs: 200, timeoutMs: 200, tickMs: 50 },
    });
    try {
      const fastUrl = await realtimeUrl(fast.app);
      const answering = await TestSocket.open(fastUrl, worker.cookie);
      let pings = 0;
      answering.ws.on('ping', () => pings++);
      // A client whose network died: it never answers a ping (ws answers automatically unless told not to).
      const silent = new WebSocket(fastUrl, {
        headers: { cookie: employer.cookie, origin: TEST_ORIGIN },
        autoPong: false,
      });
      const silentClosed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
      await new Promise((resolve) => silent.once('open', resolve));

      expect(await silentClosed).toBe(1006);
      expect(pings).toBeGreaterThanOrEqual(1);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
      await answering.close();
    } finally {
      await fast.close();
    }
  });
});

describe(`two app instances (${testDriver})`, () => {
  it('delivers a message sent through one instance to a client of the other', async () => {
    // PostgreSQL: a second instance with its own LISTEN connection. PGlite is one process: the two
    // instances share its in-process bus, as they would share the process.
    const second = await createTestApp({
      database: t.database,
      bus: t.database.driver === 'pglite' ? t.bus : undefined,
    });
    try {
      const secondUrl = await realtimeUrl(second.app);
      // New users: the second instance has a clock of its own, so the others' rate-limit windows differ.
      const [poster, seeker] = await Promise.all([
        createSignedInUser(t.app, { name: 'Poster Two' }),
        createSignedInUser(t.app, { name: 'Seeker Two' }),
      ]);
      const id = await conversationFor(poster, seeker);
      const onSecond = await connect(seeker, secondUrl);
      const onFirst = await connect(poster, url);
      const arrives = onSecond.next(isMessage('across instances'));
      expect((await onFirst.sendMessage(id, 'across instances')).type).toBe('sent');
      await arrives;
      const back = onFirst.next(isMessage('and back'));
      const posted = await request(
        'POST',
        `/api/conversations/${id}/messages`,
        seeker,
        { clientId: newClientId(), content: 'and back' },
        second,
      );
      expect(posted.statusCode).toBe(201);
      await back;
      await onSecond.close();
    } finally {
      await second.close();
    }
  });
});
