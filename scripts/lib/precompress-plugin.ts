// Build step: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of
// the browser build, at the highest levels, once. The server sends the copy the browser accepts
// (@fastify/static's `preCompressed`, src/server/features/seo/web-app.ts) instead of compressing
// the same file again on every request: that cost about 2 ms of the server's CPU a script, 7 ms
// for the React chunk, some 90 ms for the 45 scripts of a first visit to `/wing`, on the two
// cores the phone's page shares with it in the benchmarks. Brotli at level 11 is also 13 %
// smaller than the on-the-fly level 4 (bench/README.md, session 10).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
// Below this, the headers outweigh the saving (the threshold @fastify/compress uses).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompressFile(path: string) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'air-gear-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // Once every file is on disk, the copied public folder's translations too. The HTML template
    // is left out (the server fills it in per page), and so are the build's records in `.vite`.
    async writeBundle({ dir = '' }) {
      if (ssr) return;
      const files = (await readdir(dir, { recursive: true })).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.'),
      );
      await Promise.all(files.map((name) => precompressFile(join(dir, name))));
    },
  };
}
