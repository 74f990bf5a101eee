// `npm start` builds the web app only when a source file is newer than the last build,
// so a restart on an unchanged checkout starts in about a second.
import { execFileSync } from 'node:child_process';
import { globSync, statSync } from 'node:fs';

// The server renderer is built last: its manifest dates the whole build.
const stamp = 'dist/server/.vite/manifest.json';
const builtAt = (() => {
  try {
    return statSync(stamp).mtimeMs;
  } catch {
    return 0;
  }
})();
const sources = globSync([
  'src/web/**/*',
  'src/shared/**/*',
  'public/**/*',
  'vite.config.ts',
  // The build's own steps, which vite.config.ts imports.
  'scripts/lib/*-plugin.ts',
  'scripts/lib/library-chunks.ts',
  'package-lock.json',
]);
const stale = builtAt === 0 || sources.some((file) => statSync(file).mtimeMs > builtAt);
if (stale) {
  console.log('[air-gear] Building the web app…');
  execFileSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
}
