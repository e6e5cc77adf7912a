import { EventEmitter } from 'node:events';
import pg from 'pg';

/** Events carry ids only; receivers read the data they need from the database. */
export type BusPayload = Record<string, string | number>;
export type BusHandler = (payload: BusPayload) => void;

/**
 * Local channel published when the bus is listening again after a lost connection: events of the gap
 * were missed, so receivers catch up.
 */
export const BUS_RESUMED_CHANNEL = 'bus:resumed';

export interface EventBus {
  /** Whether events from other instances arrive (always, in-process). For /api/health. */
  readonly listening: boolean;
  publish(channel: string, payload: BusPayload): Promise<void>;
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** For the embedded database: one process, so an in-process emitter is the whole bus. */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  readonly listening = true;
  async publish(channel: string, payload: BusPayload): Promise<void> {
    this.emitter.emit(channel, payload);
  }
  subscribe(channel: string, handler: BusHandler): () => void {
    this.emitter.on(channel, handler);
    return () => this.emitter.off(channel, handler);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const PG_CHANNEL = 'dailywork_events';

/**
 * Fan-out across app instances through PostgreSQL LISTEN/NOTIFY: one dedicated LISTEN connection per
 * instance (a pooled client would lose the LISTEN), NOTIFY through the pool. Reconnects after errors.
 */
export class PostgresBus implements EventBus {
  private readonly local = new InProcessBus();
  private listener: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {}

  static async connect(connectionString: string, pool: pg.Pool): Promise<PostgresBus> {
    const bus = new PostgresBus(connectionString, pool);
    await bus.listen();
    return bus;
  }

  get listening(): boolean {
    return this.listener !== undefined;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel !== PG_CHANNEL || !message.payload) return;
      try {
        const { channel, payload } = JSON.parse(message.payload) as { channel: string; payload: BusPayload };
        void this.local.publish(channel, payload);
      } catch (error) {
        console.error('Bad event bus notification', error);
      }
    });
    client.on('error', (error) => {
      if (this.closed) return;
      console.warn('Event bus connection lost; reconnecting:', error.message);
      this.scheduleReconnect(client);
    });
    // A connection can also end without an error event (the server closed it cleanly).
    client.on('end', () => {
      if (!this.closed) this.scheduleReconnect(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    const resumed = this.lost;
    this.lost = false;
    this.listener = client;
    if (resumed) {
      console.info('Event bus listening again');
      void this.local.publish(BUS_RESUMED_CHANNEL, {});
    }
  }

  /** Set once a LISTEN connection was lost, until a new one listens. */
  private lost = false;

  private scheduleReconnect(failed?: pg.Client): void {
    if (this.closed || this.reconnectTimer) return;
    // A late event of a connection already replaced changes nothing.
    if (failed && this.listener && this.listener !== failed) return;
    this.lost = true;
    const old = this.listener;
    this.listener = undefined;
    void old?.end().catch(() => {});
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.listen().catch(() => this.scheduleReconnect());
    }, 1000);
  }

  async publish(channel: string, payload: BusPayload): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, payload })]);
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    return this.local.subscribe(channel, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => {});
    await this.local.close();
  }
}
