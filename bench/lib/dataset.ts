// A benchmark data set: its own folder (.tmp/bench/gears-<size>) with an embedded PostgreSQL
// cluster, migrated and seeded like production, then filled by generate.ts. A folder that already
// holds the requested size is reused as it is, so only the first run pays for the generation.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { sizeLabel } from './args.ts';
import { stopOnInterrupt } from './interrupt.ts';
import { generate } from './generate.ts';
import { makeBenchPhotos } from './photos.ts';

/** Bump when generate.ts changes what it makes: older folders are then generated again. */
const GENERATOR_VERSION = 3;
export const BENCH_PASSWORD = 'bench-password';
/**
 * Data sets and the benchmark's web build live in .tmp/bench (BENCH_DATA to move them): a folder
 * git, tsc, ESLint and Prettier all skip, as gigabytes of PostgreSQL files must never be scanned.
 */
export const dataRoot = resolve(
  process.env.BENCH_DATA ?? fileURLToPath(new URL('../../.tmp/bench/', import.meta.url)),
);

type Marker = { size: number; version: number; seconds: number; generated_at: string };
export type Dataset = {
  size: number;
  dir: string;
  url: string;
  /** Seconds the generation took (0 when the folder was reused). */
  generatedIn: number;
  stop: () => Promise<void>;
};

async function readMarker(path: string): Promise<Marker | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Marker;
  } catch {
    return null;
  }
}

export async function openDataset(size: number): Promise<Dataset> {
  const dir = join(dataRoot, `gears-${sizeLabel(size)}`);
  const say = (m: string) => console.log(`[bench:data] ${m}`);
  const embedded = await startEmbeddedPostgres(dir, say);
  let generatedIn = 0;
  try {
    const markerPath = join(dir, 'bench-dataset.json');
    const marker = await readMarker(markerPath);
    if (marker?.size !== size || marker.version !== GENERATOR_VERSION) {
      say(`Generating ${size} listings in ${dir} …`);
      const started = Date.now();
      const database = connect(embedded.url, 2);
      try {
        await runMigrations(database.db);
        await seedReferenceData(database.db);
      } finally {
        await database.close();
      }
      const [passwordHash, photos] = await Promise.all([
        hashPassword(BENCH_PASSWORD),
        makeBenchPhotos(join(dir, 'media')),
      ]);
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      try {
        await generate(client, { size, passwordHash, photos });
      } finally {
        await client.end();
      }
      generatedIn = (Date.now() - started) / 1000;
      const made: Marker = {
        size,
        version: GENERATOR_VERSION,
        seconds: generatedIn,
        generated_at: new Date().toISOString(),
      };
      await writeFile(markerPath, `${JSON.stringify(made, null, 2)}\n`);
      say(`Generated ${size} listings in ${generatedIn.toFixed(0)} s.`);
    }
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { size, dir, url: embedded.url, generatedIn, stop: stopOnInterrupt(embedded.stop) };
}

/** Facts about the data set for the results: row counts and table sizes. */
export async function describeDataset(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; rows: string; size: string }>(`
      SELECT relname AS name, n_live_tup::text AS rows,
             pg_size_pretty(pg_total_relation_size(relid)) AS size
      FROM pg_stat_user_tables
      WHERE relname IN ('users', 'gears', 'gear_pictures', 'certificates')
      ORDER BY relname`);
    return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), size: r.size }]));
  } finally {
    await client.end();
  }
}
