// Where a model page's time goes at 1M listings (bench/model-page.ts): every statement the server
// runs for `/models/{id}` (the model with the most listings), planned by PostgreSQL's
// auto_explain with ANALYZE and BUFFERS, on its first request (cold: no page of the model read
// before) and its second (warm); then what the refresh job costs per listing write of that
// model (its guide rows' self-join, its price groups), in a transaction rolled back.
//   node bench/model-page-explain.ts [--sizes 1m] [--port 3164]   (each refresh part stops at 180 s)
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { storeModelPrices } from './lib/model-prices.ts';
import { buildWebApp, repoRoot, startUncachedServer } from './lib/server.ts';

const flags = readFlags({ sizes: [1_000_000], port: 3164 });
const PART_TIMEOUT_S = 180;
const say = (m: string) => console.log(m);
buildWebApp();
const dataset = await openDataset(flags.sizes[0]!, 'plain');
const out: string[] = [];
const pool = new pg.Pool({ connectionString: dataset.url, max: 2 });
const explainAll = async (on: boolean) => {
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
  };
  for (const [name, value] of Object.entries(settings))
    await pool.query(on ? `alter system set ${name} = '${value}'` : `alter system reset ${name}`);
  await pool.query('select pg_reload_conf()');
};
try {
  await storeModelPrices(dataset.url, say);
  const { rows: models } = await pool.query<{ id: string; n: number }>(`
    select s.model_id as id, count(*)::int as n from gears g
      join catalogue_sizes s on s.id = g.catalogue_size_id group by s.model_id order by 2 desc`);
  const biggest = models[0]!;
  out.push(
    `${models.length} models; listings per model: max ${biggest.n}, min ${models.at(-1)?.n}`,
  );
  const log = join(dataset.dir, 'postgres', 'server.log');
  await explainAll(true);
  const server = await startUncachedServer(dataset, flags.port);
  try {
    const agent = keepAliveAgent();
    await timedGet(`${server.url}/gears`, agent);
    for (const label of ['cold', 'warm']) {
      const from = (await stat(log)).size;
      const timed = await timedGet(`${server.url}/models/${biggest.id}`, agent);
      const text = (await readFile(log, 'utf8')).slice(from);
      out.push(
        `\n===== /models/${biggest.id} ${label}: ${timed.status}, ${timed.ms.toFixed(1)} ms`,
      );
      out.push(text.replace(/^.*LOG: {2}duration: /gm, '--- duration: '));
    }
  } finally {
    await server.stop();
    await explainAll(false);
  }
  // The refresh job's two parts for that model, each timed in a transaction rolled back.
  for (const [part, statement] of [
    ['guide rows (one sorted window per currency and year ±1)', 'refreshModelGuides'],
    ['price groups (model and sizes)', 'refreshModelAggregates'],
  ] as const) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local statement_timeout = '${PART_TIMEOUT_S}s'`);
      const started = performance.now();
      const took = await runPart(client, statement, biggest.id).then(
        () => `${((performance.now() - started) / 1000).toFixed(1)} s`,
        (error: Error) =>
          `stopped after ${((performance.now() - started) / 1000).toFixed(1)} s: ${error.message}`,
      );
      out.push(`refresh job, ${part}, model of ${biggest.n} listings: ${took}`);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
} finally {
  await pool.end();
  await dataset.stop();
}
const file = join(repoRoot, 'bench/results/model-page-explain-1M.txt');
await writeFile(file, out.join('\n') + '\n');
console.log(out.filter((l) => !l.includes('\n')).join('\n'), `\n→ ${file}`);

async function runPart(client: pg.PoolClient, part: string, modelId: string) {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../src/server/db/schema.ts');
  const tx = drizzle(client, { schema, casing: 'snake_case' }) as never;
  if (part === 'refreshModelGuides') {
    const { refreshModelGuides } =
      await import('../src/server/features/prices/guide-repository.ts');
    await refreshModelGuides(tx, modelId);
  } else {
    const { refreshModelAggregates } =
      await import('../src/server/features/prices/aggregate-repository.ts');
    await refreshModelAggregates(tx, modelId);
  }
}
