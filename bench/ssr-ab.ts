// Two checkouts' server renders side by side: this one ("this") and --against, a worktree of
// another commit with its node_modules linked ("against"). Both servers read one data set (one
// PostgreSQL: the same listing, rows and plans) and answer the same cold pages (a login cookie, so
// every answer is a full render), one request at a time, alternating request by request, so a
// machine whose load drifts weighs on both alike. Per request: the server's main-thread on-CPU
// time (/proc/<pid>/task/<pid>/schedstat, in ns), which waiting for a core does not stretch as it
// stretches wall time; p25, p50 and mean over the requests, and the whole process's CPU (every
// thread, 10 ms ticks) per request. Beside them, on this checkout's server, the same page's API
// reads answered as JSON to a visitor (`api`: what the render's loaders read, one after the
// other), turn by turn with the page: the render's own cost is the page's over its reads'.
//   node bench/ssr-ab.ts --against /work/wt/old [--size 100k] [--requests 300] [--port 4820]
//                        [--only detail]   (pages by name: gears, detail, shell)
//                        [--no-response-cache]   (both servers read the API without the
//                        response cache, as a crawler's page of its own mostly does)
//                        [--out ssr-ab-mine]   (results/ssr-ab-mine.json; else results/ssr-ab.json)
//                        [--this /work/wt/new]   (another checkout in this one's place: two commits
//                        neither of which is this one, e.g. a change and its parent alone)
//                        [--variant plain]   (listings without passports, records or guide rows)
//                        [--block 25]   (the servers take turns by blocks of pages, each block's
//                        first page not counted: a server's pages back to back, as in production,
//                        where page by page each found the caches as the other server left them)
// `shell`: `/gears` past its last page, the list page without its 24 cards: what the
// page costs around its cards (the layout, filters and empty state, the request, the data block).
import './lib/help.ts';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { parseSizes } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { buildWebApp, repoRoot, startServer, webDist, type RunningServer } from './lib/server.ts';
import { cpuSeconds } from './lib/wrk.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    size: { type: 'string', default: '100k' },
    requests: { type: 'string', default: '300' },
    port: { type: 'string', default: '4820' },
    only: { type: 'string', default: 'gears,detail' },
    this: { type: 'string' },
    'no-response-cache': { type: 'boolean', default: false },
    block: { type: 'string', default: '1' },
    // `plain`: the same listings without passports, records or price guide rows (lib/dataset.ts):
    // the parts an older commit's pages did not have are then empty on this one's too.
    variant: { type: 'string', default: 'full' },
    out: { type: 'string' }, // results/<out>.json: a run kept apart from the latest
  },
});
if (!values.against) throw new Error('--against <folder of the other checkout> is required');
const against = resolve(values.against);
const requests = Number(values.requests);
const block = Math.max(1, Number(values.block));
const result = startResult<Record<string, unknown>>('ssr-ab', values);
const HEADERS = { cookie: `${TOKEN_COOKIE}=bench-cold`, 'accept-encoding': 'identity' };

const checkouts = [
  values.this
    ? {
        name: 'this',
        root: resolve(values.this),
        webDist: join(resolve(values.this), '.tmp/bench/web'),
      }
    : { name: 'this', root: repoRoot, webDist },
  { name: 'against', root: against, webDist: join(against, '.tmp/bench/web') },
];
for (const checkout of checkouts) buildWebApp(checkout.root, checkout.webDist);

/** Milliseconds the main thread has run (the thread whose id is the process's). */
const mainThreadMs = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)]!;
const round = (n: number) => Math.round(n * 100) / 100;

const dataset = await openDataset(
  parseSizes(values.size)[0]!,
  values.variant === 'plain' ? 'plain' : 'full',
);
const servers: RunningServer[] = [];
try {
  for (const [i, checkout] of checkouts.entries()) {
    servers.push(
      await startServer({
        databaseUrl: dataset.url,
        dataDir: dataset.dir,
        port: Number(values.port) + i,
        root: checkout.root,
        webDist: checkout.webDist,
        ...(values['no-response-cache'] && { env: { RESPONSE_CACHE_MS: '0' } }),
      }),
    );
  }
  // The plain data set has no certificates, so no rich listing: its runs leave the detail page out.
  const withDetail = values.only.split(',').includes('detail');
  const gear = withDetail ? (await richGear(dataset.url)).id : 'none';
  const SHELL = '/gears?page=9000'; // past the last page: no cards
  const all = { gears: '/gears', shell: SHELL, detail: `/itemdetails/${gear}` };
  // What each page's loaders read (src/web/app/router.tsx; layout-loader.ts on every page), in
  // the form the renderer asks for them; the detail's certificates name their photos.
  const certificates = withDetail
    ? ((await (await fetch(`${servers[0]!.url}/api/gears/${gear}/certificates/`)).json()) as {
        id: string;
      }[])
    : [];
  const detailGear = withDetail
    ? ((await (await fetch(`${servers[0]!.url}/api/gears/${gear}/`)).json()) as {
        catalogue_size: string | null;
        item?: string;
      })
    : { catalogue_size: null };
  const reads: Record<string, string[]> = {
    gears: ['/api/gear-types/', '/api/gears/?page=1&page_size=24'],
    shell: ['/api/gear-types/', '/api/gears/?page=9000&page_size=24'],
    detail: [
      '/api/gear-types/',
      `/api/gears/${gear}/`,
      `/api/gears/${gear}/notices/`,
      `/api/gears/${gear}/certificates/`,
      `/api/gears/${gear}/similar/`,
      ...(detailGear.catalogue_size ? [`/api/catalogue/sizes/${detailGear.catalogue_size}/`] : []),
      ...(detailGear.item ? [`/api/items/${detailGear.item}/`] : []),
      ...certificates.map((c) => `/api/certificates/${c.id}/pictures/`),
    ],
  };
  const readAll = async (server: RunningServer, page: string) => {
    for (const path of reads[page]!) {
      const response = await fetch(server.url + path, {
        headers: { 'accept-encoding': 'identity' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    }
  };
  const only = values.only.split(',');
  const pages = Object.entries(all).filter(([name]) => only.includes(name));
  const get = async (server: RunningServer, path: string) => {
    const response = await fetch(server.url + path, { headers: HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  };
  /**
   * Each kind of request `requests` times, the kinds taking turns (by blocks of --block, a block's
   * first not counted: it finds the caches as the other kind left them), the order of the turn
   * swapped each round; each request's main-thread CPU in its server goes into its `into`.
   */
  const inTurns = async (kinds: { pid: number; run: () => Promise<void>; into: number[] }[]) => {
    for (let i = 0; i < requests; i += block) {
      for (const kind of (i / block) % 2 ? [...kinds].reverse() : kinds) {
        if (block > 1) await kind.run();
        for (let j = i; j < Math.min(i + block, requests); j++) {
          const before = mainThreadMs(kind.pid);
          await kind.run();
          // The answer has left; what the server still does for it runs before this resumes.
          await new Promise((done) => setImmediate(done));
          kind.into.push(mainThreadMs(kind.pid) - before);
        }
      }
    }
  };
  const out: Record<string, unknown> = {};
  for (const [page, path] of pages) {
    for (const server of servers) for (let i = 0; i < 30; i++) await get(server, path);
    const main = servers.map(() => [] as number[]);
    const api: number[] = [];
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    const loads = [loadavg()[0]!];
    await inTurns(
      servers.map((server, k) => ({
        pid: server.pid,
        run: () => get(server, path),
        into: main[k]!,
      })),
    );
    loads.push(loadavg()[0]!);
    const processCpu = servers.map((s, k) => (cpuSeconds(s.pid) - cpuBefore[k]!) * 1000);
    // Apart from the pages, so that the process CPU above is the pages' alone; this checkout's
    // page again beside them on the same server, in turns (of --block), so that the page's ratio
    // to its reads is taken at one speed of the machine: a phase apart moved it by 0.2–0.4×
    // (session 20). Page by page, some of a page's leftovers (its garbage's collection) land on
    // the reads after it: in blocks, each kind's mean carries its own.
    const beside: number[] = [];
    const pid = servers[0]!.pid;
    await inTurns([
      { pid, run: () => readAll(servers[0]!, page), into: api },
      { pid, run: () => get(servers[0]!, path), into: beside },
    ]);
    out[page] = Object.fromEntries(
      checkouts.map((checkout, k) => [
        checkout.name,
        {
          root: checkout.root,
          main_thread_ms: {
            p25: round(quantile(main[k]!, 0.25)),
            p50: round(quantile(main[k]!, 0.5)),
            // What a crawler's pages cost in all: the collector's pauses and other rare work too.
            mean: round(main[k]!.reduce((a, b) => a + b, 0) / main[k]!.length),
          },
          process_cpu_ms: round(processCpu[k]! / requests),
        },
      ]),
    );
    console.log(`[bench:ssr-ab] ${page} (${path}), load ${loads.map(round).join('–')}:`);
    for (const checkout of checkouts) {
      const side = (
        out[page] as Record<string, { main_thread_ms: object; process_cpu_ms: number }>
      )[checkout.name]!;
      console.log(
        `  ${checkout.name}: main thread ${JSON.stringify(side.main_thread_ms)} ms, ` +
          `process ${side.process_cpu_ms} ms per page`,
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const apiMs = {
      p25: round(quantile(api, 0.25)),
      p50: round(quantile(api, 0.5)),
      mean: round(mean(api)),
    };
    const besideMs = { p50: round(quantile(beside, 0.5)), mean: round(mean(beside)) };
    const overReads = {
      p50: round(quantile(beside, 0.5) / quantile(api, 0.5)),
      mean: round(mean(beside) / mean(api)),
    };
    console.log(
      `  this, the page's ${reads[page]!.length} API reads as JSON: ${JSON.stringify(apiMs)} ms; ` +
        `the page beside them ${JSON.stringify(besideMs)} ms: ${JSON.stringify(overReads)}× its reads`,
    );
    Object.assign(out[page] as Record<string, unknown>, {
      api_reads: { paths: reads[page], main_thread_ms: apiMs },
      page_beside_reads: { main_thread_ms: besideMs, over_reads: overReads },
      load_average: loads,
    });
  }
  await result.save({ requests, block, pages: out });
} finally {
  for (const server of servers) await server.stop();
  await dataset.stop();
}
