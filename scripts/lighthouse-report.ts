/**
 * The Lighthouse script's reading of its reports (`npm run lighthouse`, scripts/lighthouse.ts): the medians of a
 * page's runs, the tables it prints (one deployment, or ours beside others), the targets missed and, from
 * the report of each page's median run, the causes (LCP element, render-blocking requests, scripts, layout shifts).
 */
import { readFileSync } from 'node:fs';

/** Another deployment measured beside ours (`--compare`). */
export interface Deployment {
  name: string;
  url: string;
  /** Our page path (`/job/{id}` for the job page) -> its path there, null where it has no such page. */
  paths: Map<string, string | null>;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

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
export interface Report {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, Audit | undefined>;
}

export interface RunResult {
  file: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted[middle - 1];
  if (upper === undefined) return NaN; // no values
  return sorted.length % 2 === 1 || lower === undefined ? upper : (lower + upper) / 2;
}

export interface PageSummary {
  path: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  runs: RunResult[];
}

export function summarise(path: string, runs: RunResult[]): PageSummary {
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

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
export const shift = (value: number) => value.toFixed(3);
export const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

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
export function printComparison(
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
            score(page.scores.performance),
        );
      }
    }
  }
  console.info(`\nSide by side (medians):\n${rows.join('\n')}`);
  console.info(`\nPages where ours scores below another deployment's median performance:`);
  console.info(behind.length > 0 ? behind.join('\n') : '  none');
}

export function printTable(pages: PageSummary[]): void {
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

export function printMisses(pages: PageSummary[]): void {
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

export function printCauses(pages: PageSummary[]): void {
  console.info("\nFrom each page's median-performance run:");
  for (const page of pages) {
    const byPerformance = [...page.runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const run = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    if (!run) continue;
    const report = JSON.parse(readFileSync(run.file, 'utf8')) as Report;
    console.info(`  ${page.path} (${run.file})`);
    console.info(`    LCP element: ${lcpElement(report)}`);
    console.info(`    render-blocking: ${renderBlocking(report)}`);
    console.info(`    scripts: ${largestScripts(report)}`);
    if (page.cls >= 0.01) console.info(`    layout shifts: ${layoutShifts(report)}`);
  }
}
