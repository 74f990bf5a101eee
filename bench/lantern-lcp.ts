// What Lighthouse's simulated LCP of the detail page is made of. Lantern (its simulation) takes
// the mean of two graphs' last end: each holds the requests that ended before the paint observed
// in the unthrottled load (low-priority images only in the pessimistic one) and the main-thread
// tasks that delayed it, replayed at 150 ms RTT, 1.6 Mbit/s and 4× CPU. This prints each node's
// simulated start and end in both graphs, from Lighthouse run in this process.
//   node bench/lantern-lcp.ts [--sizes 100k] [--port 4950] [--runs 1]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { readFlags } from './lib/args.ts';
import { richGear } from './lib/rich-gear.ts';
import { serveDataset } from './lib/served-dataset.ts';

type Node = { type: string; request?: { url: string; transferSize: number; priority: string } };
type Timing = { startTime: number; endTime: number };

const flags = readFlags({ sizes: [100_000], runs: 1, port: 4950 });
const { dataset, server, stop } = await serveDataset(flags.sizes[0]!, flags.port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const url = `${server.url}/itemdetails/${(await richGear(dataset.url)).id}`;
  for (let run = 1; run <= flags.runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const audits = result!.lhr.audits;
    console.log(
      `\nrun ${run}: LCP ${Math.round(audits['largest-contentful-paint']!.numericValue!)} ms, ` +
        `FCP ${Math.round(audits['first-contentful-paint']!.numericValue!)} ms`,
    );
    const timings = Lantern.Simulation.Simulator.allNodeTimings as Map<string, Map<Node, Timing>>;
    for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
      const nodes = [...(timings.get(label) ?? new Map<Node, Timing>())].sort(
        (a, b) => a[1].startTime - b[1].startTime,
      );
      const end = Math.max(...nodes.map(([, t]) => t.endTime));
      console.log(`${label}: ends at ${Math.round(end)} ms`);
      for (const [node, t] of nodes) {
        const what = node.request
          ? `${(node.request.transferSize / 1024).toFixed(1).padStart(6)} KB ${node.request.priority.padEnd(8)} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
          : '          main-thread task';
        console.log(
          `  ${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)} ms ${what}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  await stop();
}
