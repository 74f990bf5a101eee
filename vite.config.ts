import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_GROUPS, appChunksPlugin } from './scripts/lib/app-chunks.ts';
import { compileHintsPlugin } from './scripts/lib/compile-hints-plugin.ts';
import { LIBRARY_GROUPS } from './scripts/lib/library-chunks.ts';
import { precompressPlugin } from './scripts/lib/precompress-plugin.ts';
import { routePreloadsPlugin } from './scripts/lib/route-preloads-plugin.ts';

const isEntryChunk = (file: string) => /(^|\/)index-[\w-]+\.js$/.test(file);

// The SPA lives in src/web; `npm run build` writes it to dist/web, which the server serves.
// In `npm run dev` the API runs on :3001 and Vite proxies /api, /media to it.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    appChunksPlugin(),
    routePreloadsPlugin(),
    compileHintsPlugin(LIBRARY_GROUPS.map((group) => group.name)),
    precompressPlugin(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The polyfill (a quarter of a KB on every page) only helps browsers without
    // <link rel="modulepreload"> (Safari before 17, Firefox before 115): they still load every
    // module, found through the imports instead of ahead of them.
    modulePreload: {
      polyfill: false,
      // The entry's stages (src/web/main.tsx) load without the preload helper: on a
      // server-rendered page nothing is requested before the first paint, then the app's chunks
      // (preloadPageScripts in ssr-payload.ts) and each library as its stage starts; on the
      // others, the HTML's route preloads name them all (route-preloads.ts).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && isEntryChunk(hostId) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...LIBRARY_GROUPS, ...APP_GROUPS],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': 'http://127.0.0.1:3001', '/media': 'http://127.0.0.1:3001' },
  },
});
