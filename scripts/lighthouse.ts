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
import {
  median,
  milliseconds,
  printCauses,
  printComparison,
  printMisses,
  printTable,
  score,
  seconds,
  shift,
  summarise,
  type Category,
  type Deployment,
  type PageSummary,
  type Report,
  type RunResult,
} from './lighthouse-report';
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
      // A page mapped to null is one that deployment does not have.
      const theirJob = deployment.paths.has(JOB_PAGE)
        ? (deployment.paths.get(JOB_PAGE) ?? null)
        : await demoJobId(deployment.url).then(
            (id) => `/job/${id}`,
            () => null,
          );
      targets.push({
        name: deployment.name,
        url: deployment.url,
        paths: pagePaths.map((page) =>
          page === JOB_PAGE
            ? theirJob
            : deployment.paths.has(page)
              ? (deployment.paths.get(page) ?? null)
              : page,
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
          results[t]?.[index]?.push(result);
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
      target.paths.map((path, index) => (path === null ? null : summarise(path, results[t]?.[index] ?? []))),
    );
    const pages = (summaries[0] ?? []).filter((page): page is PageSummary => page !== null);
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
        flags.compare.map((deployment, index) => ({ deployment, pages: summaries[index + 1] ?? [] })),
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
