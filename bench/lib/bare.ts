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

/** What the product answers on each path, for the baseline server to repeat byte for byte. */
export async function capture(base: string, paths: string[]): Promise<Record<string, Fixture>> {
  const fixtures: Record<string, Fixture> = {};
  for (const path of paths) {
    // autocannon asks for no compression: neither does the capture, so the bytes are the same.
    const response = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
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
