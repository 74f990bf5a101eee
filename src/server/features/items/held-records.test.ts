// A passport a published stolen-gear report holds is its owner's and staff's alone: its records
// and their photos, reached by their own ids, answer others as the item's own read does (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifierAccounts } from '#server/db/schema.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { makePng } from '#server/test/certificates.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { checkBody, itemBody, send } from '#server/test/items.ts';
import { publishedReport } from '#server/test/stolen.ts';
import { multipart } from '#server/test/uploads.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

const pilot = async () => {
  const user = await makeUser(db());
  return { user, auth: await loginAs(db(), user.id) };
};

const photo = async (url: string, auth: string) => {
  const body = multipart([{ data: await makePng(), contentType: 'image/png' }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });
};

describe('records of a held item', () => {
  it('answer a record author who is not the owner as the held item read does; the owner keeps them', async () => {
    const owner = await pilot();
    const item = (
      await send(t, { method: 'POST', url: '/api/items/', auth: owner.auth, body: itemBody() })
    ).json();
    const certifier = await pilot();
    await db()
      .insert(certifierAccounts)
      .values({ user_id: certifier.user.id, certifier_id: CERTIFIERS[1]!.id });
    const records = `/api/items/${item.id}/records/`;
    const add = (auth: string) =>
      send(t, { method: 'POST', url: records, auth, body: checkBody() });
    const record = (await add(certifier.auth)).json();
    const url = `${records}${record.id}/`;
    const picture = await photo(`${url}pictures/`, certifier.auth);
    expect(picture.statusCode, picture.body).toBe(201);
    // Before the hold the author reaches the record by its id.
    const change = checkBody({ verdict: 'repair_needed' });
    expect(
      (await send(t, { method: 'PUT', url, auth: certifier.auth, body: change })).statusCode,
    ).toBe(200);

    await publishedReport(t, item.serial);
    const itemRead = await send(t, { url: `/api/items/${item.id}/`, auth: certifier.auth });
    expect(itemRead.statusCode).toBe(404);
    const hidden = [
      await send(t, { method: 'PUT', url, auth: certifier.auth, body: change }),
      await add(certifier.auth),
      await photo(`${url}pictures/`, certifier.auth),
      await send(t, {
        method: 'DELETE',
        url: `${url}pictures/${picture.json().id}/`,
        auth: certifier.auth,
      }),
      await send(t, { method: 'DELETE', url, auth: certifier.auth }),
    ];
    for (const res of hidden) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(itemRead.json());
    }
    // The owner and staff still read and write the held passport.
    expect((await send(t, { url: `/api/items/${item.id}/`, auth: owner.auth })).statusCode).toBe(
      200,
    );
    expect((await add(owner.auth)).statusCode).toBe(201);
    const { auth: staff } = await makeStaff(db());
    const byStaff = await send(t, { method: 'PUT', url, auth: staff, body: change });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().pictures).toHaveLength(1);
  });
});
