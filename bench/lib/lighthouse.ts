// Lighthouse 13 through its CLI, mobile preset (its default: a mid-range phone on a throttled
// network, simulated), on Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default).
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Throttling } from './args.ts';
import { repoRoot } from './server.ts';

const exec = promisify(execFile);
// Lighthouse sometimes fails to record a load's trace ("NO_NAVSTART", "Please run Lighthouse
// again"), which ended a whole run of the benchmark in session 13: such a run is tried again.
const ATTEMPTS = 3;
async function run(...args: Parameters<typeof exec>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await exec(...args);
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= ATTEMPTS || !stderr.includes('Runtime error encountered')) throw error;
      console.warn(`[bench] Lighthouse failed (${stderr.trim()}); trying again`);
    }
  }
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  /** Lighthouse's CPU benchmark (`environment.benchmarkIndex`): higher is a faster machine. */
  benchmark_index: number;
  /** Audits that lost points outside performance, so a score under 100 says why. */
  failing: string[];
  /** The largest paint's element (its HTML, shortened), and where its time went (ms, observed). */
  lcp_element: string;
  lcp_breakdown: Record<string, number>;
};

type Details = { type?: string; snippet?: string; items?: unknown[] } & Record<string, unknown>;

/** The LCP insight's node and subparts (time to first byte, load delay and duration, render delay). */
function lcpOf(details: Details | undefined) {
  let element = '';
  const breakdown: Record<string, number> = {};
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const item = value as Details & { subpart?: string; duration?: number };
    if (item.type === 'node' && typeof item.snippet === 'string' && !element)
      element = item.snippet.slice(0, 200);
    if (typeof item.subpart === 'string' && typeof item.duration === 'number')
      breakdown[item.subpart] = Math.round(item.duration);
    for (const child of Object.values(item)) walk(child);
  };
  walk(details);
  return { lcp_element: element, lcp_breakdown: breakdown };
}

type Lhr = {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; details?: Details }
  >;
};

/**
 * `devtools` throttling slows the browser for real (CPU 4×, each request's latency and
 * throughput) instead of simulating the load from an unthrottled one; see bench/README.md,
 * session 11, for why both are reported here.
 */
export async function lighthouse(
  url: string,
  throttling: Throttling = 'simulate',
  /** Where to keep the whole report (every audit, the requests as observed), if anywhere. */
  keepAs?: string,
): Promise<LighthouseRun> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      join(repoRoot, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--throttling-method=${throttling}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (keepAs) {
      await mkdir(dirname(keepAs), { recursive: true });
      await copyFile(output, keepAs);
    }
    const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      lhr.categories[c]!.auditRefs.filter(
        (ref) =>
          ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]!.score! < 1,
      ).map((ref) => `${c}: ${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      lcp_ms: Math.round(value('largest-contentful-paint')),
      tbt_ms: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      fcp_ms: Math.round(value('first-contentful-paint')),
      // Lighthouse's own CPU benchmark of this run: what the machine had to give at the time
      // (it read 1018–2484 on this 2-core machine), to read the simulated TBT beside.
      benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      failing,
      ...lcpOf(lhr.audits['lcp-breakdown-insight']?.details),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
