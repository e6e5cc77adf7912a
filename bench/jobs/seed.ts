/**
 * Seeding the job search benchmark's database: N jobs in one INSERT … SELECT generate_series (70 %
 * India, 30 % USA, popular cities weighted up), indexes dropped first and rebuilt after.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../src/server/db/client';
import { checkedRows } from '../../src/server/db/rows';
import { CATEGORIES } from '../../src/shared/categories';
import { CITIES, POPULAR_CITIES, locationLabel } from '../../src/shared/geo';

/** Fixed words: "helper" is in about a third of the jobs, "locksmith" in about 1 in 10,000. */
export const FREQUENT_WORD = 'helper';
export const RARE_WORD = 'locksmith';

/** The app_meta key that marks a database this benchmark seeded (and with how many jobs). */
export const BENCH_KEY = 'bench_jobs_seeded';

const literal = (values: readonly (string | number)[]) =>
  `array[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;

/** Cities of a country, popular ones repeated so they get more jobs (a realistic, skewed spread). */
function cityPool(country: 'IN' | 'US'): number[] {
  const pool: number[] = [];
  const popular = POPULAR_CITIES[country];
  CITIES.forEach((city, index) => {
    if (city.country !== country) return;
    const rank = popular.findIndex((p) => p.slug === city.slug);
    const weight = rank >= 0 ? 3 * (popular.length - rank) : 1;
    for (let i = 0; i < weight; i++) pool.push(index + 1);
  });
  return pool;
}

const TITLES: Record<string, string[]> = {
  'household-work': ['House help needed', 'Maid for daily chores', 'Helper for elderly couple'],
  'delivery-transport': ['Delivery rider', 'Tempo driver for deliveries', 'Loading helper for transport'],
  construction: ['Mason helper for building site', 'Labourers for road work', 'Carpenter for site work'],
  'shop-assistant': ['Shop assistant for festival season', 'Counter helper in store', 'Billing staff'],
  'security-guard': ['Security guard for society gate', 'Night watchman', 'Guard for warehouse'],
  cooking: ['Cook for family', 'Tiffin cook', 'Kitchen helper for restaurant'],
  cleaning: ['Cleaning staff for office', 'House cleaning help', 'Cleaner for shop floor'],
  gardening: ['Gardener for bungalow', 'Mali for garden upkeep', 'Lawn care worker'],
  painting: ['Painter for flat repainting', 'Wall painting work', 'Painter and polish work'],
  other: ['Event setup crew', 'Office assistant for a day', 'General worker needed'],
};

const VOCABULARY = (
  'work daily payment cash evening morning experience required family shop hours lunch provided weekly ' +
  'site near station tools given start today tomorrow urgent team small big house flat office building ' +
  'clean cook drive carry lift paint water plants guard gate customers stock counter bill food tea ' +
  'honest hardworking punctual friendly local language hindi english marathi tamil telugu kannada ' +
  'bengali gujarati safety shoes uniform helmet transport travel allowance overtime sunday off weekend ' +
  'festival season wedding event stage tent chairs tables boxes furniture delivery orders scooter'
).split(' ');

/** Seeds `count` jobs with one INSERT … SELECT; indexes are dropped first and rebuilt after. */
export async function seed(db: Database, count: number): Promise<void> {
  const cities = CITIES;
  const categories = CATEGORIES;
  const inPool = cityPool('IN');
  const usPool = cityPool('US');
  const titles = categories.flatMap((category) => TITLES[category.slug] ?? []);
  const arrays = {
    slug: literal(cities.map((c) => c.slug)),
    name: literal(cities.map((c) => c.name)),
    state: literal(cities.map((c) => c.state)),
    group: literal(cities.map((c) => c.stateGroup)),
    label: literal(cities.map((c) => locationLabel(c))),
    inPool: literal(inPool),
    usPool: literal(usPool),
    category: literal(categories.map((c) => c.slug)),
    categoryLabel: literal(categories.map((c) => c.label)),
    titles: literal(titles),
    vocab: literal(VOCABULARY),
  };
  const indexes = await checkedRows(
    db,
    z.object({ indexname: z.string(), indexdef: z.string() }),
    sql`select indexname, indexdef from pg_indexes where tablename = 'jobs' and indexname <> 'jobs_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  const now = Date.now();
  // r: uniform random numbers per row; every choice below reads them, so one row is consistent.
  await db.execute(
    sql.raw(`
    insert into jobs (user_id, title, category, daily_salary, currency, location, city, city_slug, state,
      state_group, country, description, phone, timing, urgency, featured, status, is_demo, search_text,
      created_at, updated_at, expires_at)
    select null, title, category, pay, currency, location, city, slug, state, grp, country, description,
      phone, timing, urgency, urgency <> 'normal', status, false,
      lower(title || E'\\n' || description || E'\\n' || location || E'\\n' || category_label),
      created_at, created_at, created_at + interval '30 days'
    from (
      select *,
        (${arrays.titles})[(category_index - 1) * 3 + 1 + floor(r[4] * 3)::int]
          || ' in ' || (${arrays.name})[city_index] as title,
        (${arrays.label})[city_index] as location,
        (${arrays.name})[city_index] as city,
        (${arrays.slug})[city_index] as slug,
        (${arrays.state})[city_index] as state,
        (${arrays.group})[city_index] as grp,
        (${arrays.category})[category_index] as category,
        (${arrays.categoryLabel})[category_index] as category_label,
        case when country = 'IN' then 'INR' else 'USD' end as currency,
        case when country = 'IN' then 200 + floor(power(r[5], 1.5) * 30)::int * 50
             else 50 + floor(r[5] * 50)::int * 5 end as pay,
        case when r[6] < 0.4 then null when r[6] < 0.55 then 'morning' when r[6] < 0.7 then 'evening'
             when r[6] < 0.85 then 'full-day' else 'flexible' end as timing,
        case when r[7] < 0.7 then 'normal' when r[7] < 0.9 then 'urgent' else 'immediate' end as urgency,
        case when r[8] < 0.05 then 'closed' when r[8] < 0.08 then 'expired' else 'active' end as status,
        -- 2% are still 'active' but past their expiry (the sweep has not run yet).
        to_timestamp(${now / 1000}) - case when r[8] >= 0.05 and r[8] < 0.1
          then interval '31 days' + r[9] * interval '20 days' else r[9] * interval '29 days' end as created_at_raw,
        (case when r[10] < 0.2 then '${FREQUENT_WORD} needed. ' else '' end)
          || array_to_string(array(select (${arrays.vocab})[1 + floor(power(random(), 1.6) * ${VOCABULARY.length})::int]
               from generate_series(1, 8 + g % 9) where g > 0), ' ')
          || case when r[11] < 0.0001 then ' ${RARE_WORD}' else '' end || '.' as description,
        case when country = 'IN' then '98' || lpad((g % 100000000)::text, 8, '0')
             else '+1 (212) 555-' || lpad((g % 10000)::text, 4, '0') end as phone
      from (
        select g, r, case when r[1] < 0.7 then 'IN' else 'US' end as country,
          case when r[1] < 0.7 then (${arrays.inPool})[1 + floor(r[2] * ${inPool.length})::int]
               else (${arrays.usPool})[1 + floor(r[2] * ${usPool.length})::int] end as city_index,
          1 + floor(r[3] * ${categories.length})::int as category_index
        from (
          select g, array[random(), random(), random(), random(), random(), random(), random(),
            random(), random(), random(), random()] as r
          from generate_series(1, ${count}) as g
        ) as numbers
      ) as choices
    ) as rows, lateral (select date_trunc('milliseconds', created_at_raw) as created_at) as t
  `),
  );
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`vacuum analyze jobs`);
  await db.execute(
    sql`insert into app_meta (key, value) values (${BENCH_KEY}, ${String(count)})
        on conflict (key) do update set value = excluded.value`,
  );
}
