// Build step: after Vite has written its manifest, records for each route of the route table
// (src/shared/routes.ts) the JS files its lazy page needs beyond the entry's own, as
// dist/web/.vite/route-preloads.json. The server reads it to preload a page's chunks with its
// HTML (src/server/features/ssr/route-preloads.ts); a server-rendered page names the app's part
// of them, route-scripts.json, on its data block (features/ssr/ssr.ts). Beside them,
// route-texts.json: the locale keys each route's page can show, all a server-rendered page sends
// (src/server/features/ssr/route-texts.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { WEB_ROUTES } from '../../src/shared/routes.ts';
import { START_STAGE } from './app-chunks.ts';
import { initialFiles, pageModule, readManifest } from './manifest.ts';
import { routeTextsTable } from './route-texts.ts';

const localeGroups = () =>
  Object.keys(
    JSON.parse(
      readFileSync(new URL('../../public/locales/en/translation.json', import.meta.url), 'utf8'),
    ) as object,
  );

export function routePreloadsPlugin(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'air-gear-route-preloads',
    apply: 'build',
    // The resolved folder: the benchmarks build into one of their own with --outDir.
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    // closeBundle runs after the manifest has been written to disk.
    closeBundle() {
      if (ssr) return;
      const manifest = readManifest(outDir);
      // The entry's stages are preloaded with a page the browser renders alone: the built
      // index.html names only the entry's static imports.
      const entryFiles = initialFiles(manifest, [], { stages: false });
      // A server-rendered page requests its own scripts after the first paint, the libraries
      // still stage by stage (src/web/lib/ssr-payload.ts): all the entry's stages but the app's.
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      const libraryStages = (entry?.dynamicImports ?? []).filter((key) => key !== START_STAGE);
      const libraryFiles = initialFiles(manifest, libraryStages, { stages: false });
      const table: Record<string, string[]> = {};
      const scripts: Record<string, string[]> = {};
      const pages: Record<string, string> = {};
      for (const route of WEB_ROUTES) {
        pages[route.path] = manifest[pageModule(route.page)]!.file;
        table[route.path] = [...initialFiles(manifest, [pageModule(route.page)])].filter(
          (file) => file.endsWith('.js') && !entryFiles.has(file),
        );
        scripts[route.path] = table[route.path]!.filter((file) => !libraryFiles.has(file));
      }
      writeFileSync(join(outDir, '.vite/route-preloads.json'), JSON.stringify(table, null, 1));
      writeFileSync(join(outDir, '.vite/route-scripts.json'), JSON.stringify(scripts, null, 1));
      writeFileSync(join(outDir, '.vite/route-pages.json'), JSON.stringify(pages, null, 1));
      const texts = routeTextsTable(localeGroups());
      writeFileSync(join(outDir, '.vite/route-texts.json'), JSON.stringify(texts, null, 1));
    },
  };
}
