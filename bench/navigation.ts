// /gears → a listing's page in the browser, on a phone's CPU (4× throttling) and a Fast 3G-like
// network (562.5 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), this checkout against another
// (--against, as bench/ssr-ab.ts: its own build, one data set). The reader points at the first
// card's link, waits `--dwell` ms (the pointer's way to a click) and clicks; measured in the page,
// from the click to the listing's name in the page's h1. Runs alternate between the checkouts.
// `--dwell 0` clicks at once: no time for a prefetch, what the loaders alone change.
//   node bench/navigation.ts --against /tmp/old [--size 100k] [--runs 7] [--dwell 300]
//                            [--port 3133] [--requests]
import './lib/help.ts';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parseSizes } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, repoRoot, startServer, webDist, type RunningServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    size: { type: 'string', default: '100k' },
    runs: { type: 'string', default: '7' },
    dwell: { type: 'string', default: '300' },
    port: { type: 'string', default: '3133' },
    // Prints, for each run, the page's requests from the pointer's arrival on, relative to the
    // click (Resource Timing): where the time after the click goes.
    requests: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
if (!values.against) throw new Error('--against <folder of the other checkout> is required');
const against = resolve(values.against);
const result = startResult<Record<string, unknown>>('navigation', values);
const checkouts = [
  { name: 'this', root: repoRoot, webDist },
  { name: 'against', root: against, webDist: join(against, '.tmp/bench/web') },
];
if (!values['skip-build'])
  for (const checkout of checkouts) buildWebApp(checkout.root, checkout.webDist);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** One navigation: milliseconds from the click to the listing's name in its page's h1. */
async function navigate(page: Page, base: string, dwell: number) {
  await page.goto(`${base}/gears`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const link = page.getByRole('link', { name: /See details of/ }).first();
  await page.evaluate(() => {
    const w = window as unknown as { clickAt?: number; shownAt?: number };
    const list = document.querySelector('h1')?.textContent;
    addEventListener(
      'pointerover',
      () => ((w as { hoverAt?: number }).hoverAt ??= performance.now()),
      {
        capture: true,
      },
    );
    addEventListener('click', () => (w.clickAt = performance.now()), { capture: true });
    // The listing's page: its own h1 (its name), at its URL.
    new MutationObserver(() => {
      const h1 = document.querySelector('main h1')?.textContent;
      const onDetail = location.pathname.startsWith('/itemdetails/');
      if (w.clickAt !== undefined && w.shownAt === undefined && onDetail && h1 && h1 !== list)
        w.shownAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await link.hover();
  if (dwell > 0) await page.waitForTimeout(dwell);
  await link.click();
  await page
    .waitForFunction(() => (window as { shownAt?: number }).shownAt !== undefined, null, {
      timeout: 60_000,
    })
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(
        () => `${location.href} h1: ${document.querySelector('h1')?.textContent}`,
      );
      throw new Error(`${base}: the listing did not show (${seen})`, { cause: error });
    });
  if (values.requests) console.log(await requestsAfterHover(page));
  return page.evaluate(() => {
    const w = window as unknown as { clickAt: number; shownAt: number };
    return w.shownAt - w.clickAt;
  });
}

/** The requests made since the pointer came over the link: start → end, ms from the click. */
function requestsAfterHover(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { hoverAt: number; clickAt: number; shownAt: number };
    const at = (t: number) => Math.round(t - w.clickAt);
    const lines = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= w.hoverAt - 1)
      .map(
        (e) =>
          `  ${at(e.startTime)} → ${at(e.responseEnd)} ms  ${e.name.replace(location.origin, '')}`,
      );
    return [`hover ${at(w.hoverAt)} ms, shown ${at(w.shownAt)} ms`, ...lines].join('\n');
  });
}

const dataset = await openDataset(parseSizes(values.size)[0]!);
const servers: RunningServer[] = [];
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  for (const [i, checkout] of checkouts.entries())
    servers.push(
      await startServer({
        databaseUrl: dataset.url,
        dataDir: dataset.dir,
        port: Number(values.port) + i,
        root: checkout.root,
        webDist: checkout.webDist,
      }),
    );
  const times = checkouts.map(() => [] as number[]);
  for (let run = 0; run < Number(values.runs); run++) {
    for (const k of run % 2 ? [1, 0] : [0, 1]) {
      // A fresh context each time: nothing cached from the previous run.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      times[k]!.push(Math.round(await navigate(page, servers[k]!.url, Number(values.dwell))));
      await context.close();
    }
  }
  const out = Object.fromEntries(
    checkouts.map((c, k) => [c.name, { root: c.root, ms: times[k], median: median(times[k]!) }]),
  );
  const gain = 1 - median(times[0]!) / median(times[1]!);
  console.log(`[bench:navigation] dwell ${values.dwell} ms, click → listing shown:`);
  for (const [name, side] of Object.entries(out))
    console.log(`  ${name}: median ${side.median} ms (${side.ms!.join(', ')})`);
  console.log(`  this is ${Math.round(gain * 100)} % sooner`);
  await result.save({ ...out, sooner_percent: Math.round(gain * 100) });
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  await dataset.stop();
}
