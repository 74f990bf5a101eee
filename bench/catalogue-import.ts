// Benchmark: importing a 20 000-size catalogue CSV (goal ≤ 10 s, issue 15). The file is made
// here (wings, reserves and harnesses of a few hundred brands), then imported into an empty
// catalogue and again over itself (every size updated), each in its own phases: CSV parsing,
// row validation, the database writes. Then the same file through `npm run catalogue:import`
// (a fresh Node process: start, migrations check, import), and a file whose last row is bad.
//   node bench/catalogue-import.ts [--runs 3] [--sizes 20000]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { parseCsv, toCsv } from '../src/server/features/catalogue/csv.ts';
import { CSV_COLUMNS, readCatalogueRows } from '../src/server/features/catalogue/csv-rows.ts';
import { importCatalogueCsv } from '../src/server/features/catalogue/import.ts';
import { readFlags } from './lib/args.ts';
import { dataRoot } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { repoRoot } from './lib/server.ts';
import { percentile, round } from './lib/stats.ts';

const flags = readFlags({ runs: 3, sizes: [20_000] });
const result = startResult<Record<string, unknown>>('catalogue-import', { ...flags });
const WING_SIZES = ['XS', 'S', 'SM', 'M', 'ML', 'L', 'XL'];

/** `count` sizes: about 70% wings of 7 sizes, 15% reserves and 15% harnesses of 4. */
export function catalogueCsv(count: number): string {
  const rows: (string | number | null)[][] = [[...CSV_COLUMNS]];
  for (let model = 0; rows.length <= count; model++) {
    const brand = `Brand ${model % 300}`;
    const kind = model % 10 < 6 ? 'wing' : model % 10 < 8 ? 'reserve' : 'harness';
    const sizes = kind === 'wing' ? WING_SIZES : ['1', '2', '3', '4'];
    sizes.forEach((size, i) => {
      if (rows.length > count) return;
      const low = 55 + i * 12 + (model % 5);
      const facts: Record<string, (string | number | null)[]> = {
        wing: ['B', low, low + 20, 20 + i * 1.5, 4 + i * 0.2, null, null, null],
        reserve: [null, null, null, 25 + i * 4, null, 80 + i * 20, null, null],
        harness: [null, 50 + i * 15, 75 + i * 15, null, null, null, 150 + i * 10, 170 + i * 10],
      };
      const year = 2010 + (model % 15);
      const source = model % 3 ? 'manufacturer' : `https://maker.example/${model}/${size}`;
      rows.push([kind, brand, `Model ${model}`, year, size, ...facts[kind]!, source]);
    });
  }
  return toCsv(rows);
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const stats = (list: number[]) => ({
  median_s: round(percentile(list, 50), 2),
  max_s: round(Math.max(...list), 2),
  runs: list.map((n) => round(n, 2)),
});

const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};
/** CPU seconds a local PostgreSQL backend has used (user + system, in clock ticks of 10 ms). */
const backendCpu = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * `npm run catalogue:import -- FILE` in a new process; its CPU seconds (user + system, read by
 * /usr/bin/time), which a busy machine changes far less than the wall-clock time.
 */
function runCli(file: string, databaseUrl: string, expectedStatus = 0): number {
  const cpuFile = join(dir, 'cli-cpu.txt');
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', '%U %S', '-o', cpuFile, process.execPath, 'scripts/catalogue-import.ts', file],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', expectedStatus ? 'ignore' : 'inherit'],
    },
  );
  if (run.status !== expectedStatus)
    throw new Error(`catalogue:import exited ${run.status}, expected ${expectedStatus}.`);
  const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').pop()!.split(' ');
  return Number(user) + Number(system);
}

const dir = join(dataRoot, 'catalogue-import');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const embedded = await startEmbeddedPostgres(join(dir, 'pg'));
// One connection, so one PostgreSQL backend does all the import's work and its CPU is countable.
const database = connect(embedded.url, 1);
const pool = new pg.Pool({ connectionString: embedded.url, max: 1 });
const bySize: Record<string, unknown> = {};
try {
  await runMigrations(database.db);
  await seedReferenceData(database.db);
  const backendPid = async () =>
    (await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() pid')).rows[0]!.pid;
  const empty = () =>
    pool.query('TRUNCATE catalogue_brands, catalogue_models, catalogue_sizes CASCADE');
  for (const size of flags.sizes) {
    const csv = catalogueCsv(size);
    const file = join(dir, `catalogue-${size}.csv`);
    await writeFile(file, csv);
    const badFile = join(dir, `catalogue-${size}-bad-last-row.csv`);
    await writeFile(badFile, `${csv}wing,Brand 1,Model 1,2022,M,B,abc,100,,,,,,demo\n`);
    const slugs = new Set(
      (await pool.query<{ slug: string }>('SELECT slug FROM gear_types')).rows.map((r) => r.slug),
    );
    const phases = { parse: [] as number[], validate: [] as number[] };
    const cpu = { into_empty: [] as number[], over_itself: [] as number[] };
    const dbCpu = { into_empty: [] as number[], over_itself: [] as number[] };
    const cliCpu: number[] = [];
    const times = { into_empty: [] as number[], over_itself: [] as number[], cli: [] as number[] };
    for (let run = 0; run < flags.runs; run++) {
      let from = performance.now();
      const rows = parseCsv(csv);
      phases.parse.push(seconds(from));
      from = performance.now();
      const { problems } = readCatalogueRows(rows, slugs);
      phases.validate.push(seconds(from));
      if (problems.length) throw new Error(`The bench file has problems: ${problems[0]!.message}`);

      await empty();
      // Asked just before each import: the pool closes an idle connection after 10 s.
      let pid = await backendPid();
      from = performance.now();
      let cpuFrom = process.cpuUsage();
      let dbFrom = backendCpu(pid);
      const first = await importCatalogueCsv(database.db, csv);
      times.into_empty.push(seconds(from));
      cpu.into_empty.push(cpuSeconds(cpuFrom));
      dbCpu.into_empty.push(backendCpu(pid) - dbFrom);
      if (!first.ok || first.sizes !== size)
        throw new Error(`Import failed: ${JSON.stringify(first)}`);
      pid = await backendPid();
      from = performance.now();
      cpuFrom = process.cpuUsage();
      dbFrom = backendCpu(pid);
      await importCatalogueCsv(database.db, csv);
      times.over_itself.push(seconds(from));
      cpu.over_itself.push(cpuSeconds(cpuFrom));
      dbCpu.over_itself.push(backendCpu(pid) - dbFrom);

      await empty();
      from = performance.now();
      cliCpu.push(runCli(file, embedded.url));
      times.cli.push(seconds(from));
    }
    await empty();
    let from = performance.now();
    const bad = await importCatalogueCsv(
      database.db,
      `${csv}wing,B,M,2022,M,B,abc,100,,,,,,demo\n`,
    );
    const rejected = seconds(from);
    const { rows: left } = await pool.query<{ n: number }>(
      'SELECT count(*)::int n FROM catalogue_sizes',
    );
    if (bad.ok || left[0]!.n !== 0) throw new Error('A bad last row must leave nothing imported.');
    from = performance.now();
    runCli(badFile, embedded.url, 1);
    const cliRejected = seconds(from);
    const row = {
      bytes: Buffer.byteLength(csv),
      parse: stats(phases.parse),
      validate: stats(phases.validate),
      import_into_empty: stats(times.into_empty),
      import_over_itself: stats(times.over_itself),
      cli_into_empty: stats(times.cli),
      node_cpu_into_empty: stats(cpu.into_empty),
      node_cpu_over_itself: stats(cpu.over_itself),
      db_cpu_into_empty: stats(dbCpu.into_empty),
      db_cpu_over_itself: stats(dbCpu.over_itself),
      cli_process_cpu: stats(cliCpu),
      bad_last_row_s: round(rejected, 2),
      cli_bad_last_row_s: round(cliRejected, 2),
    };
    bySize[String(size)] = row;
    console.log(`[bench:catalogue-import] ${size} sizes:`);
    console.table(
      Object.fromEntries(
        Object.entries(row)
          .filter((e): e is [string, ReturnType<typeof stats>] => typeof e[1] === 'object')
          .map(([k, v]) => [k, { median_s: v.median_s, max_s: v.max_s }]),
      ),
    );
    console.log(
      `  bad last row: ${row.bad_last_row_s} s in process, CLI ${row.cli_bad_last_row_s} s`,
    );
  }
} finally {
  await pool.end();
  await database.close();
  await embedded.stop();
}
await result.save({ sizes: bySize, goal: { '20000_sizes_s': 10 } });
