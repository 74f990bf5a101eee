import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { STOLEN_PICTURES_MAX } from '#shared/contracts/stolen.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, mediaFiles, multipart } from '#server/test/uploads.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pilot = async () => {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
};
let n = 0;
async function newReport(auth: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/stolen/',
    headers: { authorization: auth },
    payload: {
      gear_type: GEAR_TYPE_IDS.wing,
      brand: 'Advance',
      model: 'Iota 2',
      serial: `PIC${Date.now().toString(36)}X${(n++).toString(36)}`,
      stolen_on: '2026-05-01',
      place: 'Interlaken',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().pictures).toEqual([]);
  return created.json().id as string;
}
const upload = (id: string, auth: string | null, data: Buffer, contentType = 'image/jpeg') => {
  const body = multipart([{ data, contentType }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/stolen/${id}/pictures/`,
    headers: { ...body.headers, ...(auth ? { authorization: auth } : {}) },
    payload: body.payload,
  });
};

describe('photos of a stolen report', () => {
  it('the reporter adds photos checked by content; the report shows them with thumbnails', async () => {
    const reporter = await pilot();
    const id = await newReport(reporter.auth);
    const added = await upload(id, reporter.auth, await makeImage('png', 7));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().thumbnail).toMatch(/thumb/);
    // A text file named and typed as a photo is refused by what it holds.
    const fake = await upload(id, reporter.auth, Buffer.from('not a photo at all'), 'image/jpeg');
    expect(fake.statusCode).toBe(415);
    const { staff, auth: staffAuth } = await makeStaff(t.database.db);
    expect(staff.is_staff).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/stolen/${id}/`,
      headers: { authorization: staffAuth },
      payload: { status: 'published' },
    });
    const shown = (await t.app.inject({ url: `/api/stolen/${id}/` })).json();
    expect(shown.pictures).toEqual([added.json()]);
    const listed = (await t.app.inject({ url: '/api/stolen/' })).json();
    expect(listed.find((r: { id: string }) => r.id === id).pictures).toHaveLength(1);
  });

  it('only the reporter (or staff) adds or deletes them, at most the maximum; deleting removes the files', async () => {
    const reporter = await pilot();
    const stranger = await pilot();
    const id = await newReport(reporter.auth);
    const image = await makeImage('jpeg', 11);
    expect((await upload(id, null, image)).statusCode).toBe(401);
    // A pending report is its reporter's and staff's alone: 404 to others.
    expect((await upload(id, stranger.auth, image)).statusCode).toBe(404);
    const ids: string[] = [];
    for (let i = 0; i < STOLEN_PICTURES_MAX; i++) {
      const added = await upload(id, reporter.auth, await makeImage('jpeg', 100 + i));
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json().id);
    }
    expect((await upload(id, reporter.auth, image)).statusCode).toBe(400);
    const before = (await mediaFiles(t)).length;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/stolen/${id}/pictures/${ids[0]}/`,
      headers: { authorization: reporter.auth },
    });
    expect(gone.statusCode).toBe(204);
    expect((await mediaFiles(t)).length).toBeLessThan(before);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/stolen/${id}/pictures/${ids[0]}/`,
      headers: { authorization: reporter.auth },
    });
    expect(again.statusCode).toBe(404);
  });
});
