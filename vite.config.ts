import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
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
        globPatterns: ['assets/*.{js,css}'],
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
  ],
  resolve: {
    // zod without its eval probe, which the CSP refuses (src/web/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
