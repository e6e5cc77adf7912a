/**
 * The page's scripts out of the way of its first paint (decision 0026). Vite puts the entry script and a
 * `<link rel="modulepreload">` of every chunk it imports into the head of index.html, where the browser
 * fetches them beside the stylesheet: on a slow link they delay the first paint of a page the server has
 * already rendered. Lighthouse's simulation counts every script fetched before the first paint into FCP
 * and LCP, whatever its priority. So both leave the head for a small inline script at the end of the
 * body that, once the first frame is painted, preloads the chunks (Vite's list, and the rendered page's
 * from `<script id="page-modules">`, written by the server) and imports the entry. The stylesheet stays
 * in the head, the only file the first paint waits for.
 *
 * Given a first module (React DOM's chunk, decision 0044), the loader imports it on its own and the entry
 * a task later: the browser evaluates every module an import reaches in one task, and React DOM with the
 * rest of the entry made one long task on a slow phone. The entry imports the same module, evaluated once.
 */
const SCRIPT_TAGS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const ENTRY_SOURCE = /\ssrc="([^"]+)"/;
const PRELOAD_HREF = /\shref="([^"]+)"/;

/**
 * Chunks preloaded per task: inserting a modulepreload link costs the browser a few milliseconds on a
 * phone's CPU (64 links took 200 ms and more at Lighthouse's 4x slowdown, one long task), so they go in
 * small batches, a task each, and no task of the loader blocks a tap for long (decision 0028). Two per
 * task: a batch of 8 still took 58-226 ms at 4x, with a large chunk among them (decision 0044).
 */
export const PRELOADS_PER_TASK = 2;

/**
 * After the first paint (a frame callback runs just before a frame is painted, and a task it queues runs
 * after it; the timer also starts it in a hidden tab, which paints no frames): preloads the chunks, a
 * few per task, then imports the entry.
 */
function entryLoader(entry: string, chunks: string[], first: string | undefined): string {
  return [
    '<script nonce="__CSP_NONCE__">',
    '      (function () {',
    '        var started = false;',
    '        function start() {',
    '          if (started) return;',
    '          started = true;',
    `          var files = ${JSON.stringify(chunks)};`,
    "          var page = document.getElementById('page-modules');",
    '          if (page) files = files.concat(JSON.parse(page.textContent));',
    '          (function preload(from) {',
    `            files.slice(from, from + ${PRELOADS_PER_TASK}).forEach(function (file) {`,
    "              var link = document.createElement('link');",
    "              link.rel = 'modulepreload';",
    "              link.crossOrigin = '';",
    '              link.href = file;',
    '              document.head.appendChild(link);',
    '            });',
    `            if (from + ${PRELOADS_PER_TASK} < files.length) {`,
    '              setTimeout(function () {',
    `                preload(from + ${PRELOADS_PER_TASK});`,
    '              }, 0);',
    `            } else ${first ? importFirst(first, entry) : `import(${JSON.stringify(entry)});`}`,
    '          })(0);',
    '        }',
    '        requestAnimationFrame(function () {',
    '          setTimeout(start, 0);',
    '        });',
    '        setTimeout(start, 1000);',
    '      })();',
    '    </script>',
  ].join('\n');
}

/** Imports `first`, then the entry in a task of its own (even if `first` failed: the entry says why). */
function importFirst(first: string, entry: string): string {
  const next = `function () { setTimeout(function () { import(${JSON.stringify(entry)}); }, 0); }`;
  return `import(${JSON.stringify(first)}).then(${next}, ${next});`;
}

export function moveScriptsAfterContent(html: string, first?: string): string {
  const tags: string[] = [];
  const rest = html.replace(SCRIPT_TAGS, (tag: string) => {
    tags.push(tag.trim());
    return '';
  });
  const entries = tags.filter((tag) => tag.startsWith('<script'));
  const [only] = entries;
  const entry = entries.length === 1 && only !== undefined ? ENTRY_SOURCE.exec(only)?.[1] : undefined;
  if (!entry) throw new Error(`index.html has ${entries.length} entry scripts, expected one with a src`);
  const chunks = tags.flatMap((tag) => PRELOAD_HREF.exec(tag)?.[1] ?? []);
  if (first && !chunks.includes(first)) throw new Error(`${first} is not one of the entry's chunks`);
  return rest.replace('</body>', () => `  ${entryLoader(entry, chunks, first)}\n  </body>`);
}
