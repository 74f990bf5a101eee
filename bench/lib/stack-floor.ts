// The stack floor: bench/stack-floor (React, the data router, TanStack Query, i18next — the
// libraries alone, rendering translated text) built with Vite and served gzipped from memory by
// the bare server. Lighthouse on it separates what the stack costs from what Air Gear adds.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Fixture } from './bare-server.ts';
import { repoRoot } from './server.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

const gzipped = (body: Buffer, type: string): Fixture => ({
  status: 200,
  headers: { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' },
  body: gzipSync(body).toString('base64'),
});

/** Builds the page and returns the bare server's fixtures for it. */
export function stackFloorFixtures(): Record<string, Fixture> {
  const out = join(repoRoot, '.tmp/bench/stack-floor');
  execFileSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--config', 'bench/stack-floor/vite.config.ts'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const fixtures: Record<string, Fixture> = {
    '/': gzipped(readFileSync(join(out, 'index.html')), TYPES['.html']!),
    '/locales/en/translation.json': gzipped(
      readFileSync(join(repoRoot, 'public/locales/en/translation.json')),
      TYPES['.json']!,
    ),
  };
  for (const file of readdirSync(join(out, 'assets')))
    fixtures[`/assets/${file}`] = gzipped(readFileSync(join(out, 'assets', file)), TYPES['.js']!);
  return fixtures;
}
