// Starting the baseline server of lib/bare-server.ts with the bytes the product answered.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fixture } from './bare-server.ts';
import { stopOnInterrupt } from './interrupt.ts';
import { repoRoot, stopChild } from './server.ts';

const SKIP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * What the product answers on each path, for the baseline server to repeat byte for byte.
 * `clients`: the paths are asked for by that many clients behind a proxy (X-Forwarded-For), as
 * the load will be, so a server with its per-IP limits on answers a thousand of them.
 */
export async function capture(
  base: string,
  paths: string[],
  clients = 0,
): Promise<Record<string, Fixture>> {
  const fixtures: Record<string, Fixture> = {};
  for (const [i, path] of paths.entries()) {
    // wrk asks for no compression: neither does the capture, so the bytes are the same.
    const asked: Record<string, string> = { 'accept-encoding': 'identity' };
    if (clients > 0) asked['x-forwarded-for'] = `10.${i % 250}.${Math.floor(i / 250) % 250}.2`;
    const response = await fetch(base + path, { headers: asked });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !SKIP_HEADERS.has(name)),
    );
    fixtures[path] = { status: response.status, headers, body: body.toString('base64') };
  }
  return fixtures;
}

/** `server` may name another baseline answering the same fixtures (lib/fastify-server.ts). */
export async function startBare(
  fixtures: Record<string, Fixture>,
  port: number,
  server = 'bench/lib/bare-server.ts',
) {
  const file = join(tmpdir(), `bench-fixtures-${process.pid}-${port}.json`);
  await writeFile(file, JSON.stringify(fixtures));
  const child = spawn(process.execPath, [server, file, String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: stopOnInterrupt(() => stopChild(child, 'SIGTERM')),
  };
}
