// What the first model pages of a fresh server pay (bench/model-page.ts: its cold p95 is the
// first page after a process start). Each round starts a server, warms it as model-page.ts does
// (the list page and its API call, 5 times), then asks three models' pages in turn, each for the
// first time; before that, depending on the case, it has first asked:
// - none: nothing more (model-page.ts's case);
// - data: another model's three API reads the page's loader makes (model, prices, listings),
//   so the first page no longer pays the first use of those handlers and statements;
// - page: another model's page (the first page then paid whatever is once per process).
// The rounds (--runs) alternate the cases; each page's time is its first request's.
//   node bench/model-page-first.ts [--runs 3] [--port 3165]
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, startUncachedServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const flags = readFlags({ sizes: [1_000_000], runs: 3, port: 3165 });
const result = startResult<unknown>('model-page-first', { ...flags });
buildWebApp();
const dataset = await openDataset(flags.sizes[0]!, 'plain');
const pg = await import('pg');
const client = new pg.default.Client({ connectionString: dataset.url });
await client.connect();
const { rows: models } = await client.query<{ id: string }>(`
  select s.model_id as id from gears g join catalogue_sizes s on s.id = g.catalogue_size_id
   group by s.model_id order by count(*) desc`);
await client.end();
const cases = ['none', 'data', 'page'] as const;
const rows: { round: number; case: string; before_ms: number[]; pages_ms: number[] }[] = [];
let next = 0;
const model = () => models[next++ % models.length]!.id;
try {
  for (let r = 0; r < flags.runs; r++)
    for (const name of cases) {
      const server = await startUncachedServer(dataset, flags.port);
      try {
        const agent = keepAliveAgent();
        const get = async (path: string) => {
          const timed = await timedGet(`${server.url}${path}`, agent);
          if (timed.status !== 200) throw new Error(`${path}: ${timed.status}`);
          return round(timed.ms);
        };
        for (let i = 0; i < 5; i++) {
          await get('/gears');
          await get('/api/gears/?page_size=24');
        }
        const before: number[] = [];
        const first = model();
        if (name === 'data')
          for (const path of [
            `/api/catalogue/models/${first}/`,
            `/api/catalogue/models/${first}/prices/`,
            `/api/gears/?catalogue_model=${first}&page_size=12`,
          ])
            before.push(await get(path));
        if (name === 'page') before.push(await get(`/models/${first}`));
        const pages = [await get(`/models/${model()}`)];
        pages.push(await get(`/models/${model()}`), await get(`/models/${model()}`));
        console.log(
          `round ${r + 1} ${name}: before ${before.join(', ')} → pages ${pages.join(', ')}`,
        );
        rows.push({ round: r + 1, case: name, before_ms: before, pages_ms: pages });
      } finally {
        await server.stop();
      }
    }
} finally {
  await dataset.stop();
}
await result.save({ rows });
