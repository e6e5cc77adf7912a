import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES, HOME_CATEGORIES, US_CATEGORIES } from '../../../shared/categories';
import { CITIES } from '../../../shared/geo';
import { SUPPORTED_LOCALES } from '../../../shared/i18n';
import { languageUrl } from '../../../shared/preferences';
import { buildPath, INFO_PAGES, jobPath } from '../../../shared/routes';
import type { SitemapRepo } from './seo.repo';

/**
 * URLs per job sitemap file: sitemaps.org allows 50,000 and 50 MB; each URL with its eight language
 * alternates is about 900 bytes, so 20,000 keep a file near 18 MB.
 */
const SITEMAP_MAX_URLS = 20_000;
/** Rows read from the database at a time while a job sitemap streams out. */
const BATCH = 2_000;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
const CRAWLER_CACHE = 'public, max-age=3600';

/** A job sitemap's file name, `jobs-{bucket}.xml`; any other name is not found (404). */
const jobSitemapParams = z.object({
  file: z
    .string('No such sitemap.')
    .regex(/^jobs-(0|[1-9]\d{0,8})\.xml$/, 'No such sitemap.')
    .transform((file) => Number(file.slice('jobs-'.length, -'.xml'.length))),
});

/** Paths that are the same for everyone and worth a crawler's visit, jobs aside. */
function publicPagePaths(): string[] {
  const fixed = ['home', 'cities', ...INFO_PAGES] as const;
  const categoryIds = new Set([
    ...HOME_CATEGORIES.map((group) => group.id),
    ...US_CATEGORIES.map((group) => group.id),
    ...CATEGORIES.map((category) => category.slug),
  ]);
  return [
    ...fixed.map((name) => buildPath(name)),
    buildPath('jobsByCity', { city: 'all' }),
    ...CITIES.map((city) => buildPath('jobsByCity', { city: city.slug })),
    ...[...categoryIds].map((id) => buildPath('category', { categoryName: id })),
  ];
}

const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** A sitemap entry with the page's address in every language (`?lang=`) and without one (x-default). */
function urlEntry(base: string, path: string, lastmod?: string): string {
  const alternates = [...SUPPORTED_LOCALES, null]
    .map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale ?? 'x-default'}" href="${xml(languageUrl(base, path, locale))}"/>`,
    )
    .join('');
  return `<url><loc>${xml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
}

async function* jobUrls(repo: SitemapRepo, base: string, from: number, to: number, now: Date) {
  let after = from - 1;
  for (;;) {
    const rows = await repo.liveJobsBetween(after, to, now, BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => `${urlEntry(base, jobPath(row.id), row.lastmod)}\n`).join('');
    after = (rows[rows.length - 1] as { id: number }).id;
    if (rows.length < BATCH) return;
  }
}

async function* jobSitemap(repo: SitemapRepo, base: string, bucket: number, pageSize: number, now: Date) {
  yield URLSET_START;
  yield* jobUrls(repo, base, bucket * pageSize, (bucket + 1) * pageSize, now);
  yield '</urlset>\n';
}

/** robots.txt, the sitemap index, the pages sitemap and the job sitemaps streamed from the database. */
export async function seoRoutes(
  instance: FastifyInstance,
  options: { publicUrl: string; pageSize?: number; sitemap: SitemapRepo; now: () => Date },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = options.publicUrl;
  const pageSize = options.pageSize ?? SITEMAP_MAX_URLS;
  const { sitemap: repo, now } = options;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /messages',
      'Disallow: /profile',
      'Disallow: /settings',
      'Disallow: /unsubscribe',
      'Disallow: /notifications',
      'Disallow: /dev/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const buckets = await repo.jobBuckets(pageSize, now());
    const entries = [
      `<sitemap><loc>${xml(`${base}/sitemaps/pages.xml`)}</loc></sitemap>`,
      ...buckets.map(
        ({ bucket, lastmod }) =>
          `<sitemap><loc>${xml(`${base}/sitemaps/jobs-${bucket}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const urls = publicPagePaths().map((path) => urlEntry(base, path));
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE);
    return `${URLSET_START}${urls.join('\n')}\n</urlset>\n`;
  });

  app.get('/sitemaps/:file', { schema: { params: jobSitemapParams } }, async (request, reply) => {
    const bucket = request.params.file;
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE);
    return reply.send(Readable.from(jobSitemap(repo, base, bucket, pageSize, now())));
  });
}
