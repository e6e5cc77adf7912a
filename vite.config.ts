import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { moveScriptsAfterContent } from './scripts/scripts-after-content.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** The built index.html, kept for the service worker's list of app shell files (written before it is built). */
let builtHtml = '';
const keepBuiltHtml: Plugin = {
  name: 'dailywork:keep-built-html',
  apply: 'build',
  writeBundle(_options, bundle) {
    const html = bundle['index.html'];
    if (html?.type === 'asset') builtHtml = String(html.source);
  },
};

/** React DOM's chunk, which index.html's loader evaluates a task before the entry (decision 0044). */
const REACT_DOM_CHUNK = 'react-dom';

/** The entry script and its preloads after the page's content, at low priority (scripts/scripts-after-content.ts). */
const scriptsAfterContent: Plugin = {
  name: 'dailywork:scripts-after-content',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const reactDom = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.name === REACT_DOM_CHUNK,
      );
      return moveScriptsAfterContent(html, reactDom && `/${reactDom.fileName}`);
    },
  },
};

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Two builds (npm run build): the web app into dist/web, then its server renderer
 * (src/web/entry-server.tsx, `vite build --ssr`) into dist/ssr, which the server loads (src/server/main.ts).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : clientOnlyPlugins())],
  resolve: {
    // zod without its eval probe, which the CSP refuses (src/web/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)) },
      // React Router's production build (its package exports only the development one, whose extra
      // checks and warnings run on every phone: remix-run/react-router#14102); dev keeps the warnings.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The renderer carries its libraries (React's production build among them: the server itself runs
  // without NODE_ENV=production), so one copy of React serves every component.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
      }
    : // The manifest tells the server which files a page's code needs, to preload them (plugins/html.ts).
      {
        outDir: '../../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            // TanStack Query in one chunk, not five of 0.1-7.5 KB that every page loads anyway: fewer
            // requests and preload links at start, and one gzip stream (issue #22: 2.1 KB less on `/`).
            codeSplitting: {
              groups: [
                // React DOM in a chunk of its own, which index.html's loader evaluates a task before the
                // entry: the largest module by far, it made the entry's evaluation one long task (decision 0044).
                {
                  name: REACT_DOM_CHUNK,
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]web[\\/]lib[\\/]react-dom-first\.ts$/,
                },
                { name: 'query', test: /node_modules[\\/]@tanstack/ },
                // The small modules every job card needs, and those of places (city names, slugs), each
                // set in one chunk, not nine and five of 0.1-0.4 KB: fewer requests and less import
                // boilerplate on every page with cards (issue #22: 1.3 KB less on `/jobs/all`). A group
                // takes its modules' dependencies along: card-parts holds the shell's texts and
                // categories too, which the entry imports, so every page loads it (decision 0043).
                {
                  name: 'card-parts',
                  test: /src[\\/](web[\\/]lib[\\/](cn|format|today)|web[\\/]components[\\/](ui[\\/](badge|card)|category-icon|job-card[\\/]job-text)|shared[\\/](shifts|tel|api[\\/]validation))\.tsx?$/,
                },
                {
                  name: 'place-parts',
                  test: /src[\\/]shared[\\/](geo[\\/]location-label|i18n[\\/]place-names|text[\\/]slug|limits|ids)\.ts$/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
}));

function clientOnlyPlugins() {
  return [
    scriptsAfterContent,
    keepBuiltHtml,
    // The service worker (src/web/sw.ts -> dist/web/sw.js), production builds only; src/web/lib/service-worker.ts
    // registers it. The manifest is src/web/public/manifest.webmanifest (linked from index.html).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        // A classic service worker (registered without type: 'module') in one file. The plugin's default 'es'
        // build sets Rolldown's deprecated inlineDynamicImports (a warning on every build); 'iife' does not.
        rollupFormat: 'iife',
        globPatterns: ['assets/*.{js,css,svg}'],
        // Installed up front: only the app shell (what index.html loads), not every page's code.
        manifestTransforms: [
          (entries) => {
            if (!builtHtml) throw new Error('index.html was not built before the service worker');
            return {
              manifest: entries.filter((entry) => builtHtml.includes(`/${entry.url}"`)),
              warnings: [],
            };
          },
        ],
      },
    }),
  ];
}
