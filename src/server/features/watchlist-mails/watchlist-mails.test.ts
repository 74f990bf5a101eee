// Watchlist notifications: favouriters of a listing hear of a price drop, a sale and a return
// to sale in one mail a day at most, unless they switched it off in their profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJobsDue, queuedJobs } from '#server/jobs/test-jobs.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function fan(gearId: string) {
  const user = await makeUser(t.database.db);
  const auth = await loginAs(t.database.db, user.id);
  const headers = { authorization: auth };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers,
    payload: { gear: gearId },
  });
  expect(res.statusCode).toBe(201);
  return { user, headers };
}

describe('watchlist mails', () => {
  it('mails a price drop and a sale in one mail, then at most one a day', async () => {
    const api = gearWriteClient(t);
    const seller = await api.seller();
    const gear = (
      await api.post(seller.auth, wingBody({ name: 'Watched wing', price: 2000 }))
    ).json();
    const { user } = await fan(gear.id);
    await api.put(seller.auth, gear.id, wingBody({ name: 'Watched wing', price: 2100 }));
    expect(await mailsTo(t, user.email, 1, 200)).toEqual([]);
    await api.put(seller.auth, gear.id, wingBody({ name: 'Watched wing', price: 1800 }));
    await api.put(
      seller.auth,
      gear.id,
      wingBody({ name: 'Watched wing', price: 1800, status: 'sold' }),
    );
    const [mail, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Price drop: Watched wing');
    expect(mail!.text).toContain('Sold: Watched wing');
    await api.put(
      seller.auth,
      gear.id,
      wingBody({ name: 'Watched wing', price: 1800, status: 'active' }),
    );
    await t.drainJobs();
    const waiting = (await queuedJobs(t.database.db, 'watchlist_mail')).find(
      (job) => job.payload.userId === user.id,
    );
    expect(waiting!.run_at.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await makeJobsDue(t.database.db);
    const mails = await mailsTo(t, user.email, 2);
    expect(mails[1]!.text).toContain('Back on sale: Watched wing');
  });

  it('is switched off and on in the profile', async () => {
    const api = gearWriteClient(t);
    const seller = await api.seller();
    const gear = (await api.post(seller.auth, wingBody({ price: 2000 }))).json();
    const { user, headers } = await fan(gear.id);
    expect((await t.app.inject({ url: '/api/favourites/mails/', headers })).json()).toEqual({
      enabled: true,
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/favourites/mails/',
      headers,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    expect((await t.app.inject({ url: '/api/favourites/mails/', headers })).json()).toEqual({
      enabled: false,
    });
    await api.put(seller.auth, gear.id, wingBody({ price: 1000 }));
    expect(await mailsTo(t, user.email, 1, 300)).toEqual([]);
    expect((await t.app.inject({ url: '/api/favourites/mails/' })).statusCode).toBe(401);
  });
});
