import { describe, expect, it } from 'vitest';
import { moveScriptsAfterContent, PRELOADS_PER_TASK } from './scripts-after-content';

// What Vite writes into the built index.html: the entry and its chunks' preloads in the head.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/en-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body>
    <div id="root"></div>
    <!--app-config-->
  </body>
</html>`;

describe('moveScriptsAfterContent', () => {
  const html = moveScriptsAfterContent(BUILT);
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));

  it('leaves only the stylesheet in the head', () => {
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
  });

  it('loads no script and preloads nothing from the markup: one inline script after the content', () => {
    const after = body.slice(body.indexOf('<!--app-config-->'));
    expect(after.match(/<(script|link)[^>]*>/g)).toEqual(['<script nonce="__CSP_NONCE__">']);
  });

  /**
   * Runs the loader of `page` with a stand-in browser; returns what it preloaded and imported, in order.
   * An import of `failing` rejects (the network is down); every other import resolves.
   */
  function runLoader(pageModules: string[] | null, page = html, failing?: string) {
    const script = /<script nonce="__CSP_NONCE__">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const done: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const fakeDocument = {
      getElementById: (id: string) =>
        id === 'page-modules' && pageModules ? { textContent: JSON.stringify(pageModules) } : null,
      createElement: () => ({}) as { rel?: string; href?: string },
      head: {
        appendChild: (link: { rel?: string; href?: string; crossOrigin?: string }) =>
          done.push(`${link.rel} ${link.href} crossorigin=${JSON.stringify(link.crossOrigin)}`),
      },
    };
    // The test runs the very script the build writes into the page, with fakes for what it uses.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const loader = new Function(
      'requestAnimationFrame',
      'setTimeout',
      'document',
      'importModule',
      script.replaceAll('import(', 'importModule('),
    ) as (...fakes: unknown[]) => void;
    loader(
      (callback: () => void) => frames.push(callback),
      (run: () => void, ms: number) => timers.push({ run, ms }),
      fakeDocument,
      (source: string) => {
        done.push(`import ${source}`);
        return source === failing ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    );
    return { done, frames, timers };
  }

  it("after the first frame is painted, preloads the chunks and the page's, then imports the entry once", () => {
    const { done, frames, timers } = runLoader(['/assets/home-page-e.js']);
    expect(done).toEqual([]);
    frames.shift()!();
    // The frame's callback only queues the work, to run once the frame has been painted.
    expect(done).toEqual([]);
    for (const timer of timers.sort((a, b) => a.ms - b.ms)) timer.run();
    expect(done).toEqual([
      'modulepreload /assets/react-b.js crossorigin=""',
      'modulepreload /assets/en-c.js crossorigin=""',
      'modulepreload /assets/home-page-e.js crossorigin=""',
      'import /assets/index-a.js',
    ]);
  });

  it('preloads a few chunks per task, so no task of the loader is long, and imports the entry last', () => {
    const many = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, index) => `/assets/page-${index}.js`);
    const { done, frames, timers } = runLoader(many);
    frames.shift()!();
    timers.shift()!.run(); // the task the frame queued: the first batch
    const preloads = () => done.filter((line) => line.startsWith('modulepreload')).length;
    expect(preloads()).toBe(PRELOADS_PER_TASK);
    expect(done.some((line) => line.startsWith('import'))).toBe(false);
    // The next batches, one queued task each; the hidden-tab timer (1 s) finds the loader started.
    for (let task = 0; task < 5 && timers.length > 0; task += 1) {
      timers
        .sort((a, b) => a.ms - b.ms)
        .shift()!
        .run();
    }
    expect(preloads()).toBe(2 + many.length);
    expect(done.filter((line) => line.startsWith('import'))).toEqual(['import /assets/index-a.js']);
    expect(done.at(-1)).toBe('import /assets/index-a.js');
  });

  it('starts after a second in a tab that paints no frames (hidden)', () => {
    const { done, timers } = runLoader(null);
    timers.find((timer) => timer.ms === 1000)!.run();
    expect(done.at(-1)).toBe('import /assets/index-a.js');
  });

  it('refuses a page without its entry script', () => {
    expect(() => moveScriptsAfterContent('<html><head></head><body></body></html>')).toThrow(
      /0 entry scripts/,
    );
  });

  it('imports the first module on its own, then the entry in a task of its own, even if the first failed', async () => {
    const withFirst = moveScriptsAfterContent(BUILT, '/assets/react-b.js');
    for (const failing of [undefined, '/assets/react-b.js']) {
      const { done, frames, timers } = runLoader(null, withFirst, failing);
      frames.shift()!();
      timers.find((timer) => timer.ms === 0)!.run(); // the only batch of preloads, then the first module
      expect(done.filter((line) => line.startsWith('import'))).toEqual(['import /assets/react-b.js']);
      await Promise.resolve(); // the first module's import settles...
      await Promise.resolve();
      // ...and the entry waits for a task of its own.
      expect(done.filter((line) => line.startsWith('import'))).toEqual(['import /assets/react-b.js']);
      timers.at(-1)!.run();
      expect(done.filter((line) => line.startsWith('import'))).toEqual([
        'import /assets/react-b.js',
        'import /assets/index-a.js',
      ]);
    }
  });

  it("refuses a first module that is not one of the entry's chunks", () => {
    expect(() => moveScriptsAfterContent(BUILT, '/assets/other.js')).toThrow(/not one of the entry's chunks/);
  });
});
