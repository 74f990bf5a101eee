// Where the main thread goes on a phone: Chromium loads /, /gears, /wing and the richest detail page of
// the production server (100k listings) with the CPU throttled 4x, as Lighthouse's mobile preset
// assumes, under a performance trace; bench/lib/trace-summary.ts turns each trace into long tasks
// after the first paint and CPU time per script and function. Raw traces stay in
// .tmp/bench/traces (open them in Chrome DevTools' Performance panel). CPU times grow with the
// machine's load: compare runs taken in the same conditions.
//   node bench/trace-pages.ts [--size 100k] [--port 4952] [--runs 1]
import './lib/help.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { parseSizes } from './lib/args.ts';
import { dataRoot } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { serveDataset } from './lib/served-dataset.ts';
import { summarizeTrace } from './lib/trace-summary.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    port: { type: 'string', default: '4952' },
    runs: { type: 'string', default: '1' },
  },
});
const result = startResult<Record<string, unknown>>('trace-pages', values);
const dir = join(dataRoot, 'traces');
await mkdir(dir, { recursive: true });

const { dataset, server, stop } = await serveDataset(
  parseSizes(values.size)[0]!,
  Number(values.port),
);
const out: Record<string, unknown[]> = {};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  // The same detail page as bench/frontend.ts: several photos and a certificate.
  const { rows } = await client.query<{ id: string }>(`
    SELECT g.id FROM gears g JOIN gear_pictures p ON p.gear_id = g.id JOIN users u ON u.id = g.user_id
    WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
      AND EXISTS (SELECT 1 FROM certificates c WHERE c.gear_id = g.id)
    GROUP BY g.id, g.created_at HAVING count(*) >= 3 ORDER BY g.created_at DESC LIMIT 1`);
  await client.end();
  const pages = {
    '/': '/',
    '/gears': '/gears',
    '/wing': '/wing',
    '/itemdetails/:id': `/itemdetails/${rows[0]!.id}`,
  };
  for (let run = 0; run < Number(values.runs); run++) {
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: Parameters<typeof summarizeTrace>[0] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'disabled-by-default-v8.cpu_profiler',
            'loading',
          ],
        },
      });
      await page.goto(server.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(5000); // hydration and what follows it
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      const file = join(dir, `${name.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`);
      await writeFile(file, JSON.stringify({ traceEvents: events }));
      const summary = summarizeTrace(events, server.url);
      console.log(`[bench:trace] ${name} run ${run + 1}:`, JSON.stringify(summary, null, 1));
      (out[name] ??= []).push(summary);
      await context.close();
    }
  }
  // One line per page to compare runs at a glance: long tasks after the first paint and the time
  // they blocked (each task's part over 50 ms), per run, by thread time and by wall time.
  for (const [name, runs] of Object.entries(out)) {
    const cells = (runs as ReturnType<typeof summarizeTrace>[]).map(
      (r) =>
        `cpu ${r.cpu_long_tasks_after_fcp} tasks / ${r.cpu_blocking_after_fcp_ms} ms ` +
        `(wall ${r.wall_long_tasks_after_fcp} / ${r.blocking_after_fcp_ms} ms)`,
    );
    console.log(`[bench:trace] ${name.padEnd(18)} ${cells.join(' | ')}`);
  }
} finally {
  await browser.close();
  await stop();
}
await result.save(out);
