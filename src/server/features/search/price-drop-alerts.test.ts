// Price-drop alerts of saved searches, through the job queue on a real PostgreSQL: a search with
// `price_drops` hears once of each drop of a listing it matches (instant or in its digest), with
// the price before; never for a rise, a search without the setting, its own seller, a drop that
// brought the listing into the search (that one is new), or a listing no longer listed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { makeJobsDue } from '#server/jobs/test-jobs.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let gearsApi: ReturnType<typeof gearWriteClient>;
let seller: Awaited<ReturnType<ReturnType<typeof gearWriteClient>['seller']>>;
beforeAll(async () => {
  t = await createTestApp({ ALERT_DELAY_SECONDS: '0' });
  gearsApi = gearWriteClient(t);
  seller = await gearsApi.seller();
});
afterAll(async () => t.close());

async function searcher(
  brand: string,
  { frequency = 'instant', price_drops = true, language = 'en', extra = '' } = {},
) {
  const user = await makeUser(t.database.db, { language });
  const auth = await loginAs(t.database.db, user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { authorization: auth },
    payload: {
      name: 'My wings',
      query: `gear_type=${GEAR_TYPE_IDS.wing}&brand=${brand}${extra}`,
      frequency,
      price_drops,
    },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().price_drops).toBe(price_drops);
  return { user, auth, search: res.json() as { id: string } };
}

async function list(brand: string, price = 2000) {
  const res = await gearsApi.post(seller.auth, wingBody({ name: `${brand} wing`, brand, price }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const setPrice = async (id: string, brand: string, price: number, more = {}) =>
  expect(
    (
      await gearsApi.put(
        seller.auth,
        id,
        wingBody({ name: `${brand} wing`, brand, price, ...more }),
      )
    ).statusCode,
  ).toBe(200);

/** The sweep mails a search at most once a minute: the tests move the last mail back. */
const aMinuteLater = () =>
  t.database.db.execute(
    sql`update saved_searches set last_sent_at = last_sent_at - interval '2 minutes'`,
  );

describe('price-drop alerts', () => {
  it('mails each drop of a matching listing once, with the price before, in the user’s language', async () => {
    const { user } = await searcher('Dropa');
    const gear = await list('Dropa');
    expect(await mailsTo(t, user.email)).toHaveLength(1); // the new match
    await aMinuteLater();
    await setPrice(gear.id, 'Dropa', 1800);
    const [, drop, ...more] = await mailsTo(t, user.email, 2);
    expect(more).toEqual([]);
    expect(drop!.subject).toBe('Price drop: 1 listing for “My wings”');
    expect(drop!.text).toContain(
      'A listing that matches your saved search “My wings” is now cheaper.',
    );
    expect(drop!.text).toContain('Dropa wing: €1,800, was €2,000, size M');
    expect(drop!.html).toContain(`/itemdetails/${gear.id}`);
    expect(drop!.headers['list-unsubscribe']).toMatch(
      /\/api\/saved-searches\/unsubscribe\/\?token=/,
    );

    // Edited without a new drop, or dearer again: nothing more.
    await aMinuteLater();
    await setPrice(gear.id, 'Dropa', 1800, { description: 'Still a fine wing' });
    await setPrice(gear.id, 'Dropa', 1900);
    await makeJobsDue(t.database.db);
    expect(await mailsTo(t, user.email, 3, 300)).toHaveLength(2);
    // A new drop is a new alert.
    await setPrice(gear.id, 'Dropa', 1700);
    const mails = await mailsTo(t, user.email, 3);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain('€1,700, was €1,900');
  });

  it('says nothing to a search without the setting, to the seller’s own search, or of a listing taken down', async () => {
    const { user: without } = await searcher('Dropb', { price_drops: false });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: { authorization: seller.auth },
      payload: { name: 'Mine', query: `brand=Dropb`, price_drops: true },
    });
    expect(own.statusCode).toBe(201);
    const { user: watcher } = await searcher('Dropb');
    const gear = await list('Dropb');
    expect(await mailsTo(t, watcher.email)).toHaveLength(1);
    expect(await mailsTo(t, without.email)).toHaveLength(1);
    await aMinuteLater();
    await setPrice(gear.id, 'Dropb', 1800);
    expect(await mailsTo(t, watcher.email, 2)).toHaveLength(2);
    expect(await mailsTo(t, without.email, 2, 300)).toHaveLength(1);
    expect(await mailsTo(t, seller.user.email, 1, 300)).toEqual([]);
    // Taken down with a lower price: no one hears of that drop.
    await aMinuteLater();
    await setPrice(gear.id, 'Dropb', 1500, { status: 'archived' });
    await makeJobsDue(t.database.db);
    expect(await mailsTo(t, watcher.email, 3, 300)).toHaveLength(2);
  });

  it('mails a listing the drop brought into the search once, as new', async () => {
    const { user } = await searcher('Dropc', { extra: '&max_price=1900' });
    const gear = await list('Dropc', 2000);
    expect(await mailsTo(t, user.email, 1, 300)).toEqual([]);
    await setPrice(gear.id, 'Dropc', 1850);
    const [mail, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new listing for “My wings”');
    await aMinuteLater();
    await makeJobsDue(t.database.db);
    expect(await mailsTo(t, user.email, 2, 300)).toHaveLength(1);
  });

  it('keeps the drops of a daily search for its digest, beside its new matches', async () => {
    const { user } = await searcher('Dropd', { frequency: 'daily', language: 'pt' });
    const old = await list('Dropd');
    // Its match was mailed in an earlier digest.
    await t.drainJobs();
    await t.database.db.execute(
      sql`update saved_search_matches set sent_at = now() where gear_id = ${old.id}`,
    );
    await setPrice(old.id, 'Dropd', 1600);
    await list('Dropd', 2500);
    expect(await mailsTo(t, user.email, 1, 300)).toEqual([]);
    await t.database.db.execute(
      sql`select graphile_worker.add_job('saved_search_digests', '{"frequency":"daily"}'::json)`,
    );
    const [digest, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('1 novo anúncio para «My wings»');
    expect(digest!.text).toContain('Agora mais barato:');
    expect(digest!.text).toMatch(/Dropd wing: 1600\s€, antes 2000\s€/);
  });
});
