// Where a cold page's main-thread CPU goes, by `perf` (Linux): the server of this checkout and,
// with --against, of another, each loaded alone with cold pages (a login cookie: never from the
// page cache) one at a time for --seconds while `perf record` samples its main thread. Each
// sample is given to the nearest JavaScript frame (lib/perf-attribution.ts): ms a page per
// package or file and per function, adding up to what the scheduler counts, where V8's own
// profiler (profile-server.ts) misses about a third. Then `strace` counts the statements a page
// sends to PostgreSQL (one Sync message each) over 10 pages.
//   node bench/perf-page.ts [--page detail|gears|shell] [--against /tmp/old] [--seconds 10]
//                           [--size 100k] [--port 4860]
import './lib/help.ts';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { parseSizes } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { attribute } from './lib/perf-attribution.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { buildWebApp, startServer, webDist } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'detail' },
    against: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    size: { type: 'string', default: '100k' },
    port: { type: 'string', default: '4860' },
    out: { type: 'string' }, // results/<out>.json: a run kept apart from the latest
  },
});
const HZ = 2999;
const result = startResult<Record<string, unknown>>(`perf-page-${values.page}`, values);
const checkouts = [{ name: 'this', root: undefined as string | undefined, dist: webDist }];
if (values.against) {
  const root = resolve(values.against);
  checkouts.push({ name: 'against', root, dist: join(root, '.tmp/bench/web') });
}
for (const { root, dist } of checkouts) buildWebApp(root, dist);

/** Runs `command` beside the load until the load is done, then stops it with SIGINT. */
async function alongside(command: string, args: string[], load: () => Promise<number>) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  await new Promise((done) => setTimeout(done, 700)); // attached before the first page
  const pages = await load();
  child.kill('SIGINT');
  await new Promise((done) => child.on('exit', done));
  return pages;
}

const dataset = await openDataset(parseSizes(values.size)[0]!);
const out: Record<string, unknown> = {};
try {
  const gear = (await richGear(dataset.url)).id;
  const paths: Record<string, string> = {
    detail: `/itemdetails/${gear}`,
    gears: '/gears',
    shell: '/gears?page=9000',
  };
  const path = paths[values.page]!;
  for (const [i, { name, root, dist }] of checkouts.entries()) {
    const server = await startServer({
      databaseUrl: dataset.url,
      dataDir: dataset.dir,
      port: Number(values.port) + i,
      webDist: dist,
      ...(root && { root }),
      nodeArgs: ['--perf-basic-prof-only-functions'], // names for the JIT's code
    });
    const file = join(dataset.dir, `perf-${process.pid}-${name}`);
    try {
      const get = async () => {
        const headers = { cookie: `${TOKEN_COOKIE}=bench-cold`, 'accept-encoding': 'identity' };
        const response = await fetch(server.url + path, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      };
      for (let k = 0; k < 100; k++) await get();
      const record = ['record', '-g', '-F', String(HZ), '-t', String(server.pid), '-o', file];
      const pages = await alongside('perf', record, async () => {
        let n = 0;
        for (const end = Date.now() + Number(values.seconds) * 1000; Date.now() < end; n++)
          await get();
        return n;
      });
      const script = execFileSync('perf', ['script', '-i', file, '-F', 'ip,sym,dso'], {
        maxBuffer: 1 << 30,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString();
      const trace = [
        '-qq',
        '-f',
        '-s',
        '16',
        '-e',
        'trace=writev,write,sendto',
        '-p',
        String(server.pid),
      ];
      await alongside('strace', [...trace, '-o', `${file}.strace`], async () => {
        for (let k = 0; k < 10; k++) await get();
        return 10;
      });
      // A statement of the extended protocol ends with Sync ('S', length 4).
      const syncs = readFileSync(`${file}.strace`, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"S\\0\\0\\0\\4"')).length;
      out[name] = {
        root: root ?? 'this',
        pages,
        statements_per_page: syncs / 10,
        ...attribute(script, { hz: HZ, pages }),
      };
      const { ms_per_page, places } = out[name] as ReturnType<typeof attribute>;
      console.log(`[bench:perf-page] ${name}: ${ms_per_page} ms a page, ${syncs / 10} statements`);
      for (const p of places.slice(0, 12)) console.log(`  ${String(p.ms).padStart(6)}  ${p.name}`);
    } finally {
      await server.stop();
      rmSync(file, { force: true });
      rmSync(`${file}.strace`, { force: true });
      rmSync(`/tmp/perf-${server.pid}.map`, { force: true });
    }
  }
  await result.save({ path, ...out });
} finally {
  await dataset.stop();
}
