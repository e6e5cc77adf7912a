import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, minimalWebDir, TEST_ORIGIN, type TestApp } from './test/app';
import { insertJobs } from './test/jobs';
import { newClientId } from './test/realtime';
import { createSignedInUser, type TestUser } from './test/users';

/**
 * Fuzzing every route of the route table (issue #21): bad input generated from each route's own schemas
 * (wrong types, huge and control-character strings, deep nesting, odd ids, encoded paths), signed out, as
 * a user and as a moderator, through app.inject. No answer may be a 5xx or carry a stack trace. The route
 * table is read from the app (onRoute), so a route added later is fuzzed without anyone listing it.
 * A fixed seed keeps CI repeatable; fast-check prints the seed and the smallest failing request.
 * Figures: docs/benchmarks.md ("Fuzzing the route table").
 */
const SEED = 21;
const RUNS_PER_ROUTE = 48;
const MODERATOR_EMAIL = 'fuzz-moderator@example.com';

const routes: RouteOptions[] = [];
let t: TestApp;
/** The reverse geocoder our server calls (GEOCODER_URL): a local one, always Pune. */
let geocoder: Server;
let user: TestUser;
let other: TestUser;
let moderator: TestUser;
/** Ids of real rows, so that some requests reach the services and the database. */
const known = { ids: [] as number[], userIds: [] as string[] };
const tally = { requests: 0, serverErrors: 0 };

beforeAll(async () => {
  geocoder = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ address: { country_code: 'in', city: 'Pune', state: 'Maharashtra' } }));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  t = await createTestApp({
    env: { MODERATOR_EMAILS: MODERATOR_EMAIL, GEOCODER_URL: `http://127.0.0.1:${port}/` },
    webDir: minimalWebDir(),
    onRoute: (route) => void routes.push(route),
  });
  user = await createSignedInUser(t.app, { name: 'Fuzz User' });
  other = await createSignedInUser(t.app, { name: 'Other Poster' });
  moderator = await createSignedInUser(t.app, { email: MODERATOR_EMAIL });
  await t.database.db.execute(sql`update "user" set email_verified = true where id = ${moderator.id}`);
  const jobIds = await insertJobs(t.database.db, [
    { city: 'pune', userId: other.id, createdAt: t.clock.now() },
    { city: 'mumbai', userId: user.id, createdAt: t.clock.now() },
    { city: 'delhi', createdAt: t.clock.now() },
  ]);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: { jobId: jobIds[0] },
  });
  const { conversationId } = started.json<{ conversationId: number }>();
  await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: { clientId: newClientId(), content: 'Hello, is the work still there?' },
  });
  // Small ids name a job, a conversation, a message, an alert...; the fuzzing user is never banned.
  known.ids = [...jobIds, conversationId, 1, 2, 3];
  known.userIds = [other.id];
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

// ---- Values -------------------------------------------------------------------------------------------

const controlText = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0007',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u2028',
    '\ud800',
    'a',
    'é',
    'क',
    '😀',
  ),
  maxLength: 12,
});
/** Nested arrays `depth` deep, built without recursion. */
const nested = (depth: number) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
const ODD_IDS = ['0', '-1', '1e3', '0x10', ' 1', '01', '1.0', '9999999999999999999', 'NaN', 'null', 'true'];
const oddIdArb = fc.constantFrom(...ODD_IDS);

/** Wrong types, huge and control-character strings, deep nesting, odd ids: for any field. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(true, false, null, 0, -1, 1.5, 2 ** 53, -(2 ** 60), '', ' ', '[]', '{}'),
  oddIdArb,
  controlText,
  fc.constant('x'.repeat(20_000)),
  fc.integer({ min: 2, max: 40 }).map(nested),
  fc.string({ maxLength: 30 }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), {
    maxKeys: 3,
  }),
);

/** Values that some field somewhere accepts; each field is offered the ones its own schema accepts. */
const candidates = () => [
  'Pune, Maharashtra',
  'pune',
  'cooking',
  'Cook needed for a family',
  'Lunch and dinner, vegetarian home cooking.',
  '9876543210',
  'someone@example.com',
  '2026-06-02',
  '09:00',
  '123456',
  'a long password',
  'money',
  ...known.userIds,
  ...known.ids.map(String),
  ...known.ids,
  0,
  1,
  5,
  8,
  600,
  true,
  false,
];

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/**
 * Values a schema would accept, most of the time: the candidates its own check accepts, else random
 * values of its type; objects field by field. Enough to get past the schema into the services.
 */
function plausible(schema: Schema, mix: Mix, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as Schema;
  if (depth > 6) return junk;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, fieldValue(field, mix, depth + 1)]),
      );
      return fc.record(fields);
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable': {
      const missing = def.type === 'nullable' ? null : undefined;
      return fc.oneof(
        { weight: 4, arbitrary: plausible(inner('innerType'), mix, depth) },
        { weight: 1, arbitrary: fc.constant(missing) },
      );
    }
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(inner('innerType'), mix, depth);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(fieldValue(inner('element'), mix, depth + 1), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => plausible(option, mix, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fieldValue(inner('valueType'), mix, depth + 1), {
        maxKeys: 3,
      });
    default: {
      // Strings, numbers, booleans and pipes of them: what the field's own schema accepts, and the same
      // text with a control character inside (what the schema alone would let through).
      const accepted = candidates().filter((value) => z.safeParse(schema, value).success);
      const random = fc.oneof(fc.string({ maxLength: 40 }), fc.integer({ min: -5, max: 2_000_000 }));
      if (accepted.length === 0) return random;
      const texts = accepted.filter((value) => typeof value === 'string');
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...accepted) },
        { weight: 1, arbitrary: random },
        ...(texts.length > 0 && mix.junk > 1
          ? [
              {
                weight: 2,
                arbitrary: fc.tuple(fc.constantFrom(...texts), controlText).map(([a, b]) => a + b),
              },
            ]
          : []),
      );
    }
  }
}

/** How often a field is junk instead of plausible: now and then (most of a request gets through), or often. */
interface Mix {
  junk: number;
}
const NOW_AND_THEN: Mix = { junk: 1 };
const OFTEN: Mix = { junk: 8 };

const fieldValue = (schema: Schema, mix: Mix, depth = 0) =>
  fc.oneof({ weight: 20, arbitrary: plausible(schema, mix, depth) }, { weight: mix.junk, arbitrary: junk });

// ---- Requests -----------------------------------------------------------------------------------------

interface FuzzRequest {
  method: string;
  url: string;
  who: 'visitor' | 'user' | 'moderator';
  ip: string;
  /** A JSON value, or raw text (not JSON, or nested too deep to build as objects). */
  body?: { json: unknown } | { text: string; type: string };
}

/** A path segment: a real id, an odd one, control characters, a long one, anything. */
const segmentArb = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.ids).map(String) },
    { weight: 2, arbitrary: oddIdArb },
    { weight: 1, arbitrary: fc.constantFrom(...known.userIds, 'abc', 'x'.repeat(300)) },
    { weight: 1, arbitrary: controlText },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );

/** A lone surrogate cannot be percent-encoded: it becomes the bytes of one (not UTF-8 at all). */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%ED%A0%80';
  }
}

/** Segments sent as they are: broken escapes, truncated UTF-8, encoded slashes and dots. */
const rawSegmentArb = fc.constantFrom('%zz', '%E0%A4', '%00', '%C2%85', '%2F', '..', '%2e%2e', '%25', '');

/** The route's path with its parameters filled in, sometimes spelt with percent-encoded letters. */
function pathArb(url: string): fc.Arbitrary<string> {
  const parts = url
    .split('/')
    .map((part) =>
      part.startsWith(':') || part === '*'
        ? fc.oneof(
            { weight: 6, arbitrary: segmentArb().map(encodeSegment) },
            { weight: 1, arbitrary: rawSegmentArb },
          )
        : fc.constant(part),
    );
  return fc.tuple(fc.tuple(...parts), fc.nat({ max: 3 })).map(([segments, spelling]) => {
    const path = segments.join('/') || '/';
    // /%61pi/..., /api/%6aobs...: the router decodes them to the same route.
    if (spelling === 0 && path.startsWith('/api/')) return `/%61pi/${path.slice('/api/'.length)}`;
    if (spelling === 1) return path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    return path;
  });
}

function queryArb(schema: Schema | undefined, mix: Mix): fc.Arbitrary<string> {
  const shape =
    schema && defOf(schema).type === 'object' ? (defOf(schema).shape as Record<string, Schema>) : {};
  // A query names some of its fields, not all.
  const fields = Object.entries(shape).map(([key, field]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fieldValue(field, mix).map((value) => [key, value] as const) },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.string({ maxLength: 6 }), junk).map(([key, value]) => [key, value] as const),
    },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([values, more]) => {
    const query = new URLSearchParams();
    for (const pair of [...values, more]) {
      if (!pair || pair[1] === undefined || pair[1] === null) continue;
      const [key, value] = pair;
      // Arrays become repeated keys (?a=1&a=2), as browsers send them.
      for (const item of Array.isArray(value) ? value : [value]) {
        // JSON.stringify(undefined) is undefined, though its type says string.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        query.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      }
    }
    const text = query.toString();
    return text ? `?${text}` : '';
  });
}

function bodyArb(schema: Schema | undefined): fc.Arbitrary<FuzzRequest['body']> {
  const deepText = (levels: number) => `{"state":${'['.repeat(levels)}1${']'.repeat(levels)}}`;
  return fc.oneof(
    { weight: 4, arbitrary: (schema ? plausible(schema, NOW_AND_THEN) : junk).map((json) => ({ json })) },
    { weight: 3, arbitrary: (schema ? plausible(schema, OFTEN) : junk).map((json) => ({ json })) },
    { weight: 1, arbitrary: junk.map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { text: deepText(20_000), type: 'application/json' },
        { text: '{"title": "unfinished', type: 'application/json' },
        {
          text: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
          type: 'application/json',
        },
        { text: 'title=Cook%00&x=1', type: 'application/x-www-form-urlencoded' },
        { text: 'plain words\u0000', type: 'text/plain' },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function requestArb(route: RouteOptions, method: string): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { querystring?: Schema; body?: Schema };
  // Signing out ends every session of the user: only visitors sign out here.
  const who = route.url.includes('sign-out')
    ? fc.constant('visitor' as const)
    : fc.constantFrom('visitor' as const, 'user' as const, 'moderator' as const);
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return fc.record({
    method: fc.constant(method),
    url: fc
      .tuple(
        pathArb(route.url),
        fc.oneof(queryArb(schema.querystring, NOW_AND_THEN), queryArb(schema.querystring, OFTEN)),
      )
      .map(([path, query]) => path + query),
    who,
    ip: fc.integer({ min: 1, max: 250 }).map((n) => `10.21.${n % 16}.${n}`),
    body: hasBody ? bodyArb(schema.body) : fc.constant(undefined),
  });
}

/** What a stack trace looks like in an answer: "    at handler (/app/src/x.ts:12:5)" or a source path. */
const STACK_TRACE = /\n\s+at |\bat [^\s]+ \(.*:\d+:\d+\)|node_modules|\/src\/server\//;

async function send(request: FuzzRequest): Promise<{ status: number; body: string }> {
  const cookie = { visitor: undefined, user: user.cookie, moderator: moderator.cookie }[request.who];
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) };
  let payload: string | undefined;
  if (request.body && 'json' in request.body && request.body.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.json);
  } else if (request.body && 'text' in request.body) {
    headers['content-type'] = request.body.type;
    payload = request.body.text;
  }
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    payload,
    remoteAddress: request.ip,
  });
  tally.requests += 1;
  if (response.statusCode >= 500) tally.serverErrors += 1;
  return { status: response.statusCode, body: response.body };
}

// ---- The test -----------------------------------------------------------------------------------------

describe('fuzzing every route of the route table (#21)', () => {
  it('answers no request with a 5xx or a stack trace', { timeout: 240_000 }, async () => {
    const table = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ route, method })),
    );
    expect(table.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const [index, { route, method }] of table.entries()) {
      const result = await fc.check(
        fc.asyncProperty(requestArb(route, method), async (request) => {
          const answer = await send(request);
          return answer.status < 500 && !STACK_TRACE.test(answer.body);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(`${method} ${route.url}: ${fc.defaultReportMessage(result) ?? 'failed'}`);
      }
    }
    console.info(
      `fuzz: ${table.length} routes, ${tally.requests} requests, ${tally.serverErrors} answered 5xx`,
    );
    expect(failures).toEqual([]);
  });
});
