import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PageRenderer } from '../../shared/page-render';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadEnv, type Env } from '../env';
import { DevOutbox, type Mailer } from '../email/mailer';
import { InProcessBus, PostgresBus, type EventBus } from '../realtime/bus';
import type { HeartbeatTimings } from '../realtime/hub';
import { DevSmsOutbox } from '../sms/sms';
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
  /** The SMS sent (dev outbox, newest first). */
  sms: DevSmsOutbox;
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
    /** A built web app to serve pages from (see minimalWebDir); none by default. */
    webDir?: string;
    /** Render pages with the web app's server renderer, from its source (src/web/entry-server.tsx). */
    serverRendering?: boolean;
    /** Sees every route as the app adds it (the route table). */
    onRoute?: (route: RouteOptions) => void;
    /** Where pushes may go: a local push-service stand-in (src/server/test/push-service.ts). */
    pushEndpointAllowed?: (url: URL) => boolean;
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
  const sms = new DevSmsOutbox(() => {});
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
    webDir: options.webDir,
    pageRenderer: options.serverRendering ? await loadSourcePageRenderer() : undefined,
    onRoute: options.onRoute,
    pushEndpointAllowed: options.pushEndpointAllowed,
    sms,
  });
  await app.ready();
  return {
    app,
    database,
    outbox,
    sms,
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

/**
 * The web app's renderer straight from its source (Vitest compiles it): the server code never imports web
 * code, so the path is only known here, as main.ts only knows the built file's.
 */
async function loadSourcePageRenderer(): Promise<PageRenderer> {
  const entry = fileURLToPath(new URL('../../web/entry-server.tsx', import.meta.url));
  return ((await import(/* @vite-ignore */ entry)) as { render: PageRenderer }).render;
}

/** Headers of a same-origin JSON request, as the browser sends them. */
export function jsonHeaders(cookie?: string): Record<string, string> {
  return { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
}

/** A web "build" of one index.html with the markers the server fills in: enough to test page heads. */
export function minimalWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dailywork-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><!--app-head--><title>x</title><!--/app-head--></head>` +
      `<body><div id="root"></div><!--app-config--></body></html>`,
  );
  return dir;
}
