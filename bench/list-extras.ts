// Benchmark: what the passport's status (issue 35, `airworthiness`) and the price guide line
// (issue 38, `price_guide`) add to `GET gears/` (24 cards) at 100k listings. Two data sets of
// the same listings (same seed, bench/lib/generate.ts): `full` with an item for every wing and
// reserve, 3 records per listing (300 000 at 100k) and the guide rows of every model; `plain`
// with none of them. A server on each, the response cache off, requests alternating between
// the two one at a time, so both see the same machine load. Goal: `full` p95 ≤ `plain` p95 +10 %.
//   node bench/list-extras.ts [--sizes 100k] [--samples 200] [--runs 3] [--port 3161]
import { readFlags, sizeLabel } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { percentile, round } from './lib/stats.ts';

const flags = readFlags({ sizes: [100_000], samples: 200, runs: 3, port: 3161 });
const CASES: Record<string, string> = {
  newest: '',
  'page 7': 'page=7',
  wings: 'gear_type=23079e6f-fdbc-40b3-bb49-85f49d7a8b8c',
  'wings in DE': 'gear_type=23079e6f-fdbc-40b3-bb49-85f49d7a8b8c&country=DE',
};
const result = startResult<unknown>('list-extras', { ...flags });
buildWebApp();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  const full = await openDataset(size, 'full');
  const plain = await openDataset(size, 'plain');
  const servers = await Promise.all(
    [full, plain].map((dataset, i) =>
      startServer({
        databaseUrl: dataset.url,
        dataDir: dataset.dir,
        port: flags.port + i,
        env: { RESPONSE_CACHE_MS: '0', WORKER: 'off' },
      }),
    ),
  );
  try {
    const agents = servers.map(() => keepAliveAgent());
    const get = (i: number, qs: string) =>
      timedGet(`${servers[i]!.url}/api/gears/?page_size=24${qs ? `&${qs}` : ''}`, agents[i]!);
    const cards = async (qs: string) => {
      const response = await fetch(`${servers[0]!.url}/api/gears/?page_size=24&${qs}`);
      const body = (await response.json()) as { results?: unknown[] } | unknown[];
      const list = (Array.isArray(body) ? body : (body.results ?? [])) as Record<string, unknown>[];
      return {
        with_airworthiness: list.filter((g) => g.airworthiness).length,
        with_price_guide: list.filter((g) => g.price_guide).length,
      };
    };
    const runs: Record<string, unknown>[] = [];
    for (let run = 0; run < flags.runs; run++) {
      const times: Record<string, [number[], number[]]> = {};
      for (const [name, qs] of Object.entries(CASES)) {
        times[name] = [[], []];
        for (let i = 0; i < 5; i++) for (const s of [0, 1]) await get(s, qs); // warm-up
      }
      for (let n = 0; n < flags.samples; n++)
        for (const [name, qs] of Object.entries(CASES)) {
          // Alternate which server goes first, so neither always follows the other.
          const order = n % 2 === 0 ? [0, 1] : [1, 0];
          for (const s of order) {
            const timed = await get(s, qs);
            if (timed.status !== 200) throw new Error(`${name}: ${timed.status}`);
            times[name]![s]!.push(timed.ms);
          }
        }
      const cases: Record<string, unknown> = {};
      for (const [name, [withExtras, without]] of Object.entries(times)) {
        const p95 = [percentile(withExtras, 95), percentile(without, 95)];
        cases[name] = {
          full_p50: round(percentile(withExtras, 50)),
          full_p95: round(p95[0]!),
          plain_p50: round(percentile(without, 50)),
          plain_p95: round(p95[1]!),
          p95_added_pct: round(((p95[0]! - p95[1]!) / p95[1]!) * 100, 1),
        };
      }
      console.table(cases);
      runs.push(cases);
    }
    const shown: Record<string, unknown> = {};
    for (const [name, qs] of Object.entries(CASES)) shown[name] = await cards(qs);
    console.log('cards of 24 with a status / a guide line (full):', shown);
    bySize[sizeLabel(size)] = { runs, cards: shown };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await full.stop();
    await plain.stop();
  }
}
await result.save({ sizes: bySize });
