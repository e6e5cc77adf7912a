import { describe, expect, it } from 'vitest';
import { moveScriptsAfterContent } from './scripts-after-content';

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

  it('puts the preloads and then the entry script after the content, at low priority', () => {
    const after = body.slice(body.indexOf('<!--app-config-->'));
    expect(after.match(/<(script|link)[^>]*>/g)).toEqual([
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/en-c.js">',
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-a.js">',
    ]);
  });

  it('refuses a page without its entry script', () => {
    expect(() => moveScriptsAfterContent('<html><head></head><body></body></html>')).toThrow(
      /0 entry scripts/,
    );
  });
});
