import { createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors';
import { createTestDatabase, testDriver } from '../test/database';
import { openPostgres, POOL_CONNECT_TIMEOUT_MS, type DatabaseHandle } from './client';
import { isDatabaseUnavailable } from './outage';

/** A loopback port nothing listens on: connections are refused, as while PostgreSQL restarts. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never answers: a hung database. */
let silent: Server;
const silentSockets: Socket[] = [];
let database: DatabaseHandle;
beforeAll(async () => {
  silent = createServer((socket) => silentSockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  await database.close();
});

describe('database outages', () => {
  it('recognises a refused connection, and not a wrong query', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${await closedPort()}/x` });
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const wrong = await database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
  });

  it('gives up on a database that never answers instead of hanging', async () => {
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    const error = await openPostgres(`postgres://x@127.0.0.1:${port}/x`).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(POOL_CONNECT_TIMEOUT_MS + 2000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('answers a request during an outage with 503, Retry-After and no internals', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${await closedPort()}/x`,
      connectionTimeoutMillis: 1000,
    });
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/thing', async () => (await pool.query<{ '?column?': number }>('select 1')).rows);
    const response = await app.inject({ method: 'GET', url: '/thing' });
    await app.close();
    await pool.end();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      },
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
  });

  it(`survives the server ending a connection that is checked out of the pool (${testDriver})`, async () => {
    const server = database;
    if (server.driver !== 'postgres') {
      // The embedded database has no connections to lose.
      expect(server.driver).toBe('pglite');
      return;
    }
    const handle = await openPostgres(server.connectionString, 2);
    if (handle.driver !== 'postgres') throw new Error('openPostgres opened no pool');
    try {
      // A transaction holds a connection; PostgreSQL restarts (57P01) while it does.
      const client = await handle.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await server.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await ended;
      client.release();
      // Still running (an unheard 'error' event would have ended the process), and the pool recovers.
      const after = await handle.pool.query<{ one: number }>('select 1 as one');
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
