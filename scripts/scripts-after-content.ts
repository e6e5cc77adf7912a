/**
 * The page's scripts out of the way of its first paint (decision 0023). Vite puts the entry script and a
 * `<link rel="modulepreload">` of every chunk it imports into the head of index.html, where the browser
 * fetches them at high priority beside the stylesheet: on a slow link they delay the first paint of a
 * page the server has already rendered (Lighthouse's simulation counts every high-priority request
 * finished before the paint as part of it). They go to the end of the body at low priority, the entry
 * script last; the stylesheet stays in the head, the only file the first paint waits for.
 */
const SCRIPT_TAGS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

export function moveScriptsAfterContent(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(SCRIPT_TAGS, (tag: string) => {
    tags.push(tag.trim().replace(/^<(script|link) /, '<$1 fetchpriority="low" '));
    return '';
  });
  const entries = tags.filter((tag) => tag.startsWith('<script'));
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts, expected one`);
  const preloads = tags.filter((tag) => tag.startsWith('<link'));
  return rest.replace('</body>', () => `  ${[...preloads, ...entries].join('\n    ')}\n  </body>`);
}
