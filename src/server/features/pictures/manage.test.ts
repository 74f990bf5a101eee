import { access } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gearPictures } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, mediaFiles, upload } from '#server/test/uploads.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let seed = 1000;
type Picture = { picture_id: string; link: string; thumbnail: string };

/** A listing with `n` pictures uploaded through the API, its owner's login, and a stranger's. */
async function gearWithPictures(n: number) {
  const owner = await makeUser(t.database.db);
  const gear = await makeGear(t.database.db, owner.id);
  const auth = await loginAs(t.database.db, owner.id);
  const pictures: Picture[] = [];
  for (let i = 0; i < n; i++) {
    const res = await upload(t, gear.id, auth, await makeImage('jpeg', seed++, 64, 48));
    expect(res.statusCode).toBe(201);
    pictures.push(res.json());
  }
  const stranger = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
  const staff = await loginAs(
    t.database.db,
    (await makeUser(t.database.db, { is_staff: true })).id,
  );
  return { owner, gear, auth, pictures, stranger, staff };
}

const headers = (auth?: string) => (auth ? { authorization: auth } : {});
const del = (gearId: string, pictureId: string, auth?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/gears/${gearId}/pictures/${pictureId}/`,
    headers: headers(auth),
  });
const order = (gearId: string, pictureIds: unknown, auth?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/gears/${gearId}/pictures/order/`,
    headers: headers(auth),
    payload: { picture_ids: pictureIds },
  });
const rows = (gearId: string) =>
  t.database.db
    .select({ id: gearPictures.id, position: gearPictures.position, key: gearPictures.storage_key })
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, gearId))
    .orderBy(asc(gearPictures.position));
const fileOf = (link: string) => `${t.config.mediaDir}/${link.replace('/media/', '')}`;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('DELETE /api/gears/{id}/pictures/{picture_id}/', () => {
  it('lets the owner delete a picture: row and files go, the rest close ranks', async () => {
    const { gear, auth, pictures } = await gearWithPictures(3);
    const [cover, second, third] = pictures as [Picture, Picture, Picture];
    const res = await del(gear.id, cover.picture_id, auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rows(gear.id)).toEqual([
      expect.objectContaining({ id: second.picture_id, position: 0 }),
      expect.objectContaining({ id: third.picture_id, position: 1 }),
    ]);
    expect(await exists(fileOf(cover.link))).toBe(false);
    expect(await exists(fileOf(cover.thumbnail))).toBe(false);
    expect(await exists(fileOf(second.link))).toBe(true);
    const listed = await t.app.inject({ url: `/api/gears/${gear.id}/pictures/` });
    expect(listed.json()).toEqual([second, third]);
  });

  it('keeps the files while another listing still shows the same photo', async () => {
    const a = await gearWithPictures(0);
    const b = await gearWithPictures(0);
    const photo = await makeImage('png', 77);
    const onA = (await upload(t, a.gear.id, a.auth, photo)).json();
    const onB = (await upload(t, b.gear.id, b.auth, photo)).json();
    expect(onA.link).toBe(onB.link);
    expect((await del(a.gear.id, onA.picture_id, a.auth)).statusCode).toBe(204);
    expect(await exists(fileOf(onB.link))).toBe(true);
    expect((await t.app.inject({ url: onB.link })).statusCode).toBe(200);
    expect((await del(b.gear.id, onB.picture_id, b.auth)).statusCode).toBe(204);
    expect(await exists(fileOf(onB.link))).toBe(false);
    expect(await exists(fileOf(onB.thumbnail))).toBe(false);
  });

  it("answers 404 for an unknown picture and for another listing's picture", async () => {
    const a = await gearWithPictures(1);
    const b = await gearWithPictures(1);
    for (const pictureId of [
      '00000000-0000-4000-8000-000000000000',
      'nope',
      b.pictures[0]!.picture_id,
    ]) {
      const res = await del(a.gear.id, pictureId, a.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await rows(b.gear.id)).toHaveLength(1);
  });
});

describe('PUT /api/gears/{id}/pictures/order/', () => {
  it('reorders the pictures; the first becomes the cover everywhere', async () => {
    const { gear, auth, pictures } = await gearWithPictures(3);
    const [p1, p2, p3] = pictures as [Picture, Picture, Picture];
    const res = await order(gear.id, [p3.picture_id, p1.picture_id, p2.picture_id], auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([p3, p1, p2]);
    expect((await rows(gear.id)).map((r) => [r.id, r.position])).toEqual([
      [p3.picture_id, 0],
      [p1.picture_id, 1],
      [p2.picture_id, 2],
    ]);
    const detail = await t.app.inject({ url: `/api/gears/${gear.id}/` });
    expect(detail.json().pictures[0]).toEqual(p3);
    const list = await t.app.inject({ url: `/api/gears/?user=${gear.user_id}` });
    expect(list.json()[0].pictures[0]).toEqual(p3);
  });

  it("refuses anything but exactly the listing's pictures, naming picture_ids and changing nothing", async () => {
    const { gear, auth, pictures } = await gearWithPictures(3);
    const other = await gearWithPictures(1);
    const [p1, p2, p3] = pictures.map((p) => p.picture_id) as [string, string, string];
    const before = await rows(gear.id);
    const cases: unknown[] = [
      [p2, p1],
      [p2, p1, p3, other.pictures[0]!.picture_id],
      [p1, p1, p2],
      [p1, p2, other.pictures[0]!.picture_id],
      [],
      'p1,p2,p3',
      [p1, p2, 'not-a-uuid'],
    ];
    for (const ids of cases) {
      const res = await order(gear.id, ids, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().errors)[0]).toMatch(/^picture_ids/);
    }
    expect(await rows(gear.id)).toEqual(before);
  });
});

describe('picture writes: who may', () => {
  it('POST: 401 anonymous, 403 another user or staff, 201 the owner; nothing stored when refused', async () => {
    const { gear, auth, stranger, staff } = await gearWithPictures(0);
    const files = await mediaFiles(t);
    const photo = await makeImage('jpeg', seed++);
    const anonymous = await upload(t, gear.id, undefined, photo);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    for (const who of [stranger, staff]) {
      const res = await upload(t, gear.id, who, photo);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('permission_denied');
    }
    expect(await rows(gear.id)).toEqual([]);
    expect(await mediaFiles(t)).toEqual(files);
    expect((await upload(t, gear.id, auth, photo)).statusCode).toBe(201);
    const unknown = await upload(t, '00000000-0000-4000-8000-000000000000', auth, photo);
    expect(unknown.statusCode).toBe(404);
  });

  it('DELETE: 401 anonymous, 403 another user or staff, 204 the owner; nothing removed when refused', async () => {
    const { gear, auth, pictures, stranger, staff } = await gearWithPictures(1);
    const picture = pictures[0]!;
    expect((await del(gear.id, picture.picture_id)).statusCode).toBe(401);
    for (const who of [stranger, staff])
      expect((await del(gear.id, picture.picture_id, who)).statusCode).toBe(403);
    expect(await rows(gear.id)).toHaveLength(1);
    expect(await exists(fileOf(picture.link))).toBe(true);
    expect((await del(gear.id, picture.picture_id, auth)).statusCode).toBe(204);
  });

  it('PUT order: 401 anonymous, 403 another user or staff, 200 the owner; order unchanged when refused', async () => {
    const { gear, auth, pictures, stranger, staff } = await gearWithPictures(2);
    const reversed = pictures.map((p) => p.picture_id).reverse();
    const before = await rows(gear.id);
    expect((await order(gear.id, reversed)).statusCode).toBe(401);
    for (const who of [stranger, staff]) {
      const res = await order(gear.id, reversed, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('permission_denied');
    }
    // Authorization comes before validation.
    expect((await order(gear.id, 'garbage', stranger)).statusCode).toBe(403);
    expect(await rows(gear.id)).toEqual(before);
    expect((await order(gear.id, reversed, auth)).statusCode).toBe(200);
  });
});
