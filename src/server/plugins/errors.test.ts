import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/api/ids';
import { registerErrorHandler } from './errors';
import { registerValidation } from './validation';
import type { ApiErrorBody } from '../../shared/api/errors';

let database: DatabaseHandle;
const app = Fastify({ logger: false });
beforeAll(async () => {
  database = await createTestDatabase();
  registerErrorHandler(app);
  registerValidation(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/things/:id',
    {
      schema: {
        params: idParams('No such thing.'),
        querystring: z.object({ page: z.enum(['1', '2']).optional() }),
        body: z.object({ title: z.string().min(3, 'Title too short'), tags: z.array(z.string().max(2)) }),
        response: { 200: z.object({ id: z.number(), title: z.string() }) },
      },
    },
    // The record as a table might hold it: more than the contract lists.
    async (request) => ({
      id: request.params.id,
      title: request.body.title,
      phone: '+919876543210',
      passwordHash: 'secret-hash',
    }),
  );
  app.get('/app-error', async () => {
    throw new AppError(422, 'own_item', 'Readable message', {
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
        code: 'own_item',
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
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'validation_failed',
      fields: { title: 'Title too short' },
    });
  });

  it('answers a route schema’s failed body or query check as 400 with the same per-field messages', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/things/12',
      payload: { title: 'a', tags: ['ok', 'too long'] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Title too short',
        fields: { title: 'Title too short', 'tags.1': expect.any(String) },
      },
      requestId: expect.any(String),
    });
    const query = await app.inject({
      method: 'POST',
      url: '/things/12?page=3',
      payload: { title: 'abc', tags: [] },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json<ApiErrorBody>().error).toMatchObject({
      code: 'validation_failed',
      fields: { page: expect.any(String) },
    });
    const missing = await app.inject({ method: 'POST', url: '/things/12' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().error).toMatchObject({
      code: 'validation_failed',
      fields: { _: expect.any(String) },
    });
  });

  it('answers a path that names nothing (a bad id) with 404 and the route’s message', async () => {
    for (const id of ['0', '-1', '01', '1e3', '0x10', '%201', '1.0', 'abc', '9999999999999999999']) {
      const response = await app.inject({
        method: 'POST',
        url: `/things/${id}`,
        payload: { title: 'abc', tags: [] },
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json<ApiErrorBody>().error, id).toEqual({
        code: 'not_found',
        message: 'No such thing.',
      });
    }
  });

  it('writes a response from its schema: a field the contract does not list never leaves', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/12',
      payload: { title: 'abc', tags: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 12, title: 'abc' });
    expect(response.body).not.toContain('9876543210');
    expect(response.body).not.toContain('secret-hash');
  });

  it('turns a unique violation into a clear 409', async () => {
    const response = await app.inject({ url: '/unique' });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'conflict',
      message: 'That already exists.',
    });
  });

  it('never leaks internals on a 500', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json<ApiErrorBody>().error).toEqual({
      code: 'internal',
      message: 'An unexpected error occurred',
    });
  });
});
