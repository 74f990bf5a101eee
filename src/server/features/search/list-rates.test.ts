// A list's reference rates come in its count's statement when it counts, with the page's rows
// when its total is remembered (gears/list-statements.test.ts), or on their own beside the page
// when the same search's count is already running: either way a listing in another currency
// carries its converted price (repository.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gearListQuerySchema } from '#shared/contracts/gear-list-query.ts';
import { readRates } from '#server/features/rates/repository.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { listGears } from './repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('converts prices when the list counts, and when it shares the count of the same search', async () => {
  const api = gearWriteClient(t);
  const { user, auth } = await api.seller();
  const name = `Rated twice ${Date.now()}`;
  await api.post(auth, wingBody({ name, price: 300, currency: 'GBP' }));
  const rates = await readRates(t.database.db);
  const expected = { amount: Math.round(300 * rates.GBP! * 100) / 100, currency: 'EUR' };
  // With free text (the page after the total) and without (the page beside the total).
  for (const filters of [{ name }, { user: user.id }]) {
    const list = () =>
      listGears(t.database.db, {
        store: t.photos,
        query: gearListQuerySchema.parse(filters),
        viewer: null,
      });
    // The second call starts while the first one's count runs, and shares it (count-cache.ts).
    const [counted, shared] = await Promise.all([list(), list()]);
    expect(counted.items.map((g) => g.price_converted)).toEqual([expected]);
    expect(shared.items.map((g) => g.price_converted)).toEqual([expected]);
  }
});
