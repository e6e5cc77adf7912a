import { useSyncExternalStore } from 'react';
import type { ClientFrame, ServerFrame } from '../../shared/api/messages';
import { SOCKET_CLOSE } from '../../shared/api/messages';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  RECONNECT_DELAYS_MS,
  RECONNECT_JITTER,
} from '../../shared/limits';

/**
 * idle: not started (signed out) · connecting: first attempt · open: live · reconnecting: lost, trying
 * again (also while the browser is offline).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export type RealtimeEvent =
  | { type: 'frame'; frame: ServerFrame }
  /** The socket is live again after a drop: fetch what was missed. */
  | { type: 'reconnected' }
  /** The server closed the socket because the session ended: the app re-reads the session. */
  | { type: 'session-ended' };

/** The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 5 s, then 10 s, ±30% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
  return Math.round(base * (1 + (random() * 2 - 1) * RECONNECT_JITTER));
}

function isServerFrame(value: unknown): value is ServerFrame {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

export interface RealtimeOptions {
  url: () => string;
  /** The WebSocket class (the browser's by default). */
  WebSocketImpl?: typeof WebSocket;
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
  random?: () => number;
}

/** WebSocket readyState values (the same in every implementation). */
const CONNECTING = 0;
const OPEN = 1;

interface PendingAnswer {
  resolve: (frame: ServerFrame | null) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The app's one live connection (GET /api/realtime, session cookie). Pings every 25 s and drops a
 * socket that answers nothing within 10 s; reconnects after 1, 2, 5, then every 10 s with jitter, at
 * once when the browser comes back online or the tab becomes visible. Consumers subscribe to frames.
 */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private status: RealtimeStatus = 'idle';
  private attempt = 0;
  private everOpened = false;
  private started = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();
  private readonly statusListeners = new Set<() => void>();
  private readonly answers = new Map<string, PendingAnswer>();

  private readonly heartbeatIntervalMs: number;
  private readonly heartbeatTimeoutMs: number;

  constructor(private readonly options: RealtimeOptions) {
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  }

  private get Socket(): typeof WebSocket | undefined {
    return this.options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  }

  getStatus = (): RealtimeStatus => this.status;

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  start(): void {
    if (this.started || !this.Socket) return;
    this.started = true;
    window.addEventListener('online', this.reconnectNow);
    document.addEventListener('visibilitychange', this.onVisible);
    this.setStatus('connecting');
    this.connect();
  }

  /** Closes the socket for good (signed out). */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.everOpened = false;
    window.removeEventListener('online', this.reconnectNow);
    document.removeEventListener('visibilitychange', this.onVisible);
    clearTimeout(this.reconnectTimer);
    this.dropSocket();
    this.setStatus('idle');
  }

  /** Sends a frame when the socket is live; false when it is not (use HTTP then). */
  send(frame: ClientFrame): boolean {
    if (this.status !== 'open' || this.ws?.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /**
   * Sends a frame carrying a clientId and resolves with the server's answer to it ('sent' or 'error'),
   * or null when the socket is down or no answer came in time (the caller falls back to HTTP).
   */
  request(
    frame: Extract<ClientFrame, { clientId: string }>,
    timeoutMs = this.heartbeatTimeoutMs,
  ): Promise<ServerFrame | null> {
    if (!this.send(frame)) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.answers.delete(frame.clientId);
        resolve(null);
      }, timeoutMs);
      this.answers.set(frame.clientId, { resolve, timer });
    });
  }

  private connect(): void {
    const Socket = this.Socket;
    if (!Socket) return;
    let ws: WebSocket;
    try {
      ws = new Socket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onmessage = (event) => this.receive(ws, event.data);
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.dropSocket();
      if (!this.started) return;
      if (event.code === SOCKET_CLOSE.sessionEnded) {
        this.emit({ type: 'session-ended' });
        this.stop();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private receive(ws: WebSocket, data: unknown): void {
    if (this.ws !== ws || typeof data !== 'string') return;
    clearTimeout(this.pongTimer);
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      console.warn('Ignoring a realtime frame that is not JSON');
      return;
    }
    if (!isServerFrame(frame)) return;
    if (frame.type === 'ready') {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setStatus('open');
      this.startHeartbeat();
      if (reconnected) this.emit({ type: 'reconnected' });
      return;
    }
    if (frame.type === 'pong') return;
    if ((frame.type === 'sent' || frame.type === 'error') && frame.clientId) {
      const waiting = this.answers.get(frame.clientId);
      if (waiting) {
        clearTimeout(waiting.timer);
        this.answers.delete(frame.clientId);
        waiting.resolve(frame);
      }
    }
    this.emit({ type: 'frame', frame });
  }

  private startHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => {
      if (!this.send({ type: 'ping' })) return;
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        // No answer: the connection is dead even if the browser has not noticed. Start over.
        this.dropSocket();
        this.scheduleReconnect();
      }, this.heartbeatTimeoutMs);
    }, this.heartbeatIntervalMs);
  }

  private dropSocket(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
    for (const [clientId, waiting] of this.answers) {
      clearTimeout(waiting.timer);
      waiting.resolve(null);
      this.answers.delete(clientId);
    }
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onmessage = null;
      ws.onclose = null;
      if (ws.readyState === OPEN || ws.readyState === CONNECTING) ws.close();
    }
  }

  private scheduleReconnect(): void {
    if (!this.started) return;
    this.setStatus('reconnecting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt, this.options.random));
    this.attempt += 1;
  }

  private readonly reconnectNow = (): void => {
    if (!this.started || this.status === 'open' || this.ws?.readyState === CONNECTING) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  };

  private readonly onVisible = (): void => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private emit(event: RealtimeEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/realtime`;
}

/** The app's one connection; started by the app shell while someone is signed in. */
export const realtime = new RealtimeClient({ url: socketUrl });

/** The connection's status, for banners ("Reconnecting..."). */
export function useRealtimeStatus(client: RealtimeClient = realtime): RealtimeStatus {
  return useSyncExternalStore(client.subscribeStatus, client.getStatus, () => 'idle');
}
