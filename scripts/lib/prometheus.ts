// A real Prometheus for `npm run cluster-test` (Debian's package, installed when missing, as
// nginx is), scraping the instances and the worker with scripts/cluster/prometheus.yml, and the
// HTTP API calls the test asks it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './server-process.ts';

export function ensurePrometheus(say: (m: string) => void): string {
  const path = '/usr/bin/prometheus';
  if (existsSync(path)) return path;
  say('Prometheus is missing: installing it from Debian (apt-get install prometheus).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'prometheus'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0 || !existsSync(path))
    throw new Error('could not install prometheus (apt-get install prometheus)');
  return path;
}

export type Prometheus = {
  /** The result vector of an instant query: each series' labels and value. */
  query: (promql: string) => Promise<{ metric: Record<string, string>; value: number }[]>;
  /** Each scrape target's `instance` label and health (up, down, unknown). */
  targets: () => Promise<{ instance: string; health: string; lastError: string }[]>;
  stop: () => Promise<void>;
};

export async function startPrometheus(
  binary: string,
  dir: string,
  ports: { port: number; a: number; b: number; worker: number },
): Promise<Prometheus> {
  await mkdir(dir, { recursive: true });
  const template = await readFile(join(ROOT, 'scripts/cluster/prometheus.yml'), 'utf8');
  const file = join(dir, 'prometheus.yml');
  await writeFile(
    file,
    template
      .replaceAll('{{A}}', String(ports.a))
      .replaceAll('{{B}}', String(ports.b))
      .replaceAll('{{WORKER}}', String(ports.worker)),
  );
  const base = `http://127.0.0.1:${ports.port}`;
  const child = spawn(
    binary,
    [
      `--config.file=${file}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${ports.port}`,
      '--log.level=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${base}/-/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}/api/v1/${path}`);
    const body = (await res.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`prometheus ${path}: ${body.error}`);
    return body.data;
  };
  return {
    query: async (promql) => {
      const data = await api<{
        result: { metric: Record<string, string>; value: [number, string] }[];
      }>(`query?query=${encodeURIComponent(promql)}`);
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    targets: async () => {
      const data = await api<{
        activeTargets: { labels: Record<string, string>; health: string; lastError: string }[];
      }>('targets?state=active');
      return data.activeTargets.map((t) => ({
        instance: t.labels.instance ?? '',
        health: t.health,
        lastError: t.lastError,
      }));
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
