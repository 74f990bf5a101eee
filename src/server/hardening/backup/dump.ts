// A consistent backup with nothing but a PostgreSQL connection (the embedded package ships no
// pg_dump): every table read inside one REPEATABLE READ transaction — one snapshot, while the
// server keeps serving — as JSON lines, then the photo files the snapshot refers to. While the
// backup runs it holds BACKUP_LOCK, and photo releases leave files in place instead of removing
// them (release-keys.ts), so no file of a row in the snapshot can vanish before it is copied.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { downloadPhotos } from '#server/media/bucket-backup.ts';
import type { S3PhotoStore } from '#server/media/photo-store-s3.ts';
import { BACKUP_LOCK } from '#server/media/release-keys.ts';
import { copyPhotos } from './media-files.ts';
import { columnsOf, publicTables, type TableColumns } from './tables.ts';

export const BACKUP_FORMAT = 'airgear-backup/1';
export type Manifest = {
  format: string;
  created_at: string;
  migrations: number;
  tables: Record<string, { columns: string[]; rows: number }>;
  photos: { keys: number; files: number };
};

export async function backup(options: {
  databaseUrl: string;
  mediaDir: string;
  /** Photos in a bucket: they are downloaded from it instead of copied from mediaDir. */
  bucket?: S3PhotoStore;
  outDir: string;
  log?: (m: string) => void;
}): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const partial = `${options.outDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'db'), { recursive: true });
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [BACKUP_LOCK]);
    await client.query('begin isolation level repeatable read read only');
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      migrations: Number(
        (await client.query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0].n,
      ),
      tables: {},
      photos: { keys: 0, files: 0 },
    };
    for (const table of await publicTables(client)) {
      const columns = await columnsOf(client, table);
      const rows = await dumpTable(
        client,
        { table, columns },
        join(partial, 'db', `${table}.ndjson`),
      );
      manifest.tables[table] = { columns, rows };
      log(`${table}: ${rows} rows`);
    }
    const keys = await client.query<{ key: string }>(
      'select storage_key as key from gear_pictures union select storage_key from record_pictures union select storage_key from stolen_report_pictures',
    );
    await client.query('commit');
    const used = keys.rows.map((r) => r.key);
    manifest.photos = options.bucket
      ? await downloadPhotos(options.bucket, used, join(partial, 'media'))
      : await copyPhotos(used, options.mediaDir, join(partial, 'media'));
    log(`photos: ${manifest.photos.keys} keys, ${manifest.photos.files} files`);
    await writeFile(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(options.outDir, { recursive: true, force: true });
    // Only a finished backup carries the final name.
    await rename(partial, options.outDir);
    return manifest;
  } finally {
    await client.query('rollback').catch(() => {});
    await client.query('select pg_advisory_unlock($1::bigint)', [BACKUP_LOCK]).catch(() => {});
    await client.end();
  }
}

async function dumpTable(client: pg.Client, { table, columns }: TableColumns, file: string) {
  const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
  const cursor = `dump_${table}`;
  await client.query(
    `declare ${client.escapeIdentifier(cursor)} no scroll cursor for ` +
      `select row_to_json(x)::text as line from (select ${list} from ${client.escapeIdentifier(table)}) x`,
  );
  const out = createWriteStream(file);
  let rows = 0;
  for (;;) {
    const batch = await client.query<{ line: string }>(
      `fetch 1000 from ${client.escapeIdentifier(cursor)}`,
    );
    if (batch.rows.length === 0) break;
    rows += batch.rows.length;
    if (!out.write(batch.rows.map((r) => r.line).join('\n') + '\n')) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  await client.query(`close ${client.escapeIdentifier(cursor)}`);
  return rows;
}
