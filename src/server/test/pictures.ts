// Test helpers of the upload tests: a listing to upload to, and checks that a refused upload
// left the database and the media folder exactly as they were.
import { access } from 'node:fs/promises';
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gearPictures } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from './factories.ts';
import type { TestContext } from './test-app.ts';
import { mediaFiles, type upload } from './uploads.ts';

export const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export function uploadChecks(t: TestContext) {
  async function ownGear() {
    const user = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, user.id);
    return { user, gear, auth: await loginAs(t.database.db, user.id) };
  }

  const rowsOf = (gearId: string) =>
    t.database.db
      .select()
      .from(gearPictures)
      .where(eq(gearPictures.gear_id, gearId))
      .orderBy(asc(gearPictures.position));
  const pictureCount = async () =>
    (await t.database.db.select({ n: count() }).from(gearPictures))[0]!.n;

  /** A failed upload must leave the database and the media folder as they were. */
  async function expectNothingStored(
    res: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
    before: { rows: number; files: string[] },
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, detail: expect.any(String) });
    expect(await pictureCount()).toBe(before.rows);
    expect(await mediaFiles(t)).toEqual(before.files);
  }
  /** Every stored file belongs to a row, and every row has its three files. */
  async function expectFilesMatchRows() {
    const keys = await t.database.db
      .selectDistinct({ key: gearPictures.storage_key })
      .from(gearPictures);
    const expected = keys.flatMap(({ key }) =>
      ['large', 'medium', 'thumb'].map((v) => `${key.slice(0, 2)}/${key}-${v}.webp`),
    );
    expect(await mediaFiles(t)).toEqual(expected.sort());
  }
  const snapshot = async () => ({ rows: await pictureCount(), files: await mediaFiles(t) });

  return { ownGear, rowsOf, pictureCount, expectNothingStored, expectFilesMatchRows, snapshot };
}
