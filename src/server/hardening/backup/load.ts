// Restore: into an empty database (the migrations are applied first, so the schema is the code's),
// every table's rows in one transaction, parents before children, then the photo files.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { connect, runMigrations } from '#server/db/client.ts';
import { uploadPhotos } from '#server/media/bucket-backup.ts';
import type { S3PhotoStore } from '#server/media/photo-store-s3.ts';
import { BACKUP_FORMAT, type Manifest } from './dump.ts';
import { copyTree } from './media-files.ts';
import { publicTables, type TableColumns } from './tables.ts';

/** Tables a migration fills, so a freshly migrated target is not empty there. */
const FILLED_BY_MIGRATIONS = new Set(['currency_rates']);

const BATCH = 500;

export async function readManifest(backupDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`Not an Air Gear backup (format ${String(manifest.format)}).`);
  return manifest;
}

async function insertBatch(client: pg.Client, { table, columns }: TableColumns, rows: string[]) {
  const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
  const name = client.escapeIdentifier(table);
  await client.query(
    `insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

async function loadTable(client: pg.Client, backupDir: string, ref: TableColumns) {
  const { table } = ref;
  const lines = createInterface({
    input: createReadStream(join(backupDir, 'db', `${table}.ndjson`)),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  let count = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === BATCH) {
      await insertBatch(client, ref, batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(client, ref, batch);
  return count + batch.length;
}

export async function restore(options: {
  databaseUrl: string;
  backupDir: string;
  mediaDir: string;
  /** Photos in a bucket: the backup's files are put there instead of into mediaDir. */
  bucket?: S3PhotoStore;
  log?: (m: string) => void;
}) {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(options.backupDir);
  const database = connect(options.databaseUrl, 1);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const applied = Number(
      (await client.query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0].n,
    );
    if (applied < manifest.migrations)
      throw new Error('The backup is newer than this version of Air Gear: update the code first.');
    const tables = (await publicTables(client)).filter((t) => manifest.tables[t]);
    await client.query('begin');
    // Rows come back as they were: the price history trigger (migration 0022) records nothing.
    await client.query("set local airgear.restoring = 'on'");
    for (const table of tables) {
      // Rows a migration writes (the reference rates of 0027) are the backup's own once loaded.
      if (FILLED_BY_MIGRATIONS.has(table)) {
        await client.query(`delete from ${client.escapeIdentifier(table)}`);
        continue;
      }
      const { rows } = await client.query(
        `select exists (select 1 from ${client.escapeIdentifier(table)}) as used`,
      );
      if (rows[0].used) throw new Error(`The target database is not empty (${table} has rows).`);
    }
    for (const table of tables) {
      const count = await loadTable(client, options.backupDir, {
        table,
        columns: manifest.tables[table]!.columns,
      });
      if (count !== manifest.tables[table]!.rows)
        throw new Error(
          `${table}: read ${count} rows, the manifest says ${manifest.tables[table]!.rows}.`,
        );
      log(`${table}: ${count} rows`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  const media = join(options.backupDir, 'media');
  const files = options.bucket
    ? await uploadPhotos(options.bucket, media)
    : await copyTree(media, options.mediaDir);
  log(`photos: ${files} files`);
  return manifest;
}
