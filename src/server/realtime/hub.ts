import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { outageReason } from '../plugins/errors';
import { isDatabaseUnavailable } from '../db/outage';
import { SOCKET_CLOSE, type ServerFrame } from '../../shared/api/messages';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS } from '../../shared/limits';
import { BUS_RESUMED_CHANNEL, type EventBus } from './bus';
import {
  errorFrame,
  readClientFrame,
  type FrameHandler,
  type FrameType,
  type ParsedClientFrame,
} from './client-frames';
import type { LiveConnections } from './live-connections';
import type { Presence } from './presence';

/** Bus channel: a user's sessions changed (signed out, password reset, account deleted). */
export const SESSIONS_CHANNEL = 'sessions';

/** Live sockets per user on one instance; one more is refused with an error frame. */
export const MAX_SOCKETS_PER_USER = 10;
/** Frames one socket may send per minute before it is closed (sends have their own limit too). */
const FRAMES_PER_MINUTE = 240;

interface LiveSocket {
  ws: WebSocket;
  userId: string;
  /** The Cookie header it connected with: enough to check later that its session still exists. */
  cookie: string;
  lastSeen: number;
  /** When to ping it next: sockets are pinged on their own schedule, not all in one burst. */
  pingAt: number;
  frames: number;
  framesResetAt: number;
  untrack: () => void;
}

/** The spec's heartbeat (section 9): a ping every 25 s, dropped after 10 s more without an answer. */
export interface HeartbeatTimings {
  intervalMs: number;
  timeoutMs: number;
  /** How often the sweep looks at the sockets. */
  tickMs: number;
}
export const HEARTBEAT: HeartbeatTimings = {
  intervalMs: HEARTBEAT_INTERVAL_MS,
  timeoutMs: HEARTBEAT_TIMEOUT_MS,
  tickMs: 1000,
};

export interface HubDeps {
  presence: Presence;
  bus: EventBus;
  liveConnections: LiveConnections;
  /** The user id of the session this Cookie header carries, or null when it has ended. */
  sessionUserId: (cookie: string) => Promise<string | null>;
  /** The app's clock (frame budgets); liveness uses real time. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Tests shorten it; the app uses HEARTBEAT. */
  heartbeat?: HeartbeatTimings;
}

/**
 * The live sockets of this instance, by user. Pushes frames to a user's sockets, answers pings,
 * dispatches the other client frames to the features that registered for them, keeps presence
 * (for "email when away"), drops dead sockets, and closes the sockets of a session that ended.
 */
export class RealtimeHub {
  private readonly users = new Map<string, Set<LiveSocket>>();
  private readonly handlers = new Map<FrameType, FrameHandler<FrameType>>();
  private readonly presenceWrites = new Map<string, Promise<void>>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  private readonly heartbeat: HeartbeatTimings;

  constructor(private readonly deps: HubDeps) {
    this.heartbeat = deps.heartbeat ?? HEARTBEAT;
  }

  start(): void {
    this.sweepTimer = setInterval(() => this.sweep(), this.heartbeat.tickMs).unref();
    const offSessions = this.deps.bus.subscribe(SESSIONS_CHANNEL, (payload) => {
      if (typeof payload.userId === 'string') void this.recheckSessions(payload.userId);
    });
    // Events of other instances were missed while the bus was down: a fresh "ready" makes each client
    // catch up as after a reconnect.
    const offResumed = this.deps.bus.subscribe(BUS_RESUMED_CHANNEL, () => this.askToCatchUp());
    this.unsubscribe = () => {
      offSessions();
      offResumed();
    };
  }

  /** Registers what a client frame type does; its answer goes back to the sending socket. */
  onFrame<T extends FrameType>(type: T, handler: FrameHandler<T>): void {
    this.handlers.set(type, handler as unknown as FrameHandler<FrameType>);
  }

  get socketCount(): number {
    let count = 0;
    for (const sockets of this.users.values()) count += sockets.size;
    return count;
  }

  hasLocalSockets(userId: string | null | undefined): boolean {
    return userId ? (this.users.get(userId)?.size ?? 0) > 0 : false;
  }

  /** Connected here or on any other live instance. */
  async isOnline(userId: string): Promise<boolean> {
    return this.hasLocalSockets(userId) || this.deps.presence.isOnline(userId);
  }

  /** Sends one frame to every socket of these users on this instance. */
  sendToUsers(userIds: Iterable<string | null | undefined>, frame: ServerFrame): void {
    let text: string | undefined;
    for (const userId of new Set(userIds)) {
      if (!userId) continue;
      for (const socket of this.users.get(userId) ?? []) {
        text ??= JSON.stringify(frame);
        send(socket.ws, text);
      }
    }
  }

  /** Sends every socket a fresh "ready": clients reload what may have changed, as after a reconnect. */
  askToCatchUp(): void {
    for (const [userId, sockets] of this.users) {
      const text = JSON.stringify({ type: 'ready', userId } satisfies ServerFrame);
      for (const socket of sockets) send(socket.ws, text);
    }
  }

  /** Takes over an authenticated socket. */
  accept(ws: WebSocket, userId: string, cookie: string): void {
    const sockets = this.users.get(userId) ?? new Set<LiveSocket>();
    if (sockets.size >= MAX_SOCKETS_PER_USER) {
      send(
        ws,
        JSON.stringify({
          type: 'error',
          code: 'too_many_connections',
          message: 'Too many open connections. Close some tabs and try again.',
        } satisfies ServerFrame),
      );
      ws.close(SOCKET_CLOSE.tooManyConnections, 'too many connections');
      return;
    }
    const socket: LiveSocket = {
      ws,
      userId,
      cookie,
      lastSeen: Date.now(),
      pingAt: Date.now() + this.heartbeat.intervalMs,
      frames: 0,
      framesResetAt: this.deps.now().getTime() + 60_000,
      untrack: () => {},
    };
    socket.untrack = this.deps.liveConnections.track(
      () =>
        new Promise<void>((resolve) => {
          ws.once('close', () => resolve());
          ws.close(1001, 'server shutting down');
          setTimeout(() => {
            ws.terminate();
            resolve();
          }, 1000).unref();
        }),
    );
    sockets.add(socket);
    this.users.set(userId, sockets);

    ws.on('pong', () => {
      socket.lastSeen = Date.now();
    });
    ws.on('message', (data, isBinary) => {
      socket.lastSeen = Date.now();
      // ws hands over a Buffer (binaryType 'nodebuffer', the default).
      void this.receive(socket, isBinary ? null : (data as Buffer).toString());
    });
    ws.on('close', () => this.forget(socket));
    // "ready" once every instance can see the user as connected (no email about what they see live).
    void this.syncPresence(userId).then(() =>
      send(ws, JSON.stringify({ type: 'ready', userId } satisfies ServerFrame)),
    );
  }

  private forget(socket: LiveSocket): void {
    socket.untrack();
    const sockets = this.users.get(socket.userId);
    if (!sockets?.delete(socket)) return;
    if (sockets.size === 0) this.users.delete(socket.userId);
    void this.syncPresence(socket.userId);
  }

  /** Writes the user's socket count on this instance, one write at a time per user, newest count last. */
  private syncPresence(userId: string): Promise<void> {
    const previous = this.presenceWrites.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => this.deps.presence.setConnections(userId, this.users.get(userId)?.size ?? 0))
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'could not record presence'))
      .finally(() => {
        if (this.presenceWrites.get(userId) === next) this.presenceWrites.delete(userId);
      });
    this.presenceWrites.set(userId, next);
    return next;
  }

  /** Resolves once every presence write queued so far has finished. */
  async presenceSettled(): Promise<void> {
    await Promise.all([...this.presenceWrites.values()]);
  }

  private async receive(socket: LiveSocket, text: string | null): Promise<void> {
    if (!this.withinFrameBudget(socket)) {
      socket.ws.close(1008, 'too many frames');
      return;
    }
    const read = readClientFrame(text);
    if ('refusal' in read) {
      send(socket.ws, JSON.stringify(read.refusal));
      return;
    }
    if (read.frame.type === 'ping') {
      send(socket.ws, JSON.stringify({ type: 'pong' } satisfies ServerFrame));
      return;
    }
    send(socket.ws, JSON.stringify(await this.answer(socket.userId, read.frame, read.clientId)));
  }

  /** Counts a frame against the socket's budget for this minute; false once it is spent. */
  private withinFrameBudget(socket: LiveSocket): boolean {
    const now = this.deps.now().getTime();
    if (now >= socket.framesResetAt) {
      socket.frames = 0;
      socket.framesResetAt = now + 60_000;
    }
    return ++socket.frames <= FRAMES_PER_MINUTE;
  }

  /** The registered handler's answer to a frame, or an error frame (logged unless it is a refusal). */
  private async answer(
    userId: string,
    frame: Exclude<ParsedClientFrame, { type: 'ping' }>,
    clientId: string | undefined,
  ): Promise<ServerFrame> {
    const handler = this.handlers.get(frame.type);
    try {
      if (!handler) throw new AppError(400, 'bad_request', 'Unknown frame type.');
      return await handler(userId, frame);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.deps.log.warn({ reason: outageReason(error) }, 'database unavailable: realtime frame refused');
      } else if (!(error instanceof AppError) && !(error instanceof ZodError)) {
        this.deps.log.error({ err: error }, 'realtime frame failed');
      }
      return errorFrame(error, clientId);
    }
  }

  /**
   * Every tick: drops sockets that answered nothing for a heartbeat and its timeout, pings those whose
   * turn has come. Each socket's turn comes a heartbeat after its last ping, so 5,000 sockets are not
   * pinged in one event-loop turn (that stalled message delivery by ~100 ms every 25 s).
   */
  private sweep(): void {
    const now = Date.now();
    const deadline = now - this.heartbeat.intervalMs - this.heartbeat.timeoutMs;
    for (const sockets of this.users.values()) {
      for (const socket of sockets) {
        if (socket.lastSeen < deadline) socket.ws.terminate();
        else if (socket.pingAt <= now && socket.ws.readyState === socket.ws.OPEN) {
          socket.pingAt = now + this.heartbeat.intervalMs;
          socket.ws.ping();
        }
      }
    }
  }

  /** After a user's sessions changed: sockets whose session has ended are closed. */
  private async recheckSessions(userId: string): Promise<void> {
    for (const socket of [...(this.users.get(userId) ?? [])]) {
      try {
        const current = await this.deps.sessionUserId(socket.cookie);
        if (current !== userId) socket.ws.close(SOCKET_CLOSE.sessionEnded, 'session ended');
      } catch (error) {
        this.deps.log.warn({ err: error }, 'could not check a socket session');
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.unsubscribe?.();
    await this.presenceSettled();
    await this.deps.presence
      .stop()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'presence stop'));
  }
}

function send(ws: WebSocket, text: string): void {
  if (ws.readyState === ws.OPEN) ws.send(text);
}
