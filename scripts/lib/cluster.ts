// The parts of `npm run cluster-test`: instances of the real server on one external database
// and a real nginx in front of them (installed from Debian when missing).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, startServer, type ServerProcess } from './server-process.ts';

export type Instance = {
  port: number;
  server: ServerProcess;
  /** SIGTERM, then the exit code. */
  terminate: () => Promise<number | null>;
  restart: () => Promise<void>;
};

export async function startInstance(
  port: number,
  env: Record<string, string>,
  dataDir: string,
): Promise<Instance> {
  const instance: Instance = {
    port,
    server: await startServer({ dataDir, port, env }),
    terminate: async () => {
      const exited = new Promise<number | null>((resolve) =>
        instance.server.child.on('exit', (code) => resolve(code)),
      );
      instance.server.child.kill('SIGTERM');
      return exited;
    },
    restart: async () => {
      instance.server = await startServer({ dataDir, port, env });
    },
  };
  return instance;
}

export function ensureNginx(say: (m: string) => void): string {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  say('nginx is missing: installing it from Debian (apt-get install nginx-light).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0 || !existsSync('/usr/sbin/nginx'))
    throw new Error('could not install nginx (apt-get install nginx-light)');
  return '/usr/sbin/nginx';
}

/** nginx on `port` in front of the instances, with scripts/cluster/nginx.conf. */
export async function startNginx(
  binary: string,
  dir: string,
  ports: { port: number; a: number; b: number },
): Promise<{ stop: () => Promise<void>; child: ChildProcess }> {
  await mkdir(dir, { recursive: true });
  const template = await readFile(join(ROOT, 'scripts/cluster/nginx.conf'), 'utf8');
  const config = template
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{PORT}}', String(ports.port))
    .replaceAll('{{A}}', String(ports.a))
    .replaceAll('{{B}}', String(ports.b));
  const file = join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(binary, ['-c', file, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${ports.port}/api/health/live/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** `npm run worker` on the cluster's database, with `env`; resolves once it runs jobs. */
export async function startJobWorker(
  env: Record<string, string>,
  dataDir: string,
): Promise<{ child: ChildProcess; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [join(ROOT, 'src/server/worker.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-5000);
      if (output.includes('Running jobs.')) resolve();
    });
    void exited.then((code) => reject(new Error(`worker exited (${code}):\n${output}`)));
  });
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
