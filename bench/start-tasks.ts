/**
 * Long tasks at start on a phone with a 4x slowed CPU (issue #22):
 * `npm run bench:start-tasks -- [--runs N] [--path /x ...] [NAME=URL ...]`.
 *
 * Loads each page (default `/`, `/jobs/all`, `/jobs/mumbai`, `/post`, `/cities`) of each deployment
 * already running (default `ours=http://localhost:3000`: `npm start`; another, e.g. a build of an earlier
 * commit, to compare) in the system Chromium (CHROMIUM_PATH, /usr/bin/chromium by default) at 412 px with
 * a phone's user agent and the CPU slowed 4x, alternating deployments run by run, until the app has taken
 * the page over (`data-app-ready`) and 1.5 s more. The browser's own Long Tasks and Long Animation Frames
 * APIs report what ran: tasks over 50 ms, and each script that ran over 50 ms in one go with its file.
 * No Chrome trace: tracing makes V8 collect source positions (it parses React DOM again inside its
 * evaluation), which would inflate the scripts' tasks. The observers start as the document does, so the
 * browser's own first task (committing the navigation) is not among the tasks counted.
 *
 * Prints each run and, per deployment and page, the medians: long tasks, the longest, blocking time (the
 * sum of each task's time over 50 ms), scripts over 50 ms and the longest script.
 */
import { chromium, type CDPSession } from '@playwright/test';

interface Observed {
  tasks: { start: number; duration: number }[];
  scripts: { duration: number; file: string; invoker: string }[];
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const values: string[] = [];
  for (let index = args.indexOf(name); index >= 0; index = args.indexOf(name, index + 1)) {
    const value = args[index + 1];
    if (value) values.push(value);
  }
  return values;
};
const runs = Number(option('--runs')[0] ?? 3);
const paths =
  option('--path').length > 0 ? option('--path') : ['/', '/jobs/all', '/jobs/mumbai', '/post', '/cities'];
const deployments = args
  .filter((arg) => /^[\w-]+=https?:\/\//.test(arg))
  .map((arg) => arg.split(/=(.*)/s) as [string, string]);
if (deployments.length === 0) deployments.push(['ours', 'http://localhost:3000']);

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** Runs in the page before its own scripts: collects long tasks and the scripts of long frames. */
function observeLongWork() {
  const observed: Observed = { tasks: [], scripts: [] };
  (window as unknown as { __observed: Observed }).__observed = observed;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      observed.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as unknown as { scripts: PerformanceEntry[] }[])
      for (const script of frame.scripts as unknown as {
        duration: number;
        sourceURL: string;
        invoker: string;
      }[])
        observed.scripts.push({
          duration: script.duration,
          file: script.sourceURL.replace(/^.*\//, ''),
          invoker: script.invoker,
        });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * Waits for the app to take the page over, and 1.5 s more. Asks through the DevTools protocol: Playwright's
 * own waits inject a script into the page, itself a long task at 4x.
 */
async function waitForApp(cdp: CDPSession): Promise<void> {
  for (let tries = 0; tries < 120; tries += 1) {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: 'document.documentElement.hasAttribute("data-app-ready")',
    })) as { result: { value?: unknown } };
    if (result.value === true) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summaries: string[] = [];
for (const path of paths) {
  const rows = new Map(deployments.map(([name]) => [name, [] as number[][]]));
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, base] of deployments) {
      const context = await browser.newContext(PHONE);
      await context.addInitScript(observeLongWork);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + path, { waitUntil: 'load' });
      await waitForApp(cdp);
      const { tasks, scripts } = await page.evaluate(
        () => (window as unknown as { __observed: Observed }).__observed,
      );
      await context.close();
      const longScripts = scripts.filter((script) => script.duration > 50);
      const row = [
        tasks.length,
        Math.max(0, ...tasks.map((task) => task.duration)),
        tasks.reduce((sum, task) => sum + task.duration - 50, 0),
        longScripts.length,
        Math.max(0, ...scripts.map((script) => script.duration)),
      ];
      rows.get(name)?.push(row);
      console.log(
        `${name} ${path} run ${run}: ${row[0]} long tasks, longest ${row[1]?.toFixed(0)} ms, blocking ${row[2]?.toFixed(0)} ms;` +
          ` scripts over 50 ms: ${longScripts.map((script) => `${script.file || script.invoker} ${script.duration.toFixed(0)}`).join(', ') || 'none'}`,
      );
    }
  }
  for (const [name, list] of rows) {
    const column = (index: number) => median(list.map((row) => row[index] ?? 0)).toFixed(0);
    summaries.push(
      `| ${name} | ${path} | ${column(0)} | ${column(1)} | ${column(2)} | ${column(3)} | ${column(4)} |`,
    );
  }
}
await browser.close();
console.log(`\nMedians of ${runs} runs, 4x slowed CPU, 412 px:\n`);
console.log(
  '| deployment | page | long tasks | longest (ms) | blocking (ms) | scripts over 50 ms | longest script (ms) |',
);
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const line of summaries) console.log(line);
