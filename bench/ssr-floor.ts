// React's own floor for a page's markup: the server's cold answer to `/gears` and to a detail page
// is taken apart (jsdom) and put back together as plain React elements made once (no component,
// no hook, no translation, no data), then rendered with `renderToString` again and again. What
// that costs is what any React render of the same HTML costs on this machine, however cheap its
// components: the floor under the render part of issue 33's "at most half of before"
// (docs/decisions/024). Per page: the whole body (scripts left out) and, on `/gears`, its cards.
//   node bench/ssr-floor.ts [--size 100k] [--renders 1000] [--port 4840] [--against /tmp/old]
// --against: the same of another checkout's pages (its server and build over the same data set),
// to compare how much markup the two commits' pages carry: what any render of them must write.
process.env.NODE_ENV = 'production'; // React's production build, as the server renders with
import './lib/help.ts';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ReactNode } from 'react';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { parseSizes } from './lib/args.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { serveDataset } from './lib/served-dataset.ts';
import { buildWebApp, startServer, type RunningServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    renders: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4840' },
    against: { type: 'string' },
    out: { type: 'string' }, // results/<out>.json: a run kept apart from the latest
  },
});
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
// jsdom (the unit tests' DOM) ships no types: only its parser is used here.
const { JSDOM } = (await import('jsdom' as string)) as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const result = startResult<Record<string, unknown>>('ssr-floor', values);

// HTML attribute names React spells otherwise; the rest are the same (aria-*, data-*, alt…).
const PROP: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  datetime: 'dateTime',
  viewbox: 'viewBox',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  hreflang: 'hrefLang',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};
const camel = (name: string) => name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const styleOf = (text: string) =>
  Object.fromEntries(
    text
      .split(';')
      .filter((rule) => rule.includes(':'))
      .map((rule) => [camel(rule.slice(0, rule.indexOf(':'))), rule.slice(rule.indexOf(':') + 1)]),
  );

/** A DOM node as React elements made once; comments (React's own markers) and scripts left out. */
function element(node: globalThis.Node): ReactNode {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (tag === 'script' || tag === 'template') return null;
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(el.attributes)) {
    if (name === 'style') props.style = styleOf(value);
    else if (name === 'value' || name === 'checked' || name === 'selected')
      props[name === 'value' ? 'defaultValue' : 'defaultChecked'] = value;
    else props[PROP[name] ?? name] = value;
  }
  const children = Array.from(el.childNodes)
    .map(element)
    .filter((child) => child !== null);
  return createElement(tag, props, ...children);
}

/** Mean main-thread CPU (ms) of one `renderToString` of `node`, after a warm-up. */
function floorMs(node: ReactNode, renders: number) {
  const tree = createElement('div', null, node);
  for (let i = 0; i < 300; i++) renderToString(tree);
  const before = process.cpuUsage();
  for (let i = 0; i < renders; i++) renderToString(tree);
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / renders / 1000) * 1000) / 1000;
}

const { dataset, server, stop } = await serveDataset(
  parseSizes(values.size)[0]!,
  Number(values.port),
);
// `/gears` past its last page: the list page without its cards (as bench/ssr-ab.ts's `shell`).
const SHELL = '/gears?page=9000';
const servers: [string, RunningServer][] = [['this', server]];
try {
  if (values.against) {
    const root = resolve(values.against);
    const webDist = join(root, '.tmp/bench/web');
    buildWebApp(root, webDist);
    const other = await startServer({
      databaseUrl: dataset.url,
      dataDir: dataset.dir,
      port: Number(values.port) + 1,
      root,
      webDist,
    });
    servers.push(['against', other]);
  }
  const gear = (await richGear(dataset.url)).id;
  const out: Record<string, unknown> = {};
  for (const [side, running] of servers) {
    const pages = { gears: '/gears', shell: SHELL, detail: `/itemdetails/${gear}` };
    for (const [name, path] of Object.entries(pages)) {
      const response = await fetch(running.url + path, {
        headers: { cookie: `${TOKEN_COOKIE}=bench-cold`, 'accept-encoding': 'identity' },
      });
      const html = await response.text();
      const { document } = new JSDOM(html).window;
      const body = element(document.body);
      const cards = Array.from(document.querySelectorAll('article.gear-card'), element);
      const renders = Number(values.renders);
      const key = side === 'this' ? name : `${name}_against`;
      out[key] = {
        path,
        html_kb: Math.round(html.length / 102.4) / 10,
        elements: document.body.querySelectorAll('*').length,
        body_ms: floorMs(body, renders),
        ...(cards.length > 0 && { cards: cards.length, cards_ms: floorMs(cards, renders) }),
      };
      console.log(`[bench:ssr-floor] ${key}: ${JSON.stringify(out[key])}`);
    }
  }
  await result.save(out);
} finally {
  for (const [side, running] of servers) if (side !== 'this') await running.stop();
  await stop();
}
