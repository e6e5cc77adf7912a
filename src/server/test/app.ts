import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadEnv, type Env } from '../env';
import { DevOutbox, type Mailer } from '../email/mailer';
import { InProcessBus, PostgresBus, type EventBus } from '../realtime/bus';
import type { HeartbeatTimings } from '../realtime/hub';
import { createTestDatabase } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A clock tests move by hand: it controls every time the app computes in code. */
export class TestClock {
  constructor(private current = new Date('2026-06-01T10:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  outbox: DevOutbox;
  bus: EventBus;
  clock: TestClock;
  env: Env;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    database?: DatabaseHandle;
    /** Share one in-process bus between two apps on one PGlite database ("two instances"). */
    bus?: EventBus;
    heartbeat?: HeartbeatTimings;
  } = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const outbox = new DevOutbox(() => {});
  const bus =
    options.bus ??
    (database.driver === 'postgres'
      ? await PostgresBus.connect(database.connectionString, database.pool)
      : new InProcessBus());
  const clock = new TestClock();
  const app = await buildApp({
    env,
    database,
    mailer: options.mailer ?? outbox,
    bus,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    now: clock.now,
    logger: false,
    heartbeat: options.heartbeat,
  });
  await app.ready();
  return {
    app,
    database,
    outbox,
    bus,
    clock,
    env,
    async close() {
      await app.close();
      if (!options.bus) await bus.close();
      if (!options.database) await database.close();
    },
  };
}

/** Headers of a same-origin JSON request, as the browser sends them. */
export function jsonHeaders(cookie?: string): Record<string, string> {
  return { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
}
