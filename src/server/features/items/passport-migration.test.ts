// Migration 0019 turns the certificates into check records of an item per listing:
// applied to a database holding certificates (with photos), it loses nothing, and the
// certificate calls answer the same afterwards.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connect, runMigrations, type Database } from '#server/db/client.ts';

const folder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
let database: Database;
let dir: string;

beforeAll(async () => {
  const server = inject('pgServerUrl');
  const name = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  database = connect(`${server}/${name}`, 1);
  // The migrations up to the one before the passport.
  dir = await mkdtemp(join(tmpdir(), 'airgear-migrations-'));
  await cp(folder, dir, { recursive: true });
  const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0021');
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  await migrate(database.db, { migrationsFolder: dir });
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('makes each certificate a check record of its listing’s item, ids, figures and photos kept', async () => {
  const q = (text: string) => database.pool.query(text);
  await q(`insert into users (id, username, email, password_hash) values
    ('11111111-1111-4111-8111-111111111111', 'lena', 'lena@example.com', 'x')`);
  await q(`insert into gear_types (id, name, slug) values
    ('23079e6f-fdbc-40b3-bb49-85f49d7a8b8c', 'Paraglider Wing', 'wing')`);
  await q(
    `insert into certifiers (id, name) values ('22222222-2222-4222-8222-222222222222', 'Check shop')`,
  );
  await q(`insert into gears (id, user_id, gear_type_id, name, brand, model, price, currency) values
    ('33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111',
     '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c', 'Rush 5', 'Ozone', 'Rush 5', 1800, 'EUR'),
    ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111',
     '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c', 'Bare', 'Gin', 'Evora', 900, 'EUR')`);
  await q(`insert into certificates (id, gear_id, user_id, certifier_id, issue_date, expiration_date,
    porosity, lines_need_trim, fabric_condition) values
    ('55555555-5555-4555-8555-555555555555', '33333333-3333-4333-8333-333333333333',
     '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
     '2025-03-01', '2027-03-01', 27.35, true, false)`);
  await q(`insert into certificate_pictures (id, certificate_id, storage_key) values
    ('66666666-6666-4666-8666-666666666666', '55555555-5555-4555-8555-555555555555', 'abc123')`);
  const before = (await q('select * from certificates')).rows;

  await runMigrations(database.db);

  const item = (await q('select * from items')).rows;
  expect(item).toHaveLength(1);
  expect(item[0]).toMatchObject({ brand: 'Ozone', model: 'Rush 5', serial: null });
  const gearsAfter = (await q('select id, item_id from gears order by id')).rows;
  expect(gearsAfter).toEqual([
    { id: '33333333-3333-4333-8333-333333333333', item_id: item[0].id },
    { id: '44444444-4444-4444-8444-444444444444', item_id: null },
  ]);
  const [record] = (await q('select * from item_records')).rows;
  expect(record).toMatchObject({
    id: '55555555-5555-4555-8555-555555555555',
    item_id: item[0].id,
    kind: 'check',
    porosity: [{ point: '', value: 27.35, limit: null }],
    lines_need_trim: true,
    canopy_ok: false,
    signed_by: null,
  });
  // Seen through the certificate fields, the certificate is the same row as before.
  expect((await q('select * from certificates')).rows).toEqual(before);
  expect((await q('select record_id, storage_key from record_pictures')).rows).toEqual([
    { record_id: '55555555-5555-4555-8555-555555555555', storage_key: 'abc123' },
  ]);
});
