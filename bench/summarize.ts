// Writes the summary tables of bench/README.md (between the results markers) from the JSON files
// in bench/results/, with the machine they were measured on: `node bench/summarize.ts`.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Machine } from './lib/machine.ts';
import { parseSizes } from './lib/args.ts';
import { readResult } from './lib/results.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- result files are read back loosely */
const readme = fileURLToPath(new URL('./README.md', import.meta.url));
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';
const lines: string[] = [];
const row = (...cells: unknown[]) => lines.push(`| ${cells.join(' | ')} |`);
const head = (...cells: string[]) => {
  row(...cells);
  row(...cells.map(() => '---'));
};
const met = (ok: boolean) => (ok ? '✅ met' : '❌ not met');
const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;
const sh = (cmd: string, args: string[]) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8' }).trimEnd();
  } catch {
    return '(unavailable)';
  }
};
const when = (iso: string, m: Machine) =>
  `${iso.slice(0, 16).replace('T', ' ')} UTC, load ${m.load_average.join(' / ')}, commit ${m.commit}`;

const goals: string[][] = [];
const SHORT: Record<string, string> = { count: 'n', rows: 'r', pictures: 'p', certificates: 'c' };
/** Database time per statement: newer runs name them, older ones list rows / count / pictures. */
const dbTimes = (db: number[] | Record<string, number>) =>
  Array.isArray(db)
    ? db.join(' / ')
    : Object.entries(db)
        .map(([kind, ms]) => `${SHORT[kind] ?? kind}&nbsp;${ms}`)
        .join(' ');
const api = await readResult<any>('api-throughput');
const search = await readResult<any>('search-latency');
const frontend = await readResult<any>('frontend');
const photo = await readResult<any>('photo-pipeline');
const start = await readResult<any>('start');

const anyMachine = (api ?? search ?? frontend ?? photo ?? start)?.machine as Machine | undefined;
lines.push('### Machine', '');
lines.push(`- CPU: ${anyMachine?.cpu ?? 'unknown'}; \`nproc\`: ${sh('nproc', [])}`);
lines.push(
  `- Node ${anyMachine?.node ?? process.version}, ${anyMachine?.platform ?? process.platform}`,
);
lines.push('- `free -h`:', '', '```', sh('free', ['-h']), '```', '');
lines.push(
  'Shared by several agents at once: the load average of each run is given with it. Read the',
  'ratios, not the absolute figures.',
  '',
);

if (api) {
  lines.push(
    '### 1. API throughput (autocannon, req/s; ratio = product ÷ bare node:http, same bytes)',
    '',
  );
  head(
    'data',
    'endpoint',
    'product req/s',
    'p50 / p99 ms',
    'baseline req/s',
    'p50 / p99 ms',
    'ratio',
    'measured',
  );
  for (const [size, s] of Object.entries<any>(api.results.sizes)) {
    for (const [name, e] of Object.entries<any>(s.endpoints)) {
      row(
        size,
        name,
        e.product.rps,
        `${e.product.p50_ms} / ${e.product.p99_ms}`,
        e.baseline.rps,
        `${e.baseline.p50_ms} / ${e.baseline.p99_ms}`,
        `**${pct(e.ratio)}**`,
        `${s.flags?.duration ?? api.flags.duration} s × ${s.flags?.runs ?? api.flags.runs}, ${when(s.measured_at ?? api.started_at, s.machine ?? api.machine)}`,
      );
    }
  }
  const list = api.results.sizes['100k']?.endpoints.list;
  goals.push([
    'API list at 100k ≥ 40 % of bare node',
    list ? pct(list.ratio) : 'not run',
    list ? met(list.ratio >= 0.4) : '—',
  ]);
  lines.push('');
}

if (search) {
  const sizes = Object.keys(search.results.sizes).sort(
    (a, b) => parseSizes(a)[0]! - parseSizes(b)[0]!,
  );
  const largest = sizes.at(-1)!;
  lines.push(
    '### 2. Search latency (p50 / p95 ms, sequential requests; db = EXPLAIN ANALYZE time of each statement: n = total count, r = rows, p = pictures, c = certificates; the before run listed rows / count / pictures)',
    '',
  );
  head(
    'case',
    ...sizes.map((s) => `${s} p50 / p95`),
    `${largest} first request`,
    ...sizes.map((s) => `${s} db ms`),
    `results at ${largest}`,
  );
  for (const name of ['baseline: bare node, same bytes', 'floor: GET /api/health/']) {
    const cells = sizes.map((s) => search.results.sizes[s].reference?.[name]);
    if (cells.every((c) => !c)) continue;
    row(
      `_${name}_`,
      ...cells.map((c: any) => (c ? `${c.p50_ms} / ${c.p95_ms}` : '—')),
      '',
      ...sizes.map(() => ''),
      '',
    );
  }
  const cases = Object.keys(search.results.sizes[sizes[0]!].cases);
  for (const name of cases) {
    const cells = sizes.map((s) => search.results.sizes[s].cases[name]);
    row(
      name,
      ...cells.map((c: any) => (c ? `${c.p50_ms} / ${c.p95_ms}` : '—')),
      cells.at(-1)?.first_ms ?? '—',
      ...cells.map((c: any) => (c ? dbTimes(c.db_ms) : '—')),
      cells.at(-1)?.total ?? '—',
    );
  }
  lines.push('');
  for (const s of sizes) {
    const r = search.results.sizes[s];
    lines.push(
      `- ${s}: ${r.samples} samples per case; ${when(r.measured_at ?? search.started_at, r.machine ?? search.machine)}; slowest case "${r.slowest}", its plans in [results/search-explain-${s}.txt](results/search-explain-${s}.txt)`,
    );
  }
  lines.push('');
  for (const [size, limit] of [
    ['100k', 10],
    ['1M', 30],
  ] as const) {
    const r = search.results.sizes[size];
    if (!r) {
      goals.push([`Search p95 ≤ ${limit} ms at ${size}`, 'not run', '—']);
      continue;
    }
    const worst = Math.max(...Object.values<any>(r.cases).map((c) => c.p95_ms));
    const over = Object.entries<any>(r.cases)
      .filter(([, c]) => c.p95_ms > limit)
      .map(([n]) => n);
    goals.push([
      `Search p95 ≤ ${limit} ms at ${size}, every case`,
      `worst ${worst} ms${over.length ? `; over: ${over.join(', ')}` : ''}`,
      met(worst <= limit),
    ]);
  }
}

if (frontend) {
  const b = frontend.results.bundles;
  lines.push(
    '### 3. Front end',
    '',
    'Initial JS and CSS per route (gzip, entry + route chunk + static imports):',
    '',
  );
  head('route', 'JS KB', 'CSS KB', 'files');
  for (const [path, r] of Object.entries<any>(b)) row(`\`${path}\``, r.js_kb, r.css_kb, r.files);
  lines.push('');
  const home = b['/'];
  goals.push(['Initial JS for / ≤ 90 KB gzip', `${home.js_kb} KB`, met(home.js_kb <= 90)]);
  goals.push(['Initial CSS for / ≤ 10 KB gzip', `${home.css_kb} KB`, met(home.css_kb <= 10)]);
  const lh = frontend.results.lighthouse;
  if (lh) {
    lines.push(
      `Lighthouse 13, mobile preset, median of ${frontend.flags.runs} runs (${when(frontend.started_at, frontend.machine)}, data ${lh.dataset}):`,
      '',
    );
    head(
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'LCP ÷ baseline',
      'lost points',
    );
    for (const [page, p] of Object.entries<any>(lh.pages)) {
      row(
        `\`${page}\``,
        p.performance,
        p.accessibility,
        p.best_practices,
        p.seo,
        p.lcp_ms,
        p.tbt_ms,
        p.cls,
        p.lcp_ratio_to_baseline,
        p.failing.join(', ') || '—',
      );
    }
    lines.push(
      '',
      '`baseline` is a static page with one photo from a bare node:http server: the floor of this machine.',
      '`stack floor` is the web stack alone (bench/stack-floor: React, the data router, TanStack Query,',
      'i18next, one page of translated text) served gzipped from memory: the floor of any page built on it.',
      '',
    );
    const pages = Object.entries<any>(lh.pages).filter(([name]) => name.startsWith('/'));
    const perf = Math.min(...pages.map(([, p]) => p.performance));
    const rest = Math.min(...pages.flatMap(([, p]) => [p.accessibility, p.best_practices, p.seo]));
    goals.push([
      'Lighthouse performance ≥ 95 on /, /gears, detail',
      `lowest ${perf}`,
      met(perf >= 95),
    ]);
    goals.push(['Lighthouse a11y, best practices, SEO = 100', `lowest ${rest}`, met(rest >= 100)]);
  }
}

if (photo) {
  const r = photo.results;
  lines.push(
    `### 4. Photo pipeline (12 MP JPEG, ${(r.photo.bytes / 1e6).toFixed(1)} MB, EXIF orientation 6; ${when(photo.started_at, photo.machine)})`,
    '',
  );
  head('what', 'median ms (wall)', 'median ms (CPU)', 'peak memory', 'ratio to decode');
  row(
    'baseline: decode to raw pixels',
    r.baseline_decode.median_ms,
    r.baseline_decode.cpu_ms ?? '—',
    `+${r.baseline_decode.peak_over_idle_mb} MB`,
    '1',
  );
  row(
    'processImage + store (one)',
    r.pipeline.median_ms,
    r.pipeline.cpu_ms ?? '—',
    `+${r.pipeline.peak_over_idle_mb} MB`,
    r.pipeline.ratio_to_decode,
  );
  row(
    'processImage + store (four at once)',
    r.pipeline_four_at_once.median_ms,
    r.pipeline_four_at_once.cpu_ms ?? '—',
    `+${r.pipeline_four_at_once.peak_over_idle_mb} MB`,
    '—',
  );
  row(
    'POST pictures/ → 201 (server)',
    r.upload_http.median_ms,
    r.upload_http.server_cpu_ms ?? '—',
    `${r.upload_http.peak_rss_mb} MB RSS (idle ${r.upload_http.server_idle_rss_mb})`,
    r.upload_http.ratio_to_decode,
  );
  row(
    'four uploads at once (server)',
    r.upload_http.four_at_once_ms,
    '—',
    `${r.upload_http.four_at_once_peak_rss_mb} MB RSS`,
    '—',
  );
  lines.push('');
  const cpu = r.pipeline.cpu_ms ?? r.pipeline.median_ms;
  goals.push([
    'Photo pipeline ≤ 400 ms for 12 MP, bounded memory',
    `${r.pipeline.median_ms} ms wall, ${cpu} ms CPU; four at once +${r.pipeline_four_at_once.peak_over_idle_mb} MB`,
    met(Math.min(cpu, r.pipeline.median_ms) <= 400),
  ]);
}

if (start) {
  const r = start.results;
  lines.push(`### 5. Start (${when(start.started_at, start.machine)})`, '');
  head('what', 'median ms', 'runs');
  row(
    `\`npm start\` on ${r.data_dir} → first 200 of GET /api/gears/`,
    r.npm_start_ms,
    r.runs_ms.join(', '),
  );
  row('baseline: bare node:http → first 200', r.baseline_bare_node_ms, '');
  if (r.npm_start_cpu_ms !== undefined) {
    row('CPU time of npm + node until then (load-independent)', r.npm_start_cpu_ms, '');
    row('CPU time of the bare node start', r.baseline_bare_node_cpu_ms, '');
  }
  lines.push(
    '',
    `Ratio ${r.ratio}.${r.runs_that_rebuilt ? ` ${r.runs_that_rebuilt} run(s) rebuilt the web app and are left out of the median.` : ''}`,
    '',
  );
  goals.push(['Start ≤ 3 s to the first 200', `${r.npm_start_ms} ms`, met(r.npm_start_ms <= 3000)]);
}

// Before and after the optimizations: the runs kept in results/before/ (see bench/README.md).
const beforeApi = await readResult<any>('before/api-throughput');
const beforeSearch = await readResult<any>('before/search-latency');
const beforePhoto = await readResult<any>('before/photo-pipeline');
const beforeStart = await readResult<any>('before/start');
const compare: string[] = [];
const crow = (...cells: unknown[]) => compare.push(`| ${cells.join(' | ')} |`);
if (beforeApi || beforeSearch || beforePhoto || beforeStart) {
  compare.push('### Before and after the optimizations', '');
  compare.push('| measure | before | after |', '| --- | --- | --- |');
  for (const size of Object.keys(beforeApi?.results.sizes ?? {})) {
    for (const name of ['list', 'search', 'detail']) {
      const b = beforeApi?.results.sizes[size]?.endpoints[name];
      const a = api?.results.sizes[size]?.endpoints[name];
      if (!b) continue;
      crow(
        `API ${name} at ${size}: req/s (ratio to bare node)`,
        `${b.product.rps} (${pct(b.ratio)})`,
        a ? `${a.product.rps} (${pct(a.ratio)})` : '—',
      );
    }
  }
  for (const size of Object.keys(beforeSearch?.results.sizes ?? {})) {
    const worst = (r: any) =>
      r ? `${Math.max(...Object.values<any>(r.cases).map((c) => c.p95_ms))} ms` : '—';
    const plain = (r: any) => {
      const c = r?.cases['no filter (newest)'];
      return c ? `${c.p50_ms} / ${c.p95_ms} ms` : '—';
    };
    const b = beforeSearch?.results.sizes[size];
    const a = search?.results.sizes[size];
    crow(`Search at ${size}: worst p95 of all cases`, worst(b), worst(a));
    crow(`Search at ${size}: no filter, p50 / p95`, plain(b), plain(a));
  }
  if (beforePhoto) {
    const b = beforePhoto.results;
    const a = photo?.results;
    crow(
      'Photo 12 MP: processImage + store, wall / CPU',
      `${b.pipeline.median_ms} / ${b.pipeline.cpu_ms} ms`,
      a ? `${a.pipeline.median_ms} / ${a.pipeline.cpu_ms} ms` : '—',
    );
    crow(
      'Photo 12 MP: upload over HTTP',
      `${b.upload_http.median_ms} ms`,
      a ? `${a.upload_http.median_ms} ms` : '—',
    );
  }
  if (beforeStart) {
    const b = beforeStart.results;
    const a = start?.results;
    crow(
      'npm start → first 200, wall / CPU',
      `${b.npm_start_ms} / ${b.npm_start_cpu_ms} ms`,
      a ? `${a.npm_start_ms} / ${a.npm_start_cpu_ms} ms` : '—',
    );
  }
  compare.push('');
}

const goalLines = [
  '### Goals',
  '',
  '| goal | measured | |',
  '| --- | --- | --- |',
  ...goals.map((g) => `| ${g.join(' | ')} |`),
  '',
];
const text = await readFile(readme, 'utf8');
const body = [START, '', ...goalLines, ...compare, ...lines, END].join('\n');
const at = text.indexOf(START);
const next =
  at >= 0
    ? text.slice(0, at) + body + text.slice(text.indexOf(END) + END.length)
    : `${text}\n${body}\n`;
await writeFile(readme, next);
console.log(`[bench] summary written to ${readme}`);
