import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, testDriver } from '../../test/database';
import { createSignedInUser } from '../../test/users';
import { realtimeUrl, TestSocket } from '../../test/realtime';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close().catch(() => {});
});

async function health(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api/health', () => {
  it(`reports the database and the realtime listener, and 503 once the database is gone (${testDriver})`, async () => {
    const t = await createTestApp();
    apps.push(t);
    const up = await health(t);
    expect(up.status).toBe(200);
    expect(up.headers['cache-control']).toBe('no-store');
    expect(up.body).toEqual({
      status: 'ok',
      database: { status: 'ok', driver: testDriver, latencyMs: expect.any(Number) },
      realtime: { status: 'ok', sockets: 0 },
    });

    await t.database.close();
    const down = await health(t);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'degraded',
      database: { status: 'down', driver: testDriver },
    });
  });

  it(`answers 503 while the realtime listener is down, and clients catch up once it is back (${testDriver})`, async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({ database });
    apps.push(t);
    const alice = await createSignedInUser(t.app);
    const socket = await TestSocket.open(await realtimeUrl(t.app), alice.cookie);
    expect((await health(t)).body).toMatchObject({ realtime: { status: 'ok', sockets: 1 } });
    if (database.driver !== 'postgres') {
      // The embedded database runs one process: its in-process bus cannot go down.
      expect(t.bus.listening).toBe(true);
      socket.ws.close();
      await database.close();
      return;
    }
    // What a PostgreSQL restart does to the instance's LISTEN connection.
    const caughtUp = socket.next((frame) => frame.type === 'ready', 10_000);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await expect.poll(async () => (await health(t)).status, { timeout: 3000 }).toBe(503);
    expect((await health(t)).body).toMatchObject({ status: 'degraded', realtime: { status: 'down' } });
    await expect.poll(async () => (await health(t)).status, { timeout: 10_000 }).toBe(200);
    expect(await caughtUp).toEqual({ type: 'ready', userId: alice.id });
    socket.ws.close();
    await t.close();
    await database.close();
  });
});
