/**
 * The page's scripts out of the way of its first paint (decision 0023). Vite puts the entry script and a
 * `<link rel="modulepreload">` of every chunk it imports into the head of index.html, where the browser
 * fetches them at high priority beside the stylesheet: on a slow link they delay the first paint of a
 * page the server has already rendered (Lighthouse's simulation counts every high-priority request
 * finished before the paint as part of it). The preloads go to the end of the body at low priority; the
 * entry is started by a small inline script after the first frame is painted, so even when the files
 * are already here (a fast link, the service worker's cache) running them never comes before the paint.
 * The stylesheet stays in the head, the only file the first paint waits for.
 */
const SCRIPT_TAGS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const ENTRY_SOURCE = /\ssrc="([^"]+)"/;

/**
 * Imports the entry after the first paint: a frame callback runs just before a frame is painted and a
 * task it queues runs after it; the timer also starts it in a tab that paints no frames (hidden).
 */
function entryLoader(source: string): string {
  return [
    '<script nonce="__CSP_NONCE__">',
    '      (function () {',
    '        var started = false;',
    '        function start() {',
    '          if (started) return;',
    '          started = true;',
    `          import(${JSON.stringify(source)});`,
    '        }',
    '        requestAnimationFrame(function () {',
    '          setTimeout(start, 0);',
    '        });',
    '        setTimeout(start, 1000);',
    '      })();',
    '    </script>',
  ].join('\n');
}

export function moveScriptsAfterContent(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(SCRIPT_TAGS, (tag: string) => {
    tags.push(tag.trim());
    return '';
  });
  const entries = tags.filter((tag) => tag.startsWith('<script'));
  const source = entries.length === 1 ? ENTRY_SOURCE.exec(entries[0]!)?.[1] : undefined;
  if (!source) throw new Error(`index.html has ${entries.length} entry scripts, expected one with a src`);
  const preloads = tags
    .filter((tag) => tag.startsWith('<link'))
    .map((tag) => tag.replace(/^<link /, '<link fetchpriority="low" '));
  return rest.replace('</body>', () => `  ${[...preloads, entryLoader(source)].join('\n    ')}\n  </body>`);
}
