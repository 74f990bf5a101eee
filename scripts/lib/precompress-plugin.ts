// Build step: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of
// the browser build, at the highest levels, once. The server sends the copy the browser accepts
// (@fastify/static's `preCompressed`, src/server/features/ssr/web-app.ts) instead of compressing
// the same file again on every request. Measured over the 46 files of a first visit to `/wing`
// (bench/README.md, session 10): 13 % fewer bytes (Brotli 11 against the on-the-fly level 4),
// and 122–138 ms of the server's CPU a visit instead of 162–194 ms (the React chunk alone
// 3.7 ms instead of 12), on the two cores the phone's page shares with the server there.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './compile-hints-plugin.ts';

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
  return {
    name: 'air-gear-precompress',
    apply: clientBuildOnly,
    enforce: 'post',
    // Once every file is on disk, the copied public folder's translations too. The HTML template
    // is left out (the server fills it in per page), and so are the build's records in `.vite`.
    async writeBundle({ dir = '' }) {
      const files = (await readdir(dir, { recursive: true })).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.'),
      );
      await Promise.all(files.map((name) => precompressFile(join(dir, name))));
    },
  };
}
