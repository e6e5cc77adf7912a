/** The benchmark's sockets: one per user, sends, deliveries and their latencies. */
import WebSocket from 'ws';
import type { BenchUser } from './database';
import { ORIGIN } from './server';
import { sleep } from './measure';
export interface SentRecord {
  sentAt: number;
  /** Latency once delivered (ms), for the per-second timeline. */
  latency?: number;
  /** The receiving socket. */
  to: number;
  measured: boolean;
  deliveries: number;
  acked: boolean;
  failed: boolean;
}

/** The client side: every socket, and what was sent and received. */
export class Clients {
  readonly sockets: (WebSocket | undefined)[];
  readonly records = new Map<string, SentRecord>();
  readonly latencies: number[] = [];
  readonly ackLatencies: number[] = [];
  readonly warmupLatencies: number[] = [];
  readonly errorSamples: string[] = [];
  errors = 0;
  pending = 0;
  /** Messages that reached their peer while `counting` (the measured window), whenever sent. */
  deliveredInWindow = 0;
  counting = false;
  unexpectedCloses = 0;
  closing = false;
  private onDrained: (() => void) | undefined;

  constructor(
    readonly users: BenchUser[],
    readonly instanceUrls: string[],
  ) {
    this.sockets = new Array<WebSocket | undefined>(users.length);
  }

  /** User i connects to instance i mod instances: with two, employers to the first and workers to the second. */
  urlFor(index: number): string {
    const base = this.instanceUrls[index % this.instanceUrls.length] as string;
    return `${base.replace(/^http/, 'ws')}/api/realtime`;
  }

  /** Opens socket `index` and resolves with the time it took once the server said "ready". */
  connect(index: number): Promise<number> {
    const started = performance.now();
    const userInfo = this.users[index] as BenchUser;
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.urlFor(index), {
        headers: { cookie: userInfo.cookie, origin: ORIGIN },
        perMessageDeflate: false,
        handshakeTimeout: 120_000,
      });
      let ready = false;
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket ${index}: HTTP ${response.statusCode} on upgrade`)),
      );
      ws.on('error', (error) => {
        if (!ready) reject(new Error(`socket ${index}: ${error.message}`));
      });
      ws.on('close', (code) => {
        if (!ready) reject(new Error(`socket ${index}: closed (${code}) before "ready"`));
        else if (!this.closing) this.unexpectedCloses++;
      });
      ws.on('message', (data) => {
        const text = (data as Buffer).toString();
        if (!ready) {
          if (!text.startsWith('{"type":"ready"')) {
            reject(new Error(`socket ${index}: first frame was ${text.slice(0, 200)}`));
            return;
          }
          ready = true;
          this.sockets[index] = ws;
          resolve(performance.now() - started);
          return;
        }
        this.frame(index, text);
      });
    });
  }

  /** Opens sockets [from, to) in batches of `batch` (each batch waits for all its "ready" frames). */
  async connectRange(from: number, to: number, batch: number): Promise<number[]> {
    const times: number[] = [];
    for (let start = from; start < to; start += batch) {
      const end = Math.min(to, start + batch);
      const batchTimes = await Promise.all(
        Array.from({ length: end - start }, (_, k) => this.connect(start + k)),
      );
      times.push(...batchTimes);
    }
    return times;
  }

  send(from: number, to: number, conversationId: number, clientId: string, measured: boolean): void {
    const ws = this.sockets[from];
    if (!ws) throw new Error(`socket ${from} is not connected`);
    const frame =
      `{"type":"send","conversationId":${conversationId},"clientId":"${clientId}",` +
      `"content":"Is the job still open? I can start tomorrow morning. ${clientId}"}`;
    this.records.set(clientId, {
      sentAt: performance.now(),
      to,
      measured,
      deliveries: 0,
      acked: false,
      failed: false,
    });
    this.pending++;
    ws.send(frame);
  }

  /** Handles a frame after "ready": only the clientId is read, by position (no JSON.parse). */
  private frame(index: number, text: string): void {
    const now = performance.now();
    if (text.startsWith('{"type":"message"')) {
      const record = this.records.get(clientIdIn(text));
      if (!record || record.to !== index) return; // the sender's own copy (for their other tabs)
      record.deliveries++;
      if (record.deliveries > 1) return;
      this.pending--;
      if (this.counting) this.deliveredInWindow++;
      record.latency = now - record.sentAt;
      (record.measured ? this.latencies : this.warmupLatencies).push(record.latency);
      this.onDrained?.();
    } else if (text.startsWith('{"type":"sent"')) {
      const record = this.records.get(clientIdIn(text));
      if (!record) return;
      record.acked = true;
      if (record.measured) this.ackLatencies.push(now - record.sentAt);
    } else if (text.startsWith('{"type":"error"')) {
      this.errors++;
      if (this.errorSamples.length < 5) this.errorSamples.push(text);
      const parsed = JSON.parse(text) as { clientId?: string };
      const record = parsed.clientId ? this.records.get(parsed.clientId) : undefined;
      if (record && !record.failed && record.deliveries === 0) {
        record.failed = true;
        this.pending--;
        this.onDrained?.();
      }
    }
  }

  /**
   * Resolves when every message sent so far has arrived or was refused, or when none arrived for
   * `quietMs` (a saturated server still works through its backlog: those messages are late, not lost).
   */
  async drained(quietMs: number): Promise<void> {
    while (this.pending > 0) {
      const before = this.pending;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, quietMs);
        this.onDrained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.onDrained = undefined;
      if (this.pending >= before) return;
    }
  }

  async closeRange(from: number, to: number): Promise<void> {
    const closed: Promise<unknown>[] = [];
    for (let i = from; i < to; i++) {
      const ws = this.sockets[i];
      if (!ws) continue;
      closed.push(new Promise((resolve) => ws.once('close', resolve)));
      ws.close(1000);
      this.sockets[i] = undefined;
    }
    await Promise.race([Promise.all(closed), sleep(30_000)]);
  }
}

/** The clientId of a server frame: `"clientId":"…"` (our content never contains that text). */
export function clientIdIn(text: string): string {
  const start = text.indexOf('"clientId":"') + '"clientId":"'.length;
  return text.slice(start, text.indexOf('"', start));
}
