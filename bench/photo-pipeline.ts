// Benchmark 4: the photo pipeline. A 12-megapixel camera JPEG (bench/lib/camera-photo.ts) goes
// (a) through processImage + the disk store in a process of its own (time, peak memory), one at a
// time and four at once; (b) through the real upload route of the production server (POST
// multipart → 201 with stored variants), timing the request and reading the server's peak memory.
// Baseline in the same run: decoding the same JPEG to raw pixels, nothing else.
//   node bench/photo-pipeline.ts [--runs 5] [--sizes 10k]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';
import { hashToken } from '../src/server/plugins/auth.ts';
import { readFlags } from './lib/args.ts';
import { cameraPhoto } from './lib/camera-photo.ts';
import { dataRoot, openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, repoRoot, startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const flags = readFlags({ sizes: [10_000], runs: 5 });
const result = startResult<Record<string, unknown>>('photo-pipeline', { ...flags });
const run = promisify(execFile);

type WorkerOut = { times: number[]; cpu: number[]; idle_mb: number; peak_mb: number };
async function worker(mode: 'pipeline' | 'decode', photo: string, runs: number, parallel = 1) {
  const { stdout } = await run(
    process.execPath,
    ['bench/lib/photo-worker.ts', mode, photo, String(runs), String(parallel)],
    // The pipeline in this process, not in the server's CPU worker (src/server/media/cpu-pool.ts):
    // otherwise its CPU time and memory are another process's, and read as 6 ms and 0 MB.
    { cwd: repoRoot, env: { ...process.env, CPU_WORKER: 'inline' } },
  );
  const out = JSON.parse(stdout) as WorkerOut;
  // The first run pays for loading libvips' codecs: reported apart, not in the median.
  const [first, ...rest] = out.times;
  const cpu = out.cpu.slice(1);
  return {
    median_ms: round(median(rest.length ? rest : out.times), 0),
    cpu_ms: round(median(cpu.length ? cpu : out.cpu), 0),
    first_ms: round(first!, 0),
    idle_mb: out.idle_mb,
    peak_mb: out.peak_mb,
    peak_over_idle_mb: out.peak_mb - out.idle_mb,
  };
}

/** Resident-memory high-water mark of a process, reset so the next read covers what follows. */
async function peakRss(pid: number, reset = false) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  if (reset) await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
  return Math.round(kb / 1024);
}

/** CPU time (user + system, all threads) a process has used so far, in ms. */
async function cpuMs(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function uploadOverHttp(photoPath: string) {
  const dataset = await openDataset(flags.sizes[0]!);
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
  });
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  let gearId: string | undefined;
  try {
    // A session for a generated seller and a fresh listing of theirs to upload to.
    const token = randomBytes(32).toString('base64url');
    const {
      rows: [user],
    } = await client.query<{ id: string }>(
      `SELECT id FROM users WHERE NOT is_suspended ORDER BY username LIMIT 1`,
    );
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
      [user!.id, hashToken(token), TOKEN_LIFETIME_SECONDS],
    );
    const {
      rows: [gear],
    } = await client.query<{ id: string }>(
      `INSERT INTO gears (user_id, gear_type_id, name, brand, model, price, currency, properties, country)
       SELECT $1, gear_type_id, name, brand, model, price, currency, properties, country
       FROM gears WHERE status = 'active' LIMIT 1 RETURNING id`,
      [user!.id],
    );
    gearId = gear!.id;
    const photo = new Blob([await readFile(photoPath)], { type: 'image/jpeg' });
    const headers = { Authorization: `Token ${token}` };
    const url = `${server.url}/api/gears/${gearId}/pictures/`;
    const upload = async () => {
      const form = new FormData();
      form.append('image', photo, 'camera.jpg');
      const start = performance.now();
      const response = await fetch(url, { method: 'POST', body: form, headers });
      const body = (await response.json()) as { picture_id: string };
      const ms = performance.now() - start;
      if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
      // Keep the listing under its picture limit.
      await fetch(`${url}${body.picture_id}/`, { method: 'DELETE', headers });
      return ms;
    };
    await upload(); // warm: codecs loaded, JIT
    const idle = await peakRss(server.pid, true);
    const times: number[] = [];
    const cpuBefore = await cpuMs(server.pid);
    for (let i = 0; i < flags.runs; i++) times.push(await upload());
    const serverCpu = ((await cpuMs(server.pid)) - cpuBefore) / flags.runs;
    const sequentialPeak = await peakRss(server.pid, true);
    const start = performance.now();
    await Promise.all([upload(), upload(), upload(), upload()]);
    const parallelMs = performance.now() - start;
    const parallelPeak = await peakRss(server.pid);
    return {
      median_ms: round(median(times), 0),
      times_ms: times.map((t) => round(t, 0)),
      server_cpu_ms: round(serverCpu, 0),
      server_idle_rss_mb: idle,
      peak_rss_mb: sequentialPeak,
      four_at_once_ms: round(parallelMs, 0),
      four_at_once_peak_rss_mb: parallelPeak,
    };
  } finally {
    if (gearId) await client.query('DELETE FROM gears WHERE id = $1', [gearId]);
    await client.end();
    await server.stop();
    await dataset.stop();
  }
}

buildWebApp();
const photo = await cameraPhoto(join(dataRoot, 'camera-12mp.jpg'));
const bytes = (await readFile(photo)).length;
const decode = await worker('decode', photo, flags.runs + 1);
const pipeline = await worker('pipeline', photo, flags.runs + 1);
const fourAtOnce = await worker('pipeline', photo, 3, 4);
console.log('[bench:photo] decode baseline', decode);
console.log('[bench:photo] pipeline', pipeline);
console.log('[bench:photo] four at once', fourAtOnce);
const http = await uploadOverHttp(photo);
console.log('[bench:photo] upload over HTTP', http);
await result.save({
  photo: { width: 4000, height: 3000, megapixels: 12, bytes, orientation: 6 },
  baseline_decode: decode,
  pipeline: {
    ...pipeline,
    ratio_to_decode: round(pipeline.median_ms / decode.median_ms, 2),
    cpu_ratio_to_decode: round(pipeline.cpu_ms / decode.cpu_ms, 2),
  },
  pipeline_four_at_once: fourAtOnce,
  upload_http: { ...http, ratio_to_decode: round(http.median_ms / decode.median_ms, 2) },
  goal: { ms: 400 },
});
