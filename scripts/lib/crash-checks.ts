// After a crash and restart: every acknowledged write is there (through the API, as a user sees
// it), and the database and photo folder agree (every picture row has both files, positions are
// whole). Returns the problems found; none means the round passed.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { photoFiles } from '../../src/server/hardening/backup/media-files.ts';
import { call, type Account } from './api-client.ts';
import type { Ledger } from './crash-writers.ts';
import { databaseUrlOf } from './server-process.ts';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export async function verifyAfterCrash(
  { base, dataDir }: { base: string; dataDir: string },
  ledger: Ledger,
  accounts: Account[],
): Promise<string[]> {
  const problems = ledger.unexpected.splice(0);
  for (const [id, gear] of ledger.gears) {
    const token = accounts[gear.owner]!.token;
    const res = await call(base, `/api/gears/${id}/`, { token });
    if (gear.deleted === 'yes' && res.status !== 404)
      problems.push(`deleted gear ${id} is back (${res.status})`);
    if (gear.deleted === 'no') {
      if (res.status !== 200) problems.push(`acknowledged gear ${id} is missing (${res.status})`);
      else {
        const price = (res.json as { price: number }).price;
        if (!gear.allowedPrices.has(price))
          problems.push(
            `gear ${id} has price ${price}, acknowledged ${[...gear.allowedPrices].join(' or ')}`,
          );
      }
    }
    if (gear.deleted === 'maybe' && res.status === 404) gear.deleted = 'yes';
    if (gear.deleted === 'maybe' && res.status === 200) gear.deleted = 'no';
  }
  const listed = new Map<string, Set<string>>();
  for (const [pictureId, picture] of ledger.pictures) {
    let ids = listed.get(picture.gearId);
    if (!ids) {
      const res = await call(base, `/api/gears/${picture.gearId}/pictures/`);
      ids = new Set(
        res.status === 200 ? (res.json as { picture_id: string }[]).map((p) => p.picture_id) : [],
      );
      listed.set(picture.gearId, ids);
    }
    if (picture.state === 'present') {
      if (!ids.has(pictureId)) problems.push(`acknowledged picture ${pictureId} is missing`);
      for (const url of [picture.link, picture.thumbnail]) {
        const file = await fetch(`${base}${url}`);
        await file.arrayBuffer();
        if (file.status !== 200)
          problems.push(`picture ${pictureId}: ${url} answers ${file.status}`);
      }
    }
    if (picture.state === 'deleted' && ids.has(pictureId))
      problems.push(`deleted picture ${pictureId} is back`);
    if (picture.state === 'maybe') picture.state = ids.has(pictureId) ? 'present' : 'deleted';
  }
  problems.push(...(await checkStorage(dataDir)));
  return problems;
}

/** Every picture row (gear or certificate) has both files; each listing's positions are 0..n-1. */
async function checkStorage(dataDir: string): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
  await client.connect();
  try {
    const rows = await client.query<{ id: string; key: string }>(
      'select id, storage_key as key from gear_pictures union all select id, storage_key from certificate_pictures',
    );
    for (const row of rows.rows) {
      for (const file of photoFiles(row.key)) {
        if (!(await exists(join(dataDir, 'media', file))))
          problems.push(`picture row ${row.id} has no file ${file}`);
      }
    }
    const gaps = await client.query(
      `select gear_id from gear_pictures group by gear_id
        having min(position) <> 0 or max(position) <> count(*) - 1 or count(distinct position) <> count(*)`,
    );
    for (const gap of gaps.rows) problems.push(`gear ${gap.gear_id} has broken picture positions`);
  } finally {
    await client.end();
  }
  return problems;
}
