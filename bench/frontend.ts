// Benchmark 3: the front end. (a) Bytes, gzipped, of the JS and CSS each route needs before it
// renders, from the build manifest (deterministic). (b) Lighthouse, mobile preset, on /, /gears,
// a category page (/wing) and a detail page with photos and a certificate of the production
// server over a generated data set, the median of --runs runs, with the element that was the
// largest paint and what delayed it; in the same run a static page with one photo (bare
// node:http) is the machine's floor.
//   node bench/frontend.ts [--sizes 10k] [--runs 3] [--skip lighthouse] [--throttling devtools]
//     [--only detail,home] (pages by short name: baseline, floor, home, gears, category, detail)
// BENCH_LH_KEEP=<folder> keeps each run's whole Lighthouse report there (<page>-<run>.json).
// (`--throttling devtools --out frontend-devtools` keeps the default run's results beside it.)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFlags, sizeLabel } from './lib/args.ts';
import type { Fixture } from './lib/bare-server.ts';
import { openDataset } from './lib/dataset.ts';
import { lighthouse, type LighthouseRun } from './lib/lighthouse.ts';
import { gzippedBytes, initialFiles, pageModule, readManifest } from '../scripts/lib/manifest.ts';
import { WEB_ROUTES } from '../src/shared/routes.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { stackFloorFixtures } from './lib/stack-floor.ts';
import { buildWebApp, repoRoot, startServer, stopChild, webDist } from './lib/server.ts';
import { median } from './lib/stats.ts';

const flags = readFlags({ sizes: [10_000], runs: 3 });
const result = startResult<Record<string, unknown>>('frontend', { ...flags });
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

function bundleTable() {
  const manifest = readManifest(webDist);
  const routes = WEB_ROUTES.map((r) => ({ path: r.path, module: pageModule(r.page) }));
  const table: Record<string, { module: string; js_kb: number; css_kb: number; files: number }> =
    {};
  for (const { path, module } of routes) {
    const bytes = gzippedBytes(webDist, initialFiles(manifest, [module]));
    table[path] = { module, js_kb: kb(bytes.js), css_kb: kb(bytes.css), files: bytes.files };
  }
  return table;
}

/** A page of the same photo and a heading, served from memory: what any page costs here. */
async function startBaseline(photoPath: string, port: number) {
  const photo = await readFile(photoPath);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>
<meta name="description" content="A static page with one photo: the floor of this machine.">
</head><body><main><h1>Baseline</h1><img src="/photo.webp" alt="A paraglider" width="1600"
height="1200" style="max-width:100%;height:auto"></main></body></html>`;
  return serveFixtures(
    {
      '/': {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Buffer.from(html).toString('base64'),
      },
      '/photo.webp': {
        status: 200,
        headers: { 'content-type': 'image/webp' },
        body: photo.toString('base64'),
      },
    },
    port,
  );
}

/** The bare node:http server answering these paths from memory (and a robots.txt). */
async function serveFixtures(fixtures: Record<string, Fixture>, port: number) {
  fixtures['/robots.txt'] = {
    status: 200,
    headers: { 'content-type': 'text/plain' },
    body: Buffer.from('User-agent: *\nAllow: /\n').toString('base64'),
  };
  const file = join(tmpdir(), `bench-frontend-${process.pid}-${port}.json`);
  await writeFile(file, JSON.stringify(fixtures));
  const child = spawn(process.execPath, ['bench/lib/bare-server.ts', file, String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopChild(child, 'SIGTERM') };
}

type Metrics = Omit<LighthouseRun, 'failing' | 'lcp_element' | 'lcp_breakdown'>;
type PageSummary = Metrics & {
  failing: string[];
  lcp_element: string[];
  lcp_breakdown: LighthouseRun['lcp_breakdown'][];
  runs: Metrics[];
  lcp_ratio_to_baseline?: number;
};

function summarize(runs: LighthouseRun[]): PageSummary {
  const m = (key: keyof Metrics) => median(runs.map((r) => r[key]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    best_practices: m('best_practices'),
    seo: m('seo'),
    lcp_ms: m('lcp_ms'),
    tbt_ms: m('tbt_ms'),
    cls: m('cls'),
    fcp_ms: m('fcp_ms'),
    benchmark_index: m('benchmark_index'),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    lcp_element: [...new Set(runs.map((r) => r.lcp_element))],
    lcp_breakdown: runs.map((r) => r.lcp_breakdown),
    runs: runs.map(({ failing: _f, lcp_element: _e, lcp_breakdown: _b, ...r }) => r),
  };
}

buildWebApp();
const bundles = bundleTable();
console.table(bundles);
const out: Record<string, unknown> = { bundles };

if (!flags.skip.includes('lighthouse')) {
  const size = flags.sizes[0]!;
  const dataset = await openDataset(size);
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
  });
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  let floor: Awaited<ReturnType<typeof serveFixtures>> | undefined;
  try {
    const detail = await richGear(dataset.url);
    const key = detail.key;
    baseline = await startBaseline(
      join(dataset.dir, 'media', key.slice(0, 2), `${key}-large.webp`),
      flags.port + 1,
    );
    floor = await serveFixtures(stackFloorFixtures(), flags.port + 2);
    // Short names for --only; the baseline always runs (the other pages' LCP is read beside it).
    const all: [string, string, string][] = [
      ['baseline', 'baseline', baseline.url],
      ['floor', 'stack floor', floor.url],
      ['home', '/', `${server.url}/`],
      ['gears', '/gears', `${server.url}/gears`],
      ['category', '/{category}', `${server.url}/wing`],
      ['detail', '/itemdetails/:id', `${server.url}/itemdetails/${detail.id}`],
    ];
    const wanted = (short: string) =>
      short === 'baseline' || !flags.only.length || flags.only.includes(short);
    const pages: Record<string, string> = Object.fromEntries(
      all.filter(([short]) => wanted(short)).map(([, name, url]) => [name, url]),
    );
    const shortName = Object.fromEntries(all.map(([short, name]) => [name, short]));
    const runs: Record<string, LighthouseRun[]> = Object.fromEntries(
      Object.keys(pages).map((p) => [p, []]),
    );
    for (let i = 0; i < flags.runs; i++) {
      for (const [name, url] of Object.entries(pages)) {
        const keep = process.env.BENCH_LH_KEEP;
        const r = await lighthouse(
          url,
          flags.throttling,
          keep && join(keep, `${shortName[name]}-${i + 1}.json`),
        );
        runs[name]!.push(r);
        console.log(
          `[bench:frontend] ${name} run ${i + 1}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.best_practices}, seo ${r.seo}, LCP ${r.lcp_ms} ms, TBT ${r.tbt_ms} ms, CLS ${r.cls}, CPU benchmark ${r.benchmark_index}, LCP element ${r.lcp_element}`,
        );
      }
    }
    const pagesOut = Object.fromEntries(
      Object.entries(runs).map(([name, r]) => [name, summarize(r)]),
    );
    const baseLcp = pagesOut.baseline!.lcp_ms;
    for (const [name, page] of Object.entries(pagesOut)) {
      page.lcp_ratio_to_baseline = Math.round((page.lcp_ms / baseLcp) * 100) / 100;
      if (name !== 'baseline') console.log(`[bench:frontend] ${name}:`, page);
    }
    out.lighthouse = { dataset: sizeLabel(size), throttling: flags.throttling, pages: pagesOut };
  } finally {
    await baseline?.stop();
    await floor?.stop();
    await server.stop();
    await dataset.stop();
  }
}
await result.save({
  ...out,
  goal: {
    home_js_kb: 90,
    home_css_kb: 10,
    performance: 95,
    accessibility: 100,
    best_practices: 100,
    seo: 100,
  },
});
