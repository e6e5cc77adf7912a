import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z, ZodError } from 'zod';
import { AppError } from '../errors';
import { outageReason, SERVICE_UNAVAILABLE_MESSAGE, zodFields } from '../plugins/errors';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import { findBadInput, inputProblemError } from '../plugins/input-guard';
import type { RateLimiter, RateLimitRule } from '../plugins/rate-limit';
import {
  clientFrameSchema,
  SOCKET_CLOSE,
  type ClientFrame,
  type ServerFrame,
} from '../../shared/api/messages';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS } from '../../shared/limits';
import { BUS_RESUMED_CHANNEL, type EventBus } from './bus';
import type { LiveConnections } from './live-connections';
import type { Presence } from './presence';

/** Bus channel: a user's sessions changed (signed out, password reset, account deleted). */
export const SESSIONS_CHANNEL = 'sessions';

/** Live sockets per user on one instance; one more is refused with an error frame. */
export const MAX_SOCKETS_PER_USER = 10;
/** New sockets per user per minute (every instance together): stops reconnect storms and scripts. */
export const SOCKET_CONNECT_LIMIT: RateLimitRule = {
  name: 'realtime-connect:user',
  limit: 60,
  windowMs: 60_000,
};
/** Frames one socket may send per minute before it is closed (sends have their own limit too). */
const FRAMES_PER_MINUTE = 240;
/** The largest client frame: a 2,000-character message in any script, JSON-encoded, fits. */
export const MAX_FRAME_BYTES = 32 * 1024;

type FrameType = Exclude<ClientFrame['type'], 'ping'>;
type FrameOf<T extends FrameType> = Extract<ReturnType<typeof clientFrameSchema.parse>, { type: T }>;
export type FrameHandler<T extends FrameType> = (userId: string, frame: FrameOf<T>) => Promise<ServerFrame>;

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
 * A frame for a refused request: the AppError's code and message (429s say when to retry), and the
 * per-field messages of a refused frame, as HTTP answers carry them.
 */
export function errorFrame(error: unknown, clientId?: string): ServerFrame {
  const base = clientId ? { clientId } : {};
  if (error instanceof AppError) {
    const seconds = error.extra.params?.seconds;
    const { fields } = error.extra;
    return {
      type: 'error',
      code: error.code,
      message: error.message,
      ...base,
      ...(typeof seconds === 'number' ? { retryAfterSeconds: seconds } : {}),
      ...(fields ? { fields } : {}),
    };
  }
  if (error instanceof ZodError) {
    const fields = zodFields(error);
    return {
      type: 'error',
      code: 'validation_failed',
      message: Object.values(fields)[0] ?? 'Invalid input',
      ...base,
      fields,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      type: 'error',
      code: 'service_unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGE,
      ...base,
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    };
  }
  return { type: 'error', code: 'internal', message: 'An unexpected error occurred', ...base };
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
      void this.receive(socket, isBinary ? null : data.toString());
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
    const now = this.deps.now().getTime();
    if (now >= socket.framesResetAt) {
      socket.frames = 0;
      socket.framesResetAt = now + 60_000;
    }
    if (++socket.frames > FRAMES_PER_MINUTE) {
      socket.ws.close(1008, 'too many frames');
      return;
    }
    let frame: ReturnType<typeof clientFrameSchema.parse>;
    let clientId: string | undefined;
    try {
      const raw: unknown = text === null ? null : JSON.parse(text);
      clientId = clientIdOf(raw);
      // The same input guard as every HTTP request (plugins/input-guard.ts).
      const problem = findBadInput(raw);
      if (problem) throw inputProblemError(problem);
      frame = clientFrameSchema.parse(raw);
    } catch (error) {
      const refused =
        error instanceof ZodError || error instanceof AppError
          ? error
          : new AppError(400, 'bad_request', 'A frame must be a JSON object.');
      send(socket.ws, JSON.stringify(errorFrame(refused, clientId)));
      return;
    }
    if (frame.type === 'ping') {
      send(socket.ws, JSON.stringify({ type: 'pong' } satisfies ServerFrame));
      return;
    }
    const handler = this.handlers.get(frame.type);
    let answer: ServerFrame;
    try {
      if (!handler) throw new AppError(400, 'bad_request', 'Unknown frame type.');
      answer = await handler(socket.userId, frame);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.deps.log.warn({ reason: outageReason(error) }, 'database unavailable: realtime frame refused');
      } else if (!(error instanceof AppError) && !(error instanceof ZodError)) {
        this.deps.log.error({ err: error }, 'realtime frame failed');
      }
      answer = errorFrame(error, clientId);
    }
    send(socket.ws, JSON.stringify(answer));
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

function clientIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = (raw as { clientId?: unknown }).clientId;
  return typeof value === 'string' && value.length <= 64 ? value : undefined;
}

/**
 * GET /api/realtime: upgrades a same-origin request with a session to a socket. Refused before the
 * upgrade: another site's Origin (403), no session (401), too many new sockets (429).
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  hub: RealtimeHub,
  options: { allowedOrigins: readonly string[]; limiter: RateLimiter },
): void {
  app.get(
    '/api/realtime',
    {
      websocket: true,
      // The upgrade takes no input: no query string, no body.
      schema: { querystring: z.strictObject({}) },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!origin || !options.allowedOrigins.includes(origin)) {
          throw new AppError(403, 'origin_rejected', 'This request came from another site and was refused.');
        }
        const session = await request.requireSession();
        await options.limiter.consume(SOCKET_CONNECT_LIMIT, session.user.id);
      },
    },
    async (socket, request) => {
      const session = await request.getSession();
      if (!session) {
        socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
        return;
      }
      hub.accept(socket, session.user.id, request.headers.cookie ?? '');
    },
  );
}
