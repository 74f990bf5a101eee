// A listing sold with its passport keeps naming the item, which is now the buyer's: its seller can
// still correct the listing (the edit form sends the item back unchanged), but cannot put it on
// sale again with someone else's passport, nor link it to another item that is not theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateBody } from '#server/test/certificates.ts';
import { makeGear } from '#server/test/factories.ts';
import { account, itemBody, passOn, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

describe('a sold listing whose item changed hands', () => {
  it('can be edited with its item kept, not listed again with it', async () => {
    const seller = await account(t);
    const buyer = await account(t);
    const item = (
      await send(t, { method: 'POST', url: '/api/items/', auth: seller.auth, body: itemBody() })
    ).json();
    const gear = await makeGear(db(), seller.user.id);
    const body = (extra: object) => ({
      name: gear.name,
      brand: 'Flytec',
      model: '6030',
      price: 450,
      currency: 'EUR',
      gear_type: gear.gear_type_id,
      properties: { instrument_type: 'vario' },
      ...extra,
    });
    const put = (extra: object) =>
      send(t, {
        method: 'PUT',
        url: `/api/gears/${gear.id}/`,
        auth: seller.auth,
        body: body(extra),
      });
    expect((await put({ item: item.id, status: 'sold' })).statusCode).toBe(200);
    const accepted = await passOn(t, item.id, seller, buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const corrected = await put({ item: item.id, description: 'Sold to a club member.' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const relisted = await put({ item: item.id, status: 'active' });
    expect(relisted.statusCode).toBe(400);
    expect(relisted.json().errors).toEqual({ item: ['Choose one of your own items.'] });
    const stored = (await send(t, { url: `/api/gears/${gear.id}/`, auth: seller.auth })).json();
    expect(stored).toMatchObject({ status: 'sold', item: item.id });
    expect(stored.description).toBe('Sold to a club member.');
    const other = (
      await send(t, { method: 'POST', url: '/api/items/', auth: buyer.auth, body: itemBody() })
    ).json();
    expect((await put({ item: other.id })).statusCode).toBe(400);
  });

  it('keeps the buyer’s passport records when the seller deletes the listing', async () => {
    const seller = await account(t);
    const buyer = await account(t);
    const gear = await makeGear(db(), seller.user.id);
    const certificate = await send(t, {
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      auth: seller.auth,
      body: certificateBody(),
    });
    expect(certificate.statusCode, certificate.body).toBe(201);
    const itemId = (await send(t, { url: `/api/gears/${gear.id}/` })).json().item;
    await passOn(t, itemId, seller, buyer);
    const deleted = await send(t, {
      method: 'DELETE',
      url: `/api/gears/${gear.id}/`,
      auth: seller.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const passport = await send(t, { url: `/api/items/${itemId}/`, auth: buyer.auth });
    expect(passport.statusCode).toBe(200);
    expect(passport.json().records).toHaveLength(1);
  });
});
