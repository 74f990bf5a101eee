// Build step: after Vite has written its manifest, records for each route of the web router the
// JS files its lazy page needs beyond the entry's own, as dist/web/.vite/route-preloads.json.
// The server reads it to preload a page's chunks with its HTML (src/server/features/seo/route-preloads.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { initialFiles, readManifest, routeModules } from '../../bench/lib/manifest.ts';

/** `routerFile` is relative to Vite's root (src/web). */
export function routePreloadsPlugin(routerFile: string): Plugin {
  let outDir = '';
  let router = '';
  return {
    name: 'air-gear-route-preloads',
    apply: 'build',
    // The resolved folder: the benchmarks build into one of their own with --outDir.
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      router = resolve(config.root, routerFile);
    },
    // closeBundle runs after the manifest has been written to disk.
    closeBundle() {
      const manifest = readManifest(outDir);
      const entryFiles = initialFiles(manifest, []);
      const table: Record<string, string[]> = {};
      for (const { path, module } of routeModules(readFileSync(router, 'utf8'))) {
        table[path] = [...initialFiles(manifest, [module])].filter(
          (file) => file.endsWith('.js') && !entryFiles.has(file),
        );
      }
      writeFileSync(join(outDir, '.vite/route-preloads.json'), JSON.stringify(table, null, 1));
    },
  };
}
