// Once an item changes hands, what its former owner declared is history: they can no longer
// rewrite or delete it (nor its photos), and the new owner cannot either. Certifier accounts
// keep their own records; staff correct any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateBody } from '#server/test/certificates.ts';
import { makeGear, makeStaff } from '#server/test/factories.ts';
import { account, daysAgo, itemBody, passOn, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

describe('a record its author declared as owner, after the item is sold', () => {
  it('can no longer be changed or deleted by its author, and the passport says so', async () => {
    const seller = await account(t);
    const buyer = await account(t);
    const { auth: staff } = await makeStaff(db());
    const item = (
      await send(t, { method: 'POST', url: '/api/items/', auth: seller.auth, body: itemBody() })
    ).json();
    const note = { kind: 'note', date: daysAgo(10), text: 'Tree landing, checked by me.' };
    const record = (
      await send(t, {
        method: 'POST',
        url: `/api/items/${item.id}/records/`,
        auth: seller.auth,
        body: note,
      })
    ).json();
    expect(record.can_edit).toBe(true);
    await passOn(t, item.id, seller, buyer);

    const url = `/api/items/${item.id}/records/${record.id}/`;
    const rewritten = { ...note, text: 'Never crashed.' };
    for (const auth of [seller.auth, buyer.auth]) {
      const put = await send(t, { method: 'PUT', url, auth, body: rewritten });
      expect(put.statusCode, put.body).toBe(403);
      expect(put.json()).toMatchObject({ code: 'permission_denied' });
      expect((await send(t, { method: 'DELETE', url, auth })).statusCode).toBe(403);
    }
    const passport = (await send(t, { url: `/api/items/${item.id}/`, auth: seller.auth })).json();
    expect(passport.records).toMatchObject([{ id: record.id, text: note.text, can_edit: false }]);
    // Staff still correct it.
    expect((await send(t, { method: 'PUT', url, auth: staff, body: rewritten })).statusCode).toBe(
      200,
    );
  });
});

describe('a certificate its author made through their listing, after the item is sold', () => {
  it('can no longer be changed, deleted or added to through the certificate routes either', async () => {
    const seller = await account(t);
    const buyer = await account(t);
    const item = (
      await send(t, { method: 'POST', url: '/api/items/', auth: seller.auth, body: itemBody() })
    ).json();
    const gear = await makeGear(db(), seller.user.id, { item_id: item.id });
    const certificate = await send(t, {
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      auth: seller.auth,
      body: certificateBody(),
    });
    expect(certificate.statusCode, certificate.body).toBe(201);
    await passOn(t, item.id, seller, buyer);

    const url = `/api/certificates/${certificate.json().id}/`;
    const put = await send(t, {
      method: 'PUT',
      url,
      auth: seller.auth,
      body: certificateBody({ porosity: 1 }),
    });
    expect(put.statusCode, put.body).toBe(403);
    expect((await send(t, { method: 'DELETE', url, auth: seller.auth })).statusCode).toBe(403);
    // Nor can they add to it through the listing that still names it.
    const added = await send(t, {
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      auth: seller.auth,
      body: certificateBody(),
    });
    expect(added.statusCode, added.body).toBe(403);
    const passport = (await send(t, { url: `/api/items/${item.id}/`, auth: buyer.auth })).json();
    expect(passport.records).toHaveLength(1);
  });
});
