// A benchmark data set: its own folder (.tmp/bench/gears-<size>) with an embedded PostgreSQL
// cluster, migrated and seeded like production, then filled by generate.ts. A folder that already
// holds the requested size is reused as it is, so only the first run pays for the generation.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { seedDemoCatalogue } from '../../src/server/features/catalogue/demo-seed-repository.ts';
import {
  modelsWithListings,
  refreshModelGuides,
} from '../../src/server/features/prices/guide-repository.ts';
import { refreshAllAirworthiness } from '../../src/server/features/items/airworthiness.ts';
import { sizeLabel } from './args.ts';
import { stopOnInterrupt } from './interrupt.ts';
import { generate } from './generate.ts';
import { makeBenchPhotos } from './photos.ts';

/** Bump when generate.ts changes what it makes: older folders are then generated again. */
const GENERATOR_VERSION = 5;
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

/**
 * `full` (the default): listings linked to the demo catalogue's sizes, passports (items and
 * 3 records per listing) and the price guide rows of every model, as production holds them.
 * `plain`: the same listings (same seed) without items, records or guide rows, the baseline
 * of what the passport and the guide add to a list (bench/list-extras.ts).
 */
export type DatasetVariant = 'full' | 'plain';

export async function openDataset(
  size: number,
  variant: DatasetVariant = 'full',
): Promise<Dataset> {
  const suffix = variant === 'full' ? '' : `-${variant}`;
  const dir = join(dataRoot, `gears-${sizeLabel(size)}${suffix}`);
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
        // Before the listings: generate.ts links them to its sizes.
        await seedDemoCatalogue(database.db);
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
        await generate(client, { size, passwordHash, photos, passport: variant === 'full' });
      } finally {
        await client.end();
      }
      if (variant === 'full') await refreshGuides(embedded.url);
      if (variant === 'full') await refreshStatuses(embedded.url);
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

/**
 * Every item's airworthy date and status basis (items.status_*, migration 0032), as the items
 * feature writes them after each write: generate.ts inserts items and records in bulk.
 */
async function refreshStatuses(url: string) {
  const started = Date.now();
  const database = connect(url, 2);
  try {
    const items = await refreshAllAirworthiness(database.db, 2000);
    await database.db.execute(sql`analyze items`);
    console.log(
      `[bench:data]   status of ${items} items: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

/** The price guide rows of every model, as the nightly job writes them (decision 018). */
async function refreshGuides(url: string) {
  const started = Date.now();
  const database = connect(url, 2);
  try {
    const models = await modelsWithListings(database.db);
    for (const model of models)
      await database.db.transaction((tx) => refreshModelGuides(tx, model));
    await database.db.execute(sql`analyze gear_price_guides`);
    console.log(
      `[bench:data]   price guides of ${models.length} models: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
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
      WHERE relname IN ('users', 'gears', 'gear_pictures', 'items', 'item_records',
                        'gear_price_guides')
      ORDER BY relname`);
    return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), size: r.size }]));
  } finally {
    await client.end();
  }
}
