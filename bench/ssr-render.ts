// The server render alone, without the API or HTTP around it: the built renderer
// (`entry-server.js`) of this checkout, and of --against's if given, in this one process, renders
// a page again and again from API answers recorded once from a production server on a data set
// (the loaders still run: they read the recorded answers). Per render: the main thread's CPU
// (/proc/self/schedstat, its mean) and the process's (p25/p50). Renders alternate between the
// renderers, so a machine whose load drifts weighs on both alike. What a profile of this process
// shows is the renderer's own work (`node --cpu-prof bench/ssr-render.ts …`), not the API's.
//   node bench/ssr-render.ts [--against /tmp/old] [--size 100k] [--renders 300] [--port 3135]
//                            [--only gears,detail] [--lang en]
import './lib/help.ts';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Language } from '#shared/constants.ts';
import { pageTexts, type RouteTextsTable } from '../src/server/features/ssr/route-texts.ts';
import { parseSizes } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { buildWebApp, startServer, webDist } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    size: { type: 'string', default: '100k' },
    renders: { type: 'string', default: '300' },
    port: { type: 'string', default: '3135' },
    only: { type: 'string', default: 'gears,detail' },
    lang: { type: 'string', default: 'en' },
  },
});
const result = startResult<Record<string, unknown>>('ssr-render', values);
const lang = values.lang as Language;

type Render = (request: {
  url: string;
  lang: string;
  translations: Record<string, unknown>;
  apiFetch: (url: string, init: RequestInit) => Promise<unknown>;
  onError: (error: unknown) => void;
}) => Promise<{ payload: string; html: string } | undefined>;
type Checkout = {
  name: string;
  render: Render;
  table: RouteTextsTable;
  ms: [thread: number, process: number, bytes: number][];
};

// React's production build, as the server runs it (nothing imported above loads React).
process.env.NODE_ENV = 'production';

async function load(name: string, root: string, web: string): Promise<Checkout> {
  buildWebApp(root, web);
  const file = join(web, '..', 'server', 'entry-server.js');
  const module = (await import(pathToFileURL(file).href)) as { render: Render };
  const table = JSON.parse(readFileSync(join(web, '.vite/route-texts.json'), 'utf8'));
  return { name, render: module.render, table, ms: [] };
}

const checkouts = [await load('this', resolve('.'), webDist)];
if (values.against) {
  const against = resolve(values.against);
  checkouts.push(await load('against', against, join(against, '.tmp/bench/web')));
}

type Recorded = { status: number; body: string; headers: [string, string][] };
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)]!;
const round = (n: number) => Math.round(n * 100) / 100;
/**
 * The main thread's time on a CPU, in ms. Read by the thread itself, the scheduler's count moves
 * at its ticks (4 ms here), so only its sum over many renders is worth reading (the mean); the
 * process's CPU (every thread: the collector's helpers too) is exact per render (p25, p50).
 */
const threadMs = () => Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[0]) / 1e6;
const processMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const dataset = await openDataset(parseSizes(values.size)[0]!);
const server = await startServer({
  databaseUrl: dataset.url,
  dataDir: dataset.dir,
  port: Number(values.port),
});
const out: Record<string, unknown> = {};
try {
  const gear = (await richGear(dataset.url)).id;
  const all: Record<string, [route: string, url: string]> = {
    gears: ['/gears', '/gears'],
    detail: ['/itemdetails/:id', `/itemdetails/${gear}`],
    home: ['/', '/'],
  };
  // Every answer the loaders read, fetched once from the server as a visitor would.
  const recorded = new Map<string, Recorded>();
  const record = async (url: string) => {
    const res = await fetch(server.url + url, {
      headers: { accept: 'application/json', 'accept-language': lang },
    });
    const kept = { status: res.status, body: await res.text(), headers: [...res.headers] };
    recorded.set(url, kept as Recorded);
    return kept as Recorded;
  };
  // Answers as the server gives them to its renderer (src/server/features/ssr/renderer.ts): plain
  // objects, parsed when read, with the text they were parsed from (the data block repeats it; a
  // renderer that predates it ignores it), for both renderers.
  const apiFetch = async (url: string) => {
    const { status, body, headers } = recorded.get(url) ?? (await record(url));
    const named = new Map(headers);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
      json: async () => JSON.parse(body) as unknown,
      jsonText: body,
    };
  };
  // Render errors (a read no loader stated, …), counted per renderer and message.
  const errors: Record<string, number> = {};
  const onErrorOf = (checkout: Checkout) => (error: unknown) => {
    const text = `${checkout.name}: ${String(error)}`;
    errors[text] = (errors[text] ?? 0) + 1;
  };
  for (const name of values.only.split(',')) {
    const [route, url] = all[name]!;
    for (const checkout of checkouts) checkout.ms = [];
    const renders = Number(values.renders);
    // A tenth as warm-up (the JIT, the lazy route modules), not counted.
    for (let i = -Math.ceil(renders / 10); i < renders; i++) {
      for (const checkout of checkouts) {
        const { translations } = pageTexts(lang, { table: checkout.table, route });
        const [thread, all] = [threadMs(), processMs()];
        const onError = onErrorOf(checkout);
        const page = await checkout.render({ url, lang, translations, apiFetch, onError });
        const spent = [threadMs() - thread, processMs() - all] as const;
        if (!page) throw new Error(`${checkout.name} did not render ${url}`);
        if (i >= 0) checkout.ms.push([...spent, page.html.length + page.payload.length]);
      }
    }
    out[name] = Object.fromEntries(
      checkouts.map((c) => {
        const all = c.ms.map(([, spent]) => spent);
        const thread = c.ms.reduce((sum, [spent]) => sum + spent, 0) / c.ms.length;
        const row = {
          main_thread_mean_ms: round(thread),
          process_p25_ms: round(quantile(all, 0.25)),
          process_p50_ms: round(quantile(all, 0.5)),
        };
        console.log(
          `[ssr-render] ${name} ${c.name}: main thread mean ${row.main_thread_mean_ms} ms, process p50 ${row.process_p50_ms} ms (p25 ${row.process_p25_ms})`,
        );
        return [c.name, { ...row, bytes: c.ms[0]?.[2] }];
      }),
    );
  }
  for (const [text, count] of Object.entries(errors))
    console.warn(`[ssr-render] ${count} × ${text}`);
  await result.save({ pages: out, errors });
} finally {
  await server.stop();
  await dataset.stop();
}
