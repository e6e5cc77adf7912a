/**
 * Job alerts benchmark: `npm run bench:alerts [-- --alerts N --posts P]`.
 *
 * On an in-memory PGlite (or the PostgreSQL database DATABASE_URL names, which must be made for the
 * benchmark and empty), in one run:
 *  1. posts P jobs through the real HTTP route (app.inject POST /api/jobs) with no saved alerts (after
 *     5 untimed warm-up posts);
 *  2. seeds N alerts (100,000 by default) for N/10 users: a realistic mix of countries, cities (slugs,
 *     a few state names as text, a few for every city), categories, pay and words;
 *  3. posts P jobs again, the same way. Matching runs in the background after each response, so the
 *     timed part is what a poster waits for; the script waits for the background work between posts
 *     (untimed), so each post starts on a quiet database;
 *  4. times the background matching of one job against the N alerts (claim, match, insert the
 *     notifications: AlertDelivery.matchPending), for P jobs inserted straight into the queue.
 * Medians are reported (the machine is shared and noisy).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadEnv } from '../src/server/env';
import { migrateDatabase, openEmbedded, openPostgres, type Database } from '../src/server/db/client';
import { checkedRows } from '../src/server/db/rows';
import { z } from 'zod';
import { DevOutbox } from '../src/server/email/mailer';
import { InProcessBus } from '../src/server/realtime/bus';
import { createSignedInUser } from '../src/server/test/users';
import { insertJobs } from '../src/server/test/jobs';
import { CATEGORY_SLUGS, HOME_CATEGORIES, US_CATEGORIES, type CategorySlug } from '../src/shared/categories';
import { CITIES, POPULAR_CITIES, locationLabel } from '../src/shared/geo';

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const ALERTS = flag('alerts', 100_000);
const POSTS = flag('posts', 30);
const ALERTS_PER_USER = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A text[] literal in parentheses, so it can be subscripted. */
const literal = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

/** City slugs of a country, popular ones repeated (more alerts in big cities). */
function cityPool(country: 'IN' | 'US'): string[] {
  const popular = POPULAR_CITIES[country].map((city) => city.slug);
  return CITIES.filter((city) => city.country === country).flatMap((city) => {
    const rank = popular.indexOf(city.slug);
    return Array<string>(rank >= 0 ? 3 * (popular.length - rank) : 1).fill(city.slug);
  });
}

const WORDS = [
  'cook',
  'driver',
  'helper',
  'cleaner',
  'guard',
  'painter',
  'loader',
  'maid',
  'mason',
  'plumber',
  'electrician',
  'tailor',
  'delivery',
  'warehouse',
  'nanny',
  'gardener',
];
const STATE_TEXT = {
  IN: ['maharashtra', 'karnataka', 'delhi', 'tamil nadu', 'gujarat'],
  US: ['california', 'texas', 'new york', 'florida'],
};

/** The posts: everyday jobs in big cities, so each one meets the alerts a real one would. */
const JOBS: { title: string; category: CategorySlug; dailySalary: number; city: string }[] = [
  { title: 'Cook for a family of four', category: 'cooking', dailySalary: 700, city: 'mumbai' },
  { title: 'Delivery helper with bike', category: 'delivery-transport', dailySalary: 650, city: 'bangalore' },
  { title: 'Security guard for night shift', category: 'security-guard', dailySalary: 600, city: 'delhi' },
  { title: 'House cleaning twice a week', category: 'cleaning', dailySalary: 500, city: 'pune' },
  { title: 'Mason and helper for a wall', category: 'construction', dailySalary: 900, city: 'hyderabad' },
  { title: 'Warehouse loader', category: 'delivery-transport', dailySalary: 160, city: 'houston' },
];

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl ? await openPostgres(databaseUrl, 10) : await openEmbedded();
  await migrateDatabase(handle);
  const driver = handle.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const [existing] = await checkedRows(
    handle.db,
    z.object({ n: z.number() }),
    sql`select count(*)::int as n from job_alerts`,
  );
  if ((existing?.n ?? 0) > 0)
    throw new Error('The database already has job alerts: use a database made for the benchmark.');

  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({
    env,
    database: handle,
    mailer: new DevOutbox(() => {}),
    bus: new InProcessBus(),
    authSecret: env.AUTH_SECRET as string,
    logger: false,
    webDir: '/nonexistent-bench-web-dir',
  });
  await app.ready();
  const poster = await createSignedInUser(app, { name: 'Bench Poster' });
  const origin = env.PUBLIC_URL;

  async function postJobs(posts = POSTS): Promise<{ times: number[]; ids: number[] }> {
    const times: number[] = [];
    const ids: number[] = [];
    for (let index = 0; index < posts; index++) {
      const job = JOBS[index % JOBS.length];
      const city = CITIES.find((candidate) => candidate.slug === job?.city);
      if (!job || !city) throw new Error(`no job or city for post ${index}`);
      // Untimed: a clean rate-limit budget (20 posts an hour per user) and a quiet database.
      await handle.db.execute(sql`delete from rate_limits`);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: { origin, 'content-type': 'application/json', cookie: poster.cookie },
        payload: JSON.stringify({
          title: `${job.title} (${index})`,
          category: job.category,
          dailySalary: job.dailySalary,
          location: locationLabel(city),
          description: 'Honest work for a day, paid in cash every evening. Please call before coming.',
          phone: '+91 98765 43210',
        }),
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 201)
        throw new Error(`POST /api/jobs answered ${response.statusCode}: ${response.body}`);
      ids.push(response.json<{ id: number }>().id);
      await app.services.background.settled();
    }
    return { times, ids };
  }

  console.info(`Job alerts benchmark on ${driver}: ${POSTS} posts per phase, ${ALERTS} alerts.`);
  await postJobs(5); // warm-up (JIT, caches), untimed
  const without = await postJobs();

  // Seed the alerts.
  const users = Math.ceil(ALERTS / ALERTS_PER_USER);
  const seedStarted = performance.now();
  await handle.db.execute(
    sql.raw(`insert into "user" (id, name, email) select 'bench-' || g, 'Bench worker ' || g, 'bench' || g || '@example.com'
      from generate_series(1, ${users}) as g`),
  );
  const groups = {
    IN: [...HOME_CATEGORIES.map((group) => group.id), ...CATEGORY_SLUGS],
    US: [...US_CATEGORIES.map((group) => group.id), ...CATEGORY_SLUGS],
  };
  const pools = { IN: cityPool('IN'), US: cityPool('US') };
  await handle.db.execute(
    sql.raw(`insert into job_alerts (user_id, country, city, category, min_pay, words)
      select 'bench-' || (1 + g % ${users}), country,
        case when (g * 31) % 100 < 5 then null
             when (g * 31) % 100 < 12 then (case when country = 'IN' then ${literal(STATE_TEXT.IN)} else ${literal(STATE_TEXT.US)} end)[(1 + (g * 7) % (case when country = 'IN' then ${STATE_TEXT.IN.length} else ${STATE_TEXT.US.length} end))::int]
             else (case when country = 'IN' then ${literal(pools.IN)} else ${literal(pools.US)} end)[(1 + (g * 7919) % (case when country = 'IN' then ${pools.IN.length} else ${pools.US.length} end))::int]
        end,
        case when (g * 17) % 100 < 20 then null
             else (case when country = 'IN' then ${literal(groups.IN)} else ${literal(groups.US)} end)[(1 + (g * 104729) % (case when country = 'IN' then ${groups.IN.length} else ${groups.US.length} end))::int]
        end,
        case when (g * 13) % 100 < 30 then null
             when country = 'IN' then 300 + ((g * 7) % 13) * 100
             else 80 + ((g * 11) % 10) * 20
        end,
        case when (g * 23) % 100 < 60 then null
             when (g * 23) % 100 < 90 then ${literal(WORDS)}[(1 + (g * 37) % ${WORDS.length})::int]
             else ${literal(WORDS)}[(1 + (g * 37) % ${WORDS.length})::int] || ' ' || ${literal(WORDS)}[(1 + (g * 41) % ${WORDS.length})::int]
        end
      from (select g, case when g % 100 < 85 then 'IN' else 'US' end as country from generate_series(1::bigint, ${ALERTS}) as g) as s`),
  );
  await handle.db.execute(sql.raw('analyze job_alerts'));
  console.info(
    `Seeded ${ALERTS} alerts for ${users} users in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`,
  );

  const notificationsBefore = await count(handle, 'notifications');
  const withAlerts = await postJobs();
  const notified = (await count(handle, 'notifications')) - notificationsBefore;

  // Matching alone: one job at a time, straight from the queue.
  const matchTimes: number[] = [];
  const beforeMatching = await count(handle, 'notifications');
  for (let index = 0; index < POSTS; index++) {
    const job = JOBS[index % JOBS.length];
    if (!job) throw new Error(`no job for post ${index}`);
    await insertJobs(handle.db, [
      {
        city: job.city,
        title: `${job.title} [queue ${index}]`,
        category: job.category,
        dailySalary: job.dailySalary,
        userId: poster.id,
        createdAt: new Date(),
      },
    ]);
    const started = performance.now();
    const matched = await app.services.alerts.matchPending();
    matchTimes.push(performance.now() - started);
    if (matched !== 1) throw new Error(`expected to match 1 job, matched ${matched}`);
  }
  const matchedByQueue = (await count(handle, 'notifications')) - beforeMatching;

  const a = median(without.times);
  const b = median(withAlerts.times);
  console.info('');
  console.info(`| ${driver} | median | p90 |`);
  console.info('|---|---:|---:|');
  console.info(`| POST /api/jobs, 0 alerts | ${ms(a)} | ${ms(p90(without.times))} |`);
  console.info(`| POST /api/jobs, ${ALERTS} alerts | ${ms(b)} | ${ms(p90(withAlerts.times))} |`);
  console.info(`| difference | ${ms(b - a)} (x${(b / a).toFixed(2)}) | |`);
  console.info(
    `| matching one job against ${ALERTS} alerts (background) | ${ms(median(matchTimes))} | ${ms(p90(matchTimes))} |`,
  );
  console.info('');
  console.info(
    `Notifications per posted job: ${(notified / POSTS).toFixed(0)} on average (${notified} for ${POSTS} posts); ` +
      `per queued job: ${(matchedByQueue / POSTS).toFixed(0)}.`,
  );
  await app.close();
  await handle.close();
}

function p90(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] as number;
}

async function count(handle: { db: Database }, table: 'notifications'): Promise<number> {
  const [row] = await checkedRows(
    handle.db,
    z.object({ n: z.number() }),
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row?.n ?? 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
