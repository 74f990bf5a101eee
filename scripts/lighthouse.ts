// Lighthouse (mobile preset) against a running Air Gear: `/`, `/gears` and one gear's page.
//   node scripts/lighthouse.ts [--base http://127.0.0.1:3000] [--categories seo,accessibility]
//                              [extra paths…]
// Prints each page's category scores and the audits that did not pass; exits 1 below 100 in any
// category asked for. Chromium is /usr/bin/chromium unless CHROME_PATH says otherwise.
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type PageScores = {
  url: string;
  scores: Record<string, number | null>;
  failing: { id: string; title: string; category: string }[];
};

/** A gear to audit: the newest listing, found through the public API. */
export async function firstGearPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/gears/?page_size=1`);
  const [gear] = (await response.json()) as { id: string }[];
  if (!gear) throw new Error('No gear is listed: create one before auditing its page.');
  return `/itemdetails/${gear.id}`;
}

export async function auditPages(
  base: string,
  paths: string[],
  categories: string[] = ['seo'],
): Promise<PageScores[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: PageScores[] = [];
    // One page at a time: Lighthouse drives a single tab.
    for (const path of paths) {
      const url = new URL(path, base).href;
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // The picture of the whole page only illustrates the report; no score reads it.
        disableFullPageScreenshot: true,
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = run;
      const scores: PageScores['scores'] = {};
      const failing: PageScores['failing'] = [];
      for (const [id, category] of Object.entries(lhr.categories)) {
        scores[id] = category.score === null ? null : Math.round(category.score * 100);
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            failing.push({ id: ref.id, title: audit.title, category: id });
        }
      }
      results.push({ url, scores, failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
      categories: { type: 'string', default: 'seo' },
    },
  });
  const base = values.base.replace(/\/$/, '');
  const paths = ['/', '/gears', await firstGearPath(base), ...positionals];
  const categories = values.categories.split(',').map((c) => c.trim());
  const results = await auditPages(base, paths, categories);
  let perfect = true;
  for (const { url, scores, failing } of results) {
    console.log(url);
    for (const [id, score] of Object.entries(scores)) {
      console.log(`  ${id.padEnd(16)} ${score ?? 'n/a'}`);
      if (score !== 100) perfect = false;
    }
    for (const audit of failing)
      console.log(`    ✗ [${audit.category}] ${audit.id}: ${audit.title}`);
  }
  process.exitCode = perfect ? 0 : 1;
}

if (import.meta.main) await main();
