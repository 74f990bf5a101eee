// Alerts in batches, on a real PostgreSQL: the matches of a window queue one instant sweep, which
// mails each search once, at most once per 5 minutes, never a listing twice; a digest job mails
// a batch of searches with the same mails the single-search alert wrote.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears, savedSearches, savedSearchMatches } from '#server/db/schema.ts';
import { makeJobsDue, queuedJobs } from '#server/jobs/test-jobs.ts';
import { savedSearchAlertMail } from '#server/mail/templates/saved-search-alert.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { queueDigests } from './alerts-repository.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

let t: TestContext;
let gearsApi: ReturnType<typeof gearWriteClient>;
let seller: { auth: string };
// The default gathering delay (5 minutes): jobs wait until the test makes them due.
beforeAll(async () => {
  t = await createTestApp();
  gearsApi = gearWriteClient(t);
  seller = await gearsApi.seller();
});
afterAll(async () => t.close());

async function searcher(brand: string, frequency = 'instant') {
  const user = await makeUser(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { authorization: await loginAs(t.database.db, user.id) },
    payload: { name: brand, query: `gear_type=${GEAR_TYPE_IDS.wing}&brand=${brand}`, frequency },
  });
  expect(res.statusCode).toBe(201);
  return { user, id: (res.json() as { id: string }).id };
}

async function list(name: string, brand: string) {
  const res = await gearsApi.post(seller.auth, wingBody({ name, brand }));
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

/** As if 5 minutes had passed since these searches' last mail. */
const fiveMinutesLater = (ids: string[]) =>
  t.database.db
    .update(savedSearches)
    .set({ last_sent_at: sql`${savedSearches.last_sent_at} - interval '5 minutes'` })
    .where(inArray(savedSearches.id, ids));

describe('the instant sweep', () => {
  it('queues one job for the matches of a window and mails each search once', async () => {
    const searchers = [await searcher('Sweep'), await searcher('Sweep'), await searcher('Sweep')];
    await list('Sweep one', 'Sweep');
    await list('Sweep two', 'Sweep');
    await t.drainJobs();
    expect(await queuedJobs(t.database.db, 'saved_search_sweep')).toHaveLength(1);
    expect(await queuedJobs(t.database.db, 'saved_search_alert')).toEqual([]);
    await makeJobsDue(t.database.db);
    for (const { user } of searchers) {
      const [mail, ...more] = await mailsTo(t, user.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('2 new listings for “Sweep”');
      expect(mail!.text).toContain('Sweep one');
      expect(mail!.text).toContain('Sweep two');
    }

    // A new match within 5 minutes of the mail waits for them; the first two are never resent.
    await list('Sweep three', 'Sweep');
    await t.drainJobs();
    await makeJobsDue(t.database.db);
    await t.drainJobs();
    expect(await mailsTo(t, searchers[0]!.user.email, 2, 200)).toHaveLength(1);
    const [waiting, ...others] = await queuedJobs(t.database.db, 'saved_search_sweep');
    expect(others).toEqual([]);
    expect(waiting!.run_at.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    await fiveMinutesLater(searchers.map((s) => s.id));
    await makeJobsDue(t.database.db);
    for (const { user } of searchers) {
      const second = (await mailsTo(t, user.email, 2))[1]!;
      expect(second.subject).toBe('1 new listing for “Sweep”');
      expect(second.text).toContain('Sweep three');
      expect(second.text).not.toContain('Sweep one');
    }
  });

  it('does not mail a hidden listing, nor a listing already sent, when the sweep runs again', async () => {
    const { user, id } = await searcher('Hide');
    const shown = await list('Hide shown', 'Hide');
    const hidden = await list('Hide hidden', 'Hide');
    await t.drainJobs();
    await t.database.db.update(gears).set({ is_hidden: true }).where(eq(gears.id, hidden));
    await makeJobsDue(t.database.db);
    const [mail] = await mailsTo(t, user.email);
    expect(mail!.text).toContain('Hide shown');
    expect(mail!.text).not.toContain('Hide hidden');

    await fiveMinutesLater([id]);
    await gearsApi.put(seller.auth, shown, wingBody({ name: 'Hide shown', brand: 'Hide' }));
    await t.database.db.execute(sql`select graphile_worker.add_job('saved_search_sweep', '{}')`);
    await makeJobsDue(t.database.db);
    expect(await mailsTo(t, user.email, 2, 200)).toHaveLength(1);
    const [waiting] = await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.gear_id, hidden));
    expect(waiting).toMatchObject({ sent_at: null });
  });
});

describe('digest batches', () => {
  it('mails every search of a batch from one job, the same mail as a single alert', async () => {
    const big = await searcher('Batch', 'daily');
    const small = await searcher('Batch', 'daily');
    const listings = [];
    for (let i = 0; i < 22; i++)
      listings.push(
        await makeGear(t.database.db, (await makeUser(t.database.db)).id, {
          gear_type_id: GEAR_TYPE_IDS.wing,
          name: `Batch wing ${i}`,
          price: 1000 + i,
          brand: 'Batch',
        }),
      );
    await t.database.db
      .insert(savedSearchMatches)
      .values([
        ...listings.map((gear) => ({ saved_search_id: big.id, gear_id: gear.id })),
        { saved_search_id: small.id, gear_id: listings[0]!.id },
      ]);
    expect(await queueDigests(t.database.db, 'daily')).toBeGreaterThanOrEqual(2);
    const batches = await queuedJobs(t.database.db, 'saved_search_alerts');
    const ids = batches.flatMap((job) => job.payload.savedSearchIds as string[]);
    expect(ids).toEqual(expect.arrayContaining([big.id, small.id]));
    expect(batches).toHaveLength(1);

    const [mail, ...more] = await mailsTo(t, big.user.email);
    expect(more).toEqual([]);
    const [saved] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, big.id));
    const page = `${t.config.siteUrl}/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(t.database.db, big.id))}`;
    const expected = savedSearchAlertMail({
      language: 'en',
      name: big.user.first_name,
      searchName: 'Batch',
      siteUrl: t.config.siteUrl,
      resultsUrl: `${t.config.siteUrl}/search?${saved!.query}`,
      unsubscribeUrl: page,
      stopAllUrl: `${page}&all=1`,
      listings: listings
        .toReversed()
        .slice(0, 20)
        .map((gear) => ({
          id: gear.id,
          name: gear.name,
          price: Number(gear.price),
          currency: 'EUR',
        })),
      more: 2,
    });
    expect(mail!.subject).toBe(expected.subject);
    expect(mail!.text.trim()).toBe(expected.text.trim());
    expect((await mailsTo(t, small.user.email))[0]!.subject).toBe('1 new listing for “Batch”');
  });
});
