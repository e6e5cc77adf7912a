/**
 * Lighthouse on the public pages: `npm run lighthouse [-- --runs N --no-build --out DIR --port P]
 * [--url URL] [--compare [NAME=]URL ...] [--map NAME:/ours=/theirs ...]`.
 *
 * 1. Builds the web app (`npm run build`) unless `--no-build` (or `--url`: a deployment of ours already
 *    running, measured as it is, e.g. a build of an earlier commit; steps 1-2 are skipped).
 * 2. Starts the production server (`src/server/main.ts`, NODE_ENV=production, a random AUTH_SECRET,
 *    demo data, a fresh temporary PGlite DATA_DIR, PUBLIC_URL http://localhost:PORT) as a child
 *    process on a free port (or `--port`), and takes the id of a demo job from `GET /api/jobs?country=IN&limit=1`.
 * 3. Runs Lighthouse 13 (`npx --yes lighthouse@LIGHTHOUSE_VERSION`, not a dependency of the project:
 *    it is large and CI does not need it) with its default config (mobile emulation, simulated
 *    throttling) in the system Chromium (CHROME_PATH, /usr/bin/chromium by default) on `/`,
 *    `/jobs/all`, `/jobs/mumbai`, `/post`, `/cities` and `/job/{id}`, N times each (default 3),
 *    alternating pages run by run (A, B, C, …, then A, B, C, … again), so a slow moment of the
 *    machine does not land on one page only.
 *    With `--compare` (repeatable), the same pages of another deployment (the original app, a previous
 *    build of ours) are run too, alternated with ours page by page (ours, then each other deployment),
 *    so both see the same moments of a busy machine. A page that has another address there is mapped
 *    with `--map NAME:/ours=/theirs` (`/job/{id}` stands for the job page; `-` marks a page the other
 *    deployment does not have: reported as not applicable). Without a mapping, the job page of another
 *    deployment is one of its own demo jobs (its `GET /api/jobs`), else not applicable.
 * 4. Prints per page the median of each category score (performance, accessibility, best practices,
 *    SEO) and of FCP, LCP, TBT and CLS (each median taken on its own), a markdown table, the targets
 *    each page misses, and from the report of each page's median-performance run: the LCP element,
 *    render-blocking requests, the largest scripts and the layout shift culprits.
 *
 * A run Lighthouse itself fails (NO_NAVSTART and the like) is run again, up to three attempts.
 *    With `--compare`: a table of every deployment side by side, and whether ours is at least each
 *    other deployment's median performance on each page.
 *
 * It reports; it does not judge: the exit code is 0 whether targets are met or not (1 only when the
 * script itself fails). The JSON reports are kept in `--out` (a new temporary directory by default).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { AppProcess } from './app-process';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The exact Lighthouse release the recorded figures were measured with. */
const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Another deployment measured beside ours (`--compare`). */
interface Deployment {
  name: string;
  url: string;
  /** Our page path (`/job/{id}` for the job page) -> its path there, null where it has no such page. */
  paths: Map<string, string | null>;
}

interface Flags {
  runs: number;
  build: boolean;
  out: string | undefined;
  port: number | undefined;
  /** A deployment of ours already running, measured instead of building and starting one. */
  url: string | undefined;
  compare: Deployment[];
}

/** The job page's path in page lists and `--map`: each deployment has its own job ids. */
const JOB_PAGE = '/job/{id}';

function parseFlags(argv: string[]): Flags {
  const values = (name: string) =>
    argv.flatMap((arg, index) => (arg === `--${name}` ? [argv[index + 1] ?? ''] : []));
  const value = (name: string) => values(name)[0];
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const port = value('port') === undefined ? undefined : Number(value('port'));
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error('--port must be a port number');
  }
  const compare = values('compare').map((spec): Deployment => {
    const [, name, url] = /^(?:([\w-]+)=)?(https?:\/\/.+?)\/?$/.exec(spec) ?? [];
    if (!url) throw new Error(`--compare takes [NAME=]URL, not "${spec}"`);
    return { name: name ?? new URL(url).host, url, paths: new Map() };
  });
  for (const spec of values('map')) {
    const [, name, ours, theirs] = /^([\w.:-]+?):(\/\S*)=(\/\S*|-)$/.exec(spec) ?? [];
    const deployment = compare.find((d) => d.name === name);
    if (!deployment || !ours || !theirs) {
      throw new Error(`--map takes NAME:/ours=/theirs (or =-) for a NAME given to --compare, not "${spec}"`);
    }
    deployment.paths.set(ours, theirs === '-' ? null : theirs);
  }
  const url = value('url')?.replace(/\/$/, '');
  return { runs, build: !argv.includes('--no-build') && !url, out: value('out'), port, url, compare };
}

/** Runs a command to the end with its output shown; rejects on a non-zero exit. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? `code ${code}`}`)),
    );
  });
}

/** The id of one active demo job in India. */
async function demoJobId(url: string): Promise<number> {
  const response = await fetch(`${url}/api/jobs?country=IN&limit=1`);
  if (!response.ok) throw new Error(`GET /api/jobs answered ${response.status}`);
  const body = (await response.json()) as { jobs: { id: number }[] };
  const id = body.jobs[0]?.id;
  if (id === undefined) throw new Error('GET /api/jobs?country=IN&limit=1 returned no job: is DEMO_DATA on?');
  return id;
}

// The parts of a Lighthouse JSON report read here.

interface AuditItem {
  [key: string]: unknown;
}
interface AuditDetails {
  type?: string;
  items?: AuditItem[];
}
interface Audit {
  id: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: AuditDetails;
}
interface Report {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, Audit | undefined>;
}

interface RunResult {
  file: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/** One Lighthouse run; a run Lighthouse itself fails (NO_NAVSTART and the like, rare on a busy machine) is retried twice. */
async function lighthouse(url: string, file: string, attempts = 3): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, file);
    } catch (error) {
      if (attempt >= attempts) throw error;
      // Lighthouse has printed its reason (on stderr) already.
      console.warn(`  Lighthouse failed on ${url} (attempt ${attempt} of ${attempts}); running it again`);
    }
  }
}

async function lighthouseOnce(url: string, file: string): Promise<RunResult> {
  await run(
    'npx',
    [
      '--yes',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  if (report.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  for (const warning of report.runWarnings ?? []) console.warn(`  warning (${url}): ${warning}`);
  const numeric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no value for ${id}`);
    return value;
  };
  const score = (category: Category) => Math.round((report.categories[category].score ?? 0) * 100);
  return {
    file,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface PageSummary {
  path: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  runs: RunResult[];
}

function summarise(path: string, runs: RunResult[]): PageSummary {
  return {
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((r) => r.scores[category]))]),
    ) as Record<Category, number>,
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    runs,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const shift = (value: number) => value.toFixed(3);
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The targets of issues #10 and #22, each with what a page's medians must meet. */
const TARGETS: {
  label: string;
  met: (page: PageSummary) => boolean;
  value: (page: PageSummary) => string;
}[] = [
  {
    label: 'performance 95+',
    met: (p) => p.scores.performance >= 95,
    value: (p) => score(p.scores.performance),
  },
  {
    label: 'accessibility 100',
    met: (p) => p.scores.accessibility >= 100,
    value: (p) => score(p.scores.accessibility),
  },
  {
    label: 'best practices 100',
    met: (p) => p.scores['best-practices'] >= 100,
    value: (p) => score(p.scores['best-practices']),
  },
  { label: 'SEO 100', met: (p) => p.scores.seo >= 100, value: (p) => score(p.scores.seo) },
  { label: 'FCP < 1.2 s', met: (p) => p.fcp < 1200, value: (p) => seconds(p.fcp) },
  { label: 'LCP < 1.8 s', met: (p) => p.lcp < 1800, value: (p) => seconds(p.lcp) },
  { label: 'TBT < 150 ms', met: (p) => p.tbt < 150, value: (p) => milliseconds(p.tbt) },
  { label: 'CLS < 0.05', met: (p) => p.cls < 0.05, value: (p) => shift(p.cls) },
];

/** One row of figures in the side-by-side table. */
function figures(p: PageSummary): string {
  return (
    `${score(p.scores.performance)} | ${score(p.scores.accessibility)} | ${score(p.scores['best-practices'])} | ` +
    `${score(p.scores.seo)} | ${seconds(p.fcp)} | ${seconds(p.lcp)} | ${milliseconds(p.tbt)} | ${shift(p.cls)}`
  );
}

/** Every deployment's medians side by side, page by page (ours first), and where ours is behind. */
function printComparison(
  pages: PageSummary[],
  others: { deployment: Deployment; pages: (PageSummary | null)[] }[],
): void {
  const rows = [
    '| page | deployment | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const behind: string[] = [];
  for (const [index, ours] of pages.entries()) {
    rows.push(`| \`${ours.path}\` | ours | ${figures(ours)} |`);
    for (const { deployment, pages: theirs } of others) {
      const page = theirs[index];
      if (!page) {
        rows.push(`| | ${deployment.name} | not applicable | | | | | | | |`);
        continue;
      }
      const address = page.path === ours.path ? '' : ` (\`${page.path}\`)`;
      rows.push(`| | ${deployment.name}${address} | ${figures(page)} |`);
      if (ours.scores.performance < page.scores.performance) {
        behind.push(
          `  ${ours.path}: performance ${score(ours.scores.performance)} < ${deployment.name}'s ` +
            `${score(page.scores.performance)}`,
        );
      }
    }
  }
  console.info(`\nSide by side (medians):\n${rows.join('\n')}`);
  console.info(`\nPages where ours scores below another deployment's median performance:`);
  console.info(behind.length > 0 ? behind.join('\n') : '  none');
}

function printTable(pages: PageSummary[]): void {
  const rows = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...pages.map(
      (p) =>
        `| \`${p.path}\` | ${score(p.scores.performance)} | ${score(p.scores.accessibility)} | ` +
        `${score(p.scores['best-practices'])} | ${score(p.scores.seo)} | ${seconds(p.fcp)} | ` +
        `${seconds(p.lcp)} | ${milliseconds(p.tbt)} | ${shift(p.cls)} |`,
    ),
  ];
  console.info(`\n${rows.join('\n')}`);
}

function printMisses(pages: PageSummary[]): void {
  console.info('\nTargets missed (medians; targets: performance 95+, accessibility 100, best practices 100,');
  console.info('SEO 100, FCP < 1.2 s, LCP < 1.8 s, TBT < 150 ms, CLS < 0.05):');
  let all = true;
  for (const page of pages) {
    const missed = TARGETS.filter((target) => !target.met(page));
    if (missed.length === 0) continue;
    all = false;
    console.info(`  ${page.path}: ${missed.map((t) => `${t.label} (${t.value(page)})`).join(', ')}`);
  }
  if (all) console.info('  none: every page meets every target');
}

// Causes, read from the report of a page's median-performance run.

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const kb = (bytes: unknown) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : '?');

/** Items of a details object, including those nested one level down (insight audits nest tables in a list). */
function itemsOf(details: AuditDetails | undefined): AuditItem[] {
  if (!details?.items) return [];
  return details.items.flatMap((item) => {
    const nested = item as AuditDetails;
    return nested.type === 'table' && Array.isArray(nested.items) ? nested.items : [item];
  });
}

function lcpElement(report: Report): string {
  const audit = report.audits['largest-contentful-paint-element'] ?? report.audits['lcp-breakdown-insight'];
  for (const item of itemsOf(audit?.details)) {
    // lcp-breakdown-insight lists the element as an item of type "node"; the older audit nests it.
    const node = (item.type === 'node' ? item : item.node) as
      { nodeLabel?: string; snippet?: string } | undefined;
    if (node) return `${text(node.snippet).slice(0, 120)} "${text(node.nodeLabel).slice(0, 60)}"`;
  }
  return 'not found in the report';
}

function renderBlocking(report: Report): string {
  const audit = report.audits['render-blocking-insight'] ?? report.audits['render-blocking-resources'];
  const items = itemsOf(audit?.details)
    .map((item) => ({ url: text(item.url), wasted: item.wastedMs }))
    .filter((item) => item.url);
  if (items.length === 0) return 'none';
  return items
    .map(
      (item) =>
        `${new URL(item.url).pathname}${typeof item.wasted === 'number' ? ` (${milliseconds(item.wasted)})` : ''}`,
    )
    .join(', ');
}

function largestScripts(report: Report): string {
  const requests = itemsOf(report.audits['network-requests']?.details)
    .filter((item) => item.resourceType === 'Script')
    .sort((a, b) => Number(b.transferSize ?? 0) - Number(a.transferSize ?? 0));
  const total = requests.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const top = requests
    .slice(0, 3)
    .map((item) => `${new URL(text(item.url)).pathname} ${kb(item.transferSize)}`)
    .join(', ');
  return `${requests.length} scripts, ${kb(total)} transferred; largest: ${top || 'none'}`;
}

function layoutShifts(report: Report): string {
  const audit = report.audits['cls-culprits-insight'] ?? report.audits['layout-shifts'];
  const items = itemsOf(audit?.details)
    .map((item) => {
      const node = item.node as { snippet?: string } | undefined;
      const value = typeof item.score === 'number' ? ` (${shift(item.score)})` : '';
      if (!node?.snippet) return '';
      const causes = ((item.subItems as AuditDetails | undefined)?.items ?? [])
        .map((sub) => text(sub.cause))
        .filter(Boolean);
      return `${node.snippet.slice(0, 100)}${value}${causes.length > 0 ? ` [${causes.join(', ')}]` : ''}`;
    })
    .filter(Boolean);
  return items.length > 0 ? items.slice(0, 4).join('; ') : 'none';
}

function printCauses(pages: PageSummary[]): void {
  console.info("\nFrom each page's median-performance run:");
  for (const page of pages) {
    const byPerformance = [...page.runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const run = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
    const report = JSON.parse(readFileSync(run.file, 'utf8')) as Report;
    console.info(`  ${page.path} (${run.file})`);
    console.info(`    LCP element: ${lcpElement(report)}`);
    console.info(`    render-blocking: ${renderBlocking(report)}`);
    console.info(`    scripts: ${largestScripts(report)}`);
    if (page.cls >= 0.01) console.info(`    layout shifts: ${layoutShifts(report)}`);
  }
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.build) await run('npm', ['run', 'build']);

  const outDir = flags.out ? resolve(flags.out) : mkdtempSync(join(tmpdir(), 'dailywork-lighthouse-'));
  mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  const server = flags.url
    ? { url: flags.url, dataDir: 'its own data directory', stop: async () => {} }
    : await AppProcess.start({
        ...(flags.port === undefined ? {} : { port: flags.port }),
        env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('base64url') },
      });
  try {
    const load = loadavg().map((value) => value.toFixed(1));
    const jobId = await demoJobId(server.url);
    console.info(
      `The app (production, demo data, PGlite in ${server.dataDir}) on ${server.url}, up in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; Lighthouse ${LIGHTHOUSE_VERSION}, ` +
        `${flags.runs} run(s) per page, reports in ${outDir}; load average ${load.join(' ')}`,
    );
    const pagePaths = ['/', '/jobs/all', '/jobs/mumbai', '/post', '/cities', JOB_PAGE];
    const ourPath = (page: string) => (page === JOB_PAGE ? `/job/${jobId}` : page);
    // Each deployment's path of each page (null: it has no such page).
    const targets: { name: string; url: string; paths: (string | null)[] }[] = [
      { name: 'ours', url: server.url, paths: pagePaths.map(ourPath) },
    ];
    for (const deployment of flags.compare) {
      const theirJob = deployment.paths.has(JOB_PAGE)
        ? deployment.paths.get(JOB_PAGE)!
        : await demoJobId(deployment.url).then(
            (id) => `/job/${id}`,
            () => null,
          );
      targets.push({
        name: deployment.name,
        url: deployment.url,
        paths: pagePaths.map((page) =>
          page === JOB_PAGE ? theirJob : deployment.paths.has(page) ? deployment.paths.get(page)! : page,
        ),
      });
      console.info(`Compared with ${deployment.name} (${deployment.url})`);
    }
    const results = targets.map((target) => target.paths.map((): RunResult[] => []));
    for (let round = 1; round <= flags.runs; round++) {
      for (const index of pagePaths.keys()) {
        for (const [t, target] of targets.entries()) {
          const path = target.paths[index];
          if (path === null || path === undefined) continue;
          const file = join(
            outDir,
            `run${round}-${index + 1}-${target.name.replace(/\W+/g, '_')}-${path.replace(/\W+/g, '_') || 'home'}.json`,
          );
          const result = await lighthouse(`${target.url}${path}`, file);
          results[t]![index]!.push(result);
          console.info(
            `  run ${round}/${flags.runs} ${target.name} ${path}: performance ${result.scores.performance}, ` +
              `accessibility ${result.scores.accessibility}, best practices ${result.scores['best-practices']}, ` +
              `SEO ${result.scores.seo}; FCP ${seconds(result.fcp)}, LCP ${seconds(result.lcp)}, ` +
              `TBT ${milliseconds(result.tbt)}, CLS ${shift(result.cls)}`,
          );
        }
      }
    }
    const summaries = targets.map((target, t) =>
      target.paths.map((path, index) => (path === null ? null : summarise(path!, results[t]![index]!))),
    );
    const pages = summaries[0]!.filter((page): page is PageSummary => page !== null);
    console.info(`\nMedians of ${flags.runs} run(s) per page (mobile defaults, simulated throttling):`);
    for (const page of pages) {
      console.info(
        `  ${page.path}: performance ${score(page.scores.performance)}, accessibility ` +
          `${score(page.scores.accessibility)}, best practices ${score(page.scores['best-practices'])}, ` +
          `SEO ${score(page.scores.seo)}; FCP ${seconds(page.fcp)}, LCP ${seconds(page.lcp)}, ` +
          `TBT ${milliseconds(page.tbt)}, CLS ${shift(page.cls)}`,
      );
    }
    const indexes = summaries.flat().flatMap((page) => page?.runs.map((r) => r.benchmarkIndex) ?? []);
    console.info(
      `  machine: Lighthouse benchmarkIndex median ${Math.round(median(indexes))} ` +
        `(min ${Math.round(Math.min(...indexes))}, max ${Math.round(Math.max(...indexes))}); ` +
        `load average now ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')} on ${availableParallelism()} cores`,
    );
    printTable(pages);
    if (flags.compare.length > 0) {
      printComparison(
        pages,
        flags.compare.map((deployment, index) => ({ deployment, pages: summaries[index + 1]! })),
      );
    }
    printMisses(pages);
    printCauses(pages);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
