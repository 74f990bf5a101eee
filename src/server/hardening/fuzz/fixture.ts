// What the fuzzer aims at: each batch's fresh fixture (an owner with gears, pictures and a
// certificate, another user, a staff member, and ids from the database), so deletes by the fuzzer
// do not leave later batches with nothing to aim at, and the files its uploads send.
import { sql } from 'drizzle-orm';
import { makeCertificate, loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { hugePng, makeImage, upload } from '#server/test/uploads.ts';
import type { UploadSamples } from './multipart.ts';
import type { FuzzContext } from './schema-values.ts';

export async function fixture(t: TestContext, samples: UploadSamples): Promise<FuzzContext> {
  const db = t.database.db;
  const owner = await makeUser(db);
  const other = await makeUser(db);
  const staff = await makeUser(db, { is_staff: true });
  const ownerToken = await loginAs(db, owner.id);
  const gears = await Promise.all([1, 2, 3].map(() => makeGear(db, owner.id)));
  const uploaded = await upload(
    t,
    gears[0]!.id,
    ownerToken,
    await makeImage('jpeg', Date.now() % 997),
  );
  if (uploaded.statusCode !== 201) throw new Error(`fixture upload failed: ${uploaded.body}`);
  const certificate = await makeCertificate(db, gears[0]!.id, owner.id);
  const ids = await db.execute(sql`
    (select id::text from users order by random() limit 4)
    union all (select id::text from gear_pictures order by random() limit 3)
    union all (select id::text from gear_types limit 2)
    union all (select id::text from certifiers limit 2)`);
  return {
    ids: [
      owner.id,
      other.id,
      certificate.id,
      ...gears.map((g) => g.id),
      ...ids.rows.map((r) => String(r.id)),
    ],
    tokens: [ownerToken, ownerToken, await loginAs(db, other.id), await loginAs(db, staff.id)],
    certifiers: (await db.execute(sql`select id::text from certifiers`)).rows.map((r) =>
      String(r.id),
    ),
    samples,
  };
}

export const uploadSamples = async (): Promise<UploadSamples> => ({
  jpeg: await makeImage('jpeg', 1, 64, 48),
  png: await makeImage('png', 2, 64, 48),
  webp: await makeImage('webp', 3, 64, 48),
  bomb: hugePng(30_000, 30_000),
});
