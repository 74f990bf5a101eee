// Debian's wrk as the load generator: one C process with an event loop per thread, which
// saturates a bare node:http server on this machine where autocannon (one Node process) capped
// it near 13 000 req/s and so inflated every ratio. The client's own CPU time is measured too
// (`times` of the shell that runs it), so a report can show the client was not the limit.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = new URL('./wrk-report.lua', import.meta.url).pathname;

export type WrkRun = {
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  bytes_per_answer: number;
  /** Answers that were not 2xx/3xx, and socket errors (connect, read, write, timeout). */
  errors: number;
  /** CPU seconds of wrk per second of run: 1 = one core busy. */
  client_cpu: number;
  /** CPU seconds of the server process per second of run (when its pid is given). */
  server_cpu?: number;
  /** CPU seconds of the database's processes per second of run (when `dbDir` is given). */
  db_cpu?: number;
};

const statOf = (pid: number | string) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** utime + stime of a process, in seconds (/proc/<pid>/stat, clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const fields = statOf(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds of a PostgreSQL cluster: its postmaster (postmaster.pid in its data folder) and
 * every backend it forked; the product's cache misses cost database time the node process
 * does not show.
 */
export function clusterCpuSeconds(pgData: string): number {
  const postmaster = Number(readFileSync(join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuSeconds(postmaster);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = statOf(pid);
      if (Number(fields[1]) === postmaster)
        total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

const clock = (text: string) => {
  const m = /(\d+)m([\d.]+)s/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
};

export async function wrk(options: {
  base: string;
  paths: string[];
  duration: number;
  connections: number;
  threads?: number;
  serverPid?: number;
  /** The data folder of the PostgreSQL cluster the server uses, to count its CPU too. */
  dbDir?: string;
  /** Requests come from this many clients behind a proxy (X-Forwarded-For), 0: one client. */
  clients?: number;
  /** Sent with every request, e.g. a Cookie. */
  headers?: Record<string, string>;
}): Promise<WrkRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, WRK_CLIENTS: String(options.clients ?? 0) };
  if (options.paths.length > 1) {
    const file = join(tmpdir(), `wrk-paths-${process.pid}.txt`);
    await writeFile(file, `${options.paths.join('\n')}\n`);
    env.WRK_PATHS = file;
  }
  const args = [
    `-t${options.threads ?? 1}`,
    `-c${options.connections}`,
    `-d${options.duration}s`,
    // A rendered page under fifty connections on a busy machine may take seconds: not an error.
    '--timeout',
    '30s',
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]),
    '-s',
    script,
    options.base + options.paths[0],
  ];
  const serverBefore = options.serverPid ? cpuSeconds(options.serverPid) : 0;
  const dbBefore = options.dbDir ? clusterCpuSeconds(options.dbDir) : 0;
  // `times` prints the shell's, then its children's user and system time.
  const { stdout } = await run('sh', ['-c', 'wrk "$@"; times', 'sh', ...args], {
    env,
    maxBuffer: 1 << 20,
  });
  const serverAfter = options.serverPid ? cpuSeconds(options.serverPid) : 0;
  const dbAfter = options.dbDir ? clusterCpuSeconds(options.dbDir) : 0;
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const s = JSON.parse(line.slice(9)) as Record<string, number>;
  const seconds = s.duration_us! / 1e6;
  const [user = '', system = ''] = stdout.trim().split('\n').at(-1)!.split(' ');
  return {
    rps: Math.round(s.requests! / seconds),
    p50_ms: s.p50_us! / 1000,
    p95_ms: s.p95_us! / 1000,
    p99_ms: s.p99_us! / 1000,
    bytes_per_answer: Math.round(s.bytes! / Math.max(1, s.requests!)),
    errors: s.status_errors! + s.socket_errors!,
    client_cpu: Math.round(((clock(user) + clock(system)) / seconds) * 100) / 100,
    ...(options.serverPid && {
      server_cpu: Math.round(((serverAfter - serverBefore) / seconds) * 100) / 100,
    }),
    ...(options.dbDir && { db_cpu: Math.round(((dbAfter - dbBefore) / seconds) * 100) / 100 }),
  };
}
