// What a page of the built web app loads before it can render: the entry chunk, the route's lazy
// chunk and everything they import statically, with their CSS, gzipped, read from Vite's build
// manifest. Shared by the build's route preloads, the bundle budget in `npm test`
// (scripts/check-bundle.ts) and bench/frontend.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, Chunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * Files (JS and CSS) the entry and the given modules load, following static imports, and the
 * entry's own dynamic imports: it imports its stages that way on every page (src/web/main.tsx).
 */
export function initialFiles(
  manifest: Manifest,
  modules: string[],
  /** False: not the entry's stages (the files the built index.html itself preloads). */
  { stages = true } = {},
): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry: run `npm run build`.');
  visit(entry);
  if (stages) manifest[entry]!.dynamicImports?.forEach(visit);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The manifest has no chunk for ${module}.`);
    visit(module);
  }
  return files;
}

export type Bytes = { js: number; css: number; files: number };

export function gzippedBytes(distDir: string, files: Set<string>): Bytes {
  const size = (ext: string) =>
    [...files]
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f))).length, 0);
  return { js: size('.js'), css: size('.css'), files: files.size };
}

/** The manifest key of a route table entry (`features/gears/home-page.tsx#HomePage`). */
export const pageModule = (page: string) => page.split('#')[0]!;
