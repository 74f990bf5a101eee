// Benchmark 5: start. `npm start` on an existing data folder (the 10k data set: its PostgreSQL
// cluster, migrations done, photos on disk) until GET /api/gears/ first answers 200, then a clean
// stop; the median of --runs starts. Baseline in the same run: a bare node:http server started
// the same way (what starting any Node process and answering one request costs here).
//   node bench/start.ts [--runs 5] [--sizes 10k]
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { appRoot, buildWebApp, repoRoot, stopChild, waitFor200, webDist } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const flags = readFlags({ sizes: [10_000], runs: 5 });
const result = startResult<Record<string, unknown>>('start', { ...flags });
const BARE = `require('node:http').createServer((q, s) => s.end('[]')).listen(process.env.PORT, '127.0.0.1')`;

type Start = { ms: number; cpu_ms: number; built: boolean };

/**
 * CPU time (ms) the processes of a group have used so far, with their finished children (the
 * build check): unlike wall time it barely moves when the machine is busy with other work.
 * PostgreSQL is not in it (pg_ctl starts it in a session of its own).
 */
async function groupCpuMs(pgid: number): Promise<number> {
  let ticks = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    // After the name: state, ppid, pgrp, … utime is field 14 of the line, index 11 here.
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks * 10;
}

async function timeStart(
  command: string,
  args: string[],
  env: Record<string, string>,
  path: string,
): Promise<Start> {
  let output = '';
  const started = performance.now();
  // Its own process group: npm → sh → node all get the stop signal.
  const child = spawn(command, args, {
    cwd: appRoot,
    env: { ...process.env, ...env, PORT: String(flags.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  try {
    await waitFor200(`http://127.0.0.1:${flags.port}${path}`, 120_000, 10);
    const ms = performance.now() - started;
    const cpu_ms = await groupCpuMs(child.pid!);
    return { ms, cpu_ms, built: output.includes('Building the web app') };
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGINT');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    await stopChild(child);
  }
}

buildWebApp();
// Make sure the data set exists (generated if needed), then let `npm start` own its folder.
const dataset = await openDataset(flags.sizes[0]!);
const dataDir = dataset.dir;
await dataset.stop();

const appEnv = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: webDist, NODE_ENV: 'production' };
const product: Start[] = [];
const baseline: Start[] = [];
// One start to warm the page cache (binaries, node_modules), as a restart would find it.
await timeStart('npm', ['start', '--silent'], appEnv, '/api/gears/?page_size=24');
for (let i = 0; i < flags.runs; i++) {
  baseline.push(await timeStart(process.execPath, ['-e', BARE], {}, '/'));
  const run = await timeStart('npm', ['start', '--silent'], appEnv, '/api/gears/?page_size=24');
  product.push(run);
  console.log(
    `[bench:start] npm start ${round(run.ms, 0)} ms (CPU ${run.cpu_ms} ms)${run.built ? ' (rebuilt the web app)' : ''}, bare node ${round(baseline.at(-1)!.ms, 0)} ms`,
  );
}
// A start that had to rebuild the web app measures Vite, not the server: reported apart.
const clean = product.filter((r) => !r.built);
const productMs = median((clean.length ? clean : product).map((r) => r.ms));
const productCpu = median((clean.length ? clean : product).map((r) => r.cpu_ms));
const baselineMs = median(baseline.map((r) => r.ms));
const baselineCpu = median(baseline.map((r) => r.cpu_ms));
await result.save({
  data_dir: relative(repoRoot, dataDir),
  npm_start_ms: round(productMs, 0),
  runs_ms: product.map((r) => round(r.ms, 0)),
  runs_that_rebuilt: product.filter((r) => r.built).length,
  npm_start_cpu_ms: round(productCpu, 0),
  baseline_bare_node_ms: round(baselineMs, 0),
  baseline_bare_node_cpu_ms: round(baselineCpu, 0),
  ratio: round(productMs / baselineMs, 2),
  goal: { ms: 3000 },
});
