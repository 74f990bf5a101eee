// A listing's edit that names its item checks two things of the listing (the item is its owner's,
// and a stolen-gear hold keeps it) on one read of the listing's item and hold, not one each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wingBody } from '#server/test/gears.ts';
import { send } from '#server/test/items.ts';
import { listedItem } from '#server/test/listed-items.ts';
import { statementsDuring } from '#server/test/statement-spy.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// findGearItemHold (items/gear-item-repository.ts): the listing with its item's owner and hold.
const HOLD_READ = /"items"\."owner_id".* from "gears" left join "items"/;

describe('editing a listing with its item', () => {
  it('reads the listing’s item and hold once', async () => {
    const l = await listedItem(t);
    const { result, sent } = await statementsDuring(() =>
      send(t, {
        method: 'PUT',
        url: `/api/gears/${l.gear.id}/`,
        auth: l.auth,
        body: wingBody({ item: l.item.id }),
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(sent.filter((s) => HOLD_READ.test(s))).toHaveLength(1);
  });

  it('still refuses another owner’s item', async () => {
    const l = await listedItem(t);
    const other = await listedItem(t);
    const res = await send(t, {
      method: 'PUT',
      url: `/api/gears/${l.gear.id}/`,
      auth: l.auth,
      body: wingBody({ item: other.item.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.item).toEqual(['Choose one of your own items.']);
  });
});
