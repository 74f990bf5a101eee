// Where the first model page of a fresh server spends its time (bench/model-page-first.ts): the
// server runs with `--cpu-prof` (a sample every 100 µs), is warmed as model-page.ts warms it,
// then asked for two models' pages, each for the first time. The samples taken during each
// request (V8's timestamps and process.hrtime share Linux's monotonic clock) are summarized:
// self time by package or source folder and the app's functions inclusive.
//   node bench/model-page-first-profile.ts [--port 3166]
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { readFlags } from './lib/args.ts';
import { summarizeProfile } from './lib/cpu-profile.ts';
import { dataRoot, openDataset } from './lib/dataset.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { sleep } from './lib/stats.ts';

const flags = readFlags({ sizes: [1_000_000], port: 3166 });
const result = startResult<unknown>('model-page-first-profile', { ...flags });
buildWebApp();
const dir = join(dataRoot, 'profiles', 'model-page-first');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const dataset = await openDataset(flags.sizes[0]!, 'plain');
const client = new pg.Client({ connectionString: dataset.url });
await client.connect();
const { rows: models } = await client.query<{ id: string }>(`
  select s.model_id as id from gears g join catalogue_sizes s on s.id = g.catalogue_size_id
   group by s.model_id order by count(*) desc limit 2`);
await client.end();
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const windows: { path: string; ms: number; from: number; to: number }[] = [];
try {
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=100'],
    env: { RESPONSE_CACHE_MS: '0', WORKER: 'off' },
  });
  try {
    const agent = keepAliveAgent();
    // Past the start-up's background compiling of serializers (plugins/fast-serializer.ts).
    await sleep(2000);
    for (let i = 0; i < 5; i++) {
      await timedGet(`${server.url}/gears`, agent);
      await timedGet(`${server.url}/api/gears/?page_size=24`, agent);
    }
    for (const model of models) {
      const path = `/models/${model.id}`;
      const from = nowUs();
      const timed = await timedGet(`${server.url}${path}`, agent);
      windows.push({ path, ms: timed.ms, from, to: nowUs() });
    }
  } finally {
    await server.stop();
  }
} finally {
  await dataset.stop();
}
const file = join(
  dir,
  (await readdir(dir)).find((f) => f.endsWith('.cpuprofile'))!,
);
const profiles = windows.map((w) => ({
  ...w,
  // summarizeProfile takes the window as ms before the profile's end.
  summary: summarizeProfile(file, endRelative(file, w), 30),
}));
for (const p of profiles)
  console.log(p.path, `${p.ms.toFixed(1)} ms`, JSON.stringify(p.summary).slice(0, 3000));
await result.save({ profile: file, requests: profiles });

function endRelative(path: string, w: { from: number; to: number }): [number, number] {
  const { endTime } = JSON.parse(readFileSync(path, 'utf8')) as {
    endTime: number;
  };
  return [(endTime - w.from) / 1000, (endTime - w.to) / 1000];
}
