// Benchmark: a catalogue model's page (`/models/{id}`: its sizes, listings and price chart,
// server-rendered) at 1M listings, cold (issue 38: ≤ 50 ms). Cold is each model's first request
// to a server that has answered other pages (no remembered answer of that model anywhere: the
// response cache is off); the server is restarted between runs. Also its prices call alone.
// Beside the data set's 34 big models (14 000–23 000 listings each), three of 1, 5 and 50
// listings over 7 sizes (bench/lib/few-listing-models.ts), each asked as a page in every run.
//   node bench/model-page.ts [--sizes 1m] [--runs 2] [--port 3163]
import pg from 'pg';
import { readFlags, sizeLabel } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { fewListingModels } from './lib/few-listing-models.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { storeModelPrices } from './lib/model-prices.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, startUncachedServer } from './lib/server.ts';
import { percentile, round, sleep } from './lib/stats.ts';

const SETTLE_MS = 2000;

const flags = readFlags({ sizes: [1_000_000], runs: 2, port: 3163 });
const result = startResult<unknown>('model-page', { ...flags });
buildWebApp();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  // The page reads live data: the plain variant has the same listings and catalogue links.
  const dataset = await openDataset(size, 'plain');
  const few = new Set((await fewListingModels(dataset.url)).map((m) => m.id));
  // The prices are read from the stored groups the refresh job keeps (made once per data set).
  await storeModelPrices(dataset.url, (m) => console.log(`[bench:data] ${m}`));
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  const { rows: models } = await client.query<{ id: string; n: string }>(`
    select s.model_id as id, count(*) as n from gears g join catalogue_sizes s on s.id = g.catalogue_size_id
     group by s.model_id order by count(*) desc`);
  await client.end();
  const runs: unknown[] = [];
  try {
    for (let run = 0; run < flags.runs; run++) {
      const server = await startUncachedServer(dataset, flags.port);
      try {
        const agent = keepAliveAgent();
        // The server compiles the response serializers no request has used yet in its first
        // ~0.4 s (plugins/fast-serializer.ts): the start-up's, not a page's (model-page-first.ts
        // measures the pages right after a start).
        await sleep(SETTLE_MS);
        // Warm the process (code paths, the pool) on pages that are not model pages.
        for (let i = 0; i < 5; i++) {
          await timedGet(`${server.url}/gears`, agent);
          await timedGet(`${server.url}/api/gears/?page_size=24`, agent);
        }
        // Half the models cold as pages, the other half cold through the API, so each is first.
        const page: number[] = [];
        const fewPage: number[] = [];
        const api: number[] = [];
        const warm: number[] = [];
        // Each request in order (p: page, a: prices call): what the first ones of a process pay.
        const timeline: string[] = [];
        for (const [i, model] of models.entries()) {
          const target = few.has(model.id)
            ? { list: fewPage, url: `${server.url}/models/${model.id}`, kind: 'p' }
            : i % 2 === run % 2
              ? { list: page, url: `${server.url}/models/${model.id}`, kind: 'p' }
              : {
                  list: api,
                  url: `${server.url}/api/catalogue/models/${model.id}/prices/`,
                  kind: 'a',
                };
          const timed = await timedGet(target.url, agent);
          if (timed.status !== 200) throw new Error(`${target.url}: ${timed.status}`);
          target.list.push(timed.ms);
          timeline.push(`${target.kind}${Math.round(timed.ms)}`);
        }
        for (const model of models.slice(0, 10))
          for (let i = 0; i < 5; i++)
            warm.push((await timedGet(`${server.url}/models/${model.id}`, agent)).ms);
        const summary = (values: number[]) => ({
          n: values.length,
          p50: round(percentile(values, 50)),
          p95: round(percentile(values, 95)),
          max: round(Math.max(...values)),
        });
        const row = {
          cold_page: summary(page),
          cold_page_few_listings: summary(fewPage),
          cold_prices_api: summary(api),
          warm_page: summary(warm),
        };
        console.log(`run ${run + 1}:`, row, timeline.join(' '));
        runs.push({ ...row, timeline: timeline.join(' ') });
      } finally {
        await server.stop();
      }
    }
    bySize[sizeLabel(size)] = {
      models: models.length,
      listings_of_biggest_model: Number(models[0]?.n ?? 0),
      runs,
    };
  } finally {
    await dataset.stop();
  }
}
await result.save({ sizes: bySize });
