// Build step: marks the browser's library chunks (library-chunks.ts) with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad`. V8 otherwise compiles each function the first time it
// runs, inside whatever task calls it: i18next's first translation and the router's creation
// paid 47 and 57 ms of a phone's main thread (4× throttled) for their compile alone. With the
// hint, V8 compiles the whole file with the script, one task per chunk. Blocking time after the
// first paint of `/gears` fell by about a quarter, 389–505 → 261–347 ms at 4× CPU (bench/README.md,
// session 9), on the hydration path route loaders leave as it was (decision 017). Other engines
// ignore the line.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The browser's build only: the server renderer's build (`--ssr`) has no use for either step. */
export const clientBuildOnly: Plugin['apply'] = (_config, { command, isSsrBuild }) =>
  command === 'build' && !isSsrBuild;

export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'air-gear-compile-hints',
    apply: clientBuildOnly,
    // After Vite's own bundle steps, which put their helpers at the top of a chunk.
    enforce: 'post',
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && chunkNames.includes(file.name))
          file.code = COMPILE_HINT + file.code;
      }
    },
  };
}
