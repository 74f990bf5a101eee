// Alert mails of saved searches, through the job queue on a real PostgreSQL: a new or edited
// listing that matches is mailed once per search, gathered into one mail, in the owner's
// language, never repeated, never when no longer visible; digests wait for their run.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears, savedSearches, savedSearchMatches } from '#server/db/schema.ts';
import { makeJobsDue, queuedJobs } from '#server/jobs/test-jobs.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let gearsApi: ReturnType<typeof gearWriteClient>;
let seller: { auth: string };
beforeAll(async () => {
  t = await createTestApp({ ALERT_DELAY_SECONDS: '0' });
  gearsApi = gearWriteClient(t);
  seller = await gearsApi.seller();
});
afterAll(async () => t.close());

const wings = `gear_type=${GEAR_TYPE_IDS.wing}&currency=EUR`;

async function searcher(query: string, frequency = 'instant', language = 'en') {
  const user = await makeUser(t.database.db, { language });
  const auth = await loginAs(t.database.db, user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { authorization: auth },
    payload: { name: 'My wings', query, frequency },
  });
  expect(res.statusCode).toBe(201);
  return { user, auth, search: res.json() as { id: string } };
}

async function list(name: string, overrides: Record<string, unknown> = {}) {
  const res = await gearsApi.post(seller.auth, wingBody({ name, ...overrides }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

describe('instant alerts', () => {
  it('mails a new match once with the listing, its price, size and class, in the user’s language', async () => {
    const { user } = await searcher(`${wings}&max_price=2000`, 'instant', 'fr');
    const gear = await list('Rush 6 taille M');
    const [mail, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 nouvelle annonce pour « My wings »');
    expect(mail!.text).toContain('Rush 6 taille M');
    expect(mail!.text).toContain('taille M');
    expect(mail!.text).toContain('classe EN-B');
    expect(mail!.html).toContain(`/itemdetails/${gear.id}`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /<http.*\/api\/saved-searches\/unsubscribe\/\?token=/,
    );
    // Edited again: still the same match, never mailed twice.
    await makeJobsDue(t.database.db);
    expect((await gearsApi.put(seller.auth, gear.id, wingBody({ price: 1500 }))).statusCode).toBe(
      200,
    );
    await makeJobsDue(t.database.db);
    expect(await mailsTo(t, user.email, 2, 300)).toHaveLength(1);
  });

  it('counts a listing edited into a match as new, and ignores listings that do not match', async () => {
    const { user } = await searcher(`${wings}&max_price=2000`);
    const gear = await list('Too dear', { price: 3000 });
    await list('Other currency', { currency: 'GBP', price: 100 });
    expect(await mailsTo(t, user.email, 1, 300)).toEqual([]);
    await gearsApi.put(seller.auth, gear.id, wingBody({ name: 'Now cheaper', price: 1900 }));
    const [mail] = await mailsTo(t, user.email);
    expect(mail!.text).toContain('Now cheaper');
  });

  it('gathers matches into one mail and sends a search at most one mail per 5 minutes', async () => {
    const { user, search } = await searcher(`${wings}&brand=Gather`);
    await list('First', { brand: 'Gather' });
    await list('Second', { brand: 'Gather' });
    const [mail, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 new listings for “My wings”');
    await list('Third', { brand: 'Gather' });
    await t.drainJobs();
    // The sweep ran and left the search for the end of its 5 minutes.
    const waiting = await queuedJobs(t.database.db, 'saved_search_sweep');
    expect(waiting.some((job) => job.run_at.getTime() > Date.now() + 4 * 60_000)).toBe(true);
    expect(await mailsTo(t, user.email, 2, 200)).toHaveLength(1);
    // As if those 5 minutes had passed.
    await t.database.db
      .update(savedSearches)
      .set({ last_sent_at: sql`${savedSearches.last_sent_at} - interval '5 minutes'` })
      .where(eq(savedSearches.id, search.id));
    await makeJobsDue(t.database.db);
    const mails = await mailsTo(t, user.email, 2);
    expect(mails[1]!.subject).toBe('1 new listing for “My wings”');
  });

  it('does not mail a listing that is no longer visible when its alert goes', async () => {
    // The default delay: the alert waits while the listing gets hidden.
    const slow = await createTestApp();
    try {
      const api = gearWriteClient(slow);
      const owner = await api.seller();
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/saved-searches/',
        headers: { authorization: owner.auth },
        payload: { name: 'Vanish', query: `${wings}&brand=Vanish` },
      });
      expect(res.statusCode).toBe(201);
      const other = await api.seller();
      const gear = (await api.post(other.auth, wingBody({ brand: 'Vanish' }))).json();
      await slow.drainJobs();
      await slow.database.db.update(gears).set({ is_hidden: true }).where(eq(gears.id, gear.id));
      await makeJobsDue(slow.database.db);
      expect(await mailsTo(slow, owner.user.email, 1, 300)).toEqual([]);
      // It did match: the match waits, unsent, in case the listing comes back.
      const [match] = await slow.database.db
        .select()
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.gear_id, gear.id));
      expect(match).toMatchObject({ sent_at: null });
    } finally {
      await slow.close();
    }
  });

  it('never matches the seller’s own listing, nor a paused search', async () => {
    const own = await gearsApi.seller();
    const paused = await searcher(`${wings}&brand=Quiet`, 'off');
    const ownSearch = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: { authorization: own.auth },
      payload: { name: 'Mine', query: `${wings}&brand=Quiet` },
    });
    expect(ownSearch.statusCode).toBe(201);
    await gearsApi.post(own.auth, wingBody({ brand: 'Quiet' }));
    expect(await mailsTo(t, paused.user.email, 1, 200)).toEqual([]);
    expect(await mailsTo(t, own.user.email, 1, 200)).toEqual([]);
  });
});

describe('digests and the dashboard', () => {
  it('keeps daily matches for the digest run, and counts them as new until seen', async () => {
    const { user, auth, search } = await searcher(`${wings}&brand=Daily`, 'daily');
    await list('Digest one', { brand: 'Daily' });
    await list('Digest two', { brand: 'Daily' });
    expect(await mailsTo(t, user.email, 1, 300)).toEqual([]);
    const listed = await t.app.inject({
      url: '/api/saved-searches/',
      headers: { authorization: auth },
    });
    expect(listed.json()[0]).toMatchObject({ id: search.id, new_count: 2 });

    await t.database.db.execute(
      // What the cron does at 07:00.
      sql`select graphile_worker.add_job('saved_search_digests', '{"frequency":"daily"}'::json)`,
    );
    const [digest, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(digest!.text).toContain('Digest one');
    expect(digest!.text).toContain('Digest two');

    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${search.id}/seen/`,
      headers: { authorization: auth },
    });
    expect(seen.statusCode).toBe(204);
    const after = await t.app.inject({
      url: '/api/saved-searches/',
      headers: { authorization: auth },
    });
    expect(after.json()[0]).toMatchObject({ new_count: 0, last_sent_at: expect.any(String) });
    const [row] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row!.last_sent_at).not.toBeNull();
  });
});
