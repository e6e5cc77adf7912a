import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import { registerErrorHandler } from './errors';

let database: DatabaseHandle;
const app = Fastify({ logger: false });
beforeAll(async () => {
  database = await createTestDatabase();
  registerErrorHandler(app);
  app.get('/app-error', async () => {
    throw new AppError(422, 'custom_code', 'Readable message', {
      params: { n: 1 },
      fields: { title: 'Too short' },
    });
  });
  app.get('/zod', async () =>
    z.object({ title: z.string().min(3, 'Title too short') }).parse({ title: 'a' }),
  );
  app.get('/unique', async () => {
    await database.db.execute(sql`insert into app_meta (key, value) values ('k', 'v')`);
    await database.db.execute(sql`insert into app_meta (key, value) values ('k', 'v')`);
  });
  app.get('/crash', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error handler', () => {
  it('sends AppErrors with code, message, params and fields', async () => {
    const response = await app.inject({ url: '/app-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'custom_code',
        message: 'Readable message',
        params: { n: 1 },
        fields: { title: 'Too short' },
      },
      requestId: expect.any(String),
    });
  });

  it('turns validation errors into 400 with per-field messages', async () => {
    const response = await app.inject({ url: '/zod' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { title: 'Title too short' },
    });
  });

  it('turns a unique violation into a clear 409', async () => {
    const response = await app.inject({ url: '/unique' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'conflict', message: 'That already exists.' });
  });

  it('never leaks internals on a 500', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json().error).toEqual({ code: 'internal', message: 'An unexpected error occurred' });
  });
});
