// Outside review, third round, finding 4: six listings by one seller sent six mails to one
// wanted-item owner within seconds, each with the seller's text. Matches now wait for the
// owner's one mail per window, at most WANTED_MAILS_PER_DAY a day, with no free text of the seller.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { wantedItems, wantedMatches } from '#server/db/schema.ts';
import { makeJobsDue, queuedJobs } from '#server/jobs/test-jobs.ts';
import { loginAs, makeUser, makeWanted } from '#server/test/factories.ts';
import { mailSourcesTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { WANTED_MAILS_PER_DAY } from './match-mail.ts';

let t: TestContext;
let windowed: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://airgear.example', ALERT_DELAY_SECONDS: '0' });
  windowed = await createTestApp({ ALERT_DELAY_SECONDS: '300' });
});
afterAll(async () => {
  await t.close();
  await windowed.close();
});

const spamBody = (i: number) => ({
  name: `Cheap pills at http://spam.example/${i}`,
  description: 'Write to me at deals@spam.example or visit www.spam.example',
  brand: 'Flytec',
  model: i === 0 ? '6030 www.spam.example' : `6030 v${i}`,
  price: 400 + i,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.instrument,
  properties: { instrument_type: 'vario' },
});

async function seller(ctx: TestContext) {
  const user = await makeUser(ctx.database.db);
  const auth = await loginAs(ctx.database.db, user.id);
  return async (body: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/gears/',
      payload: body,
      headers: { authorization: auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
}

it('gathers one seller’s six listings into one mail without the seller’s texts', async () => {
  const buyer = await makeUser(t.database.db);
  await makeWanted(t.database.db, buyer.id, { brand: 'Flytec', description: 'A vario please' });
  const list = await seller(t);
  const ids = [];
  for (let i = 0; i < 6; i++) ids.push(await list(spamBody(i)));
  const [mail, ...more] = await mailSourcesTo(t, buyer.email);
  expect(more).toEqual([]);
  expect(mail).toMatch(/^Subject: 6 listings match the gear you are looking for$/m);
  for (const id of ids) expect(mail).toContain(`https://airgear.example/itemdetails/${id}`);
  expect(mail).toContain('Flytec 6030 v5');
  expect(mail).toContain('A vario please');
  expect(mail).not.toMatch(/spam\.example|Cheap pills/);
});

it('sends at most WANTED_MAILS_PER_DAY a day; later matches wait for the next one', async () => {
  const buyer = await makeUser(t.database.db);
  const wanted = await makeWanted(t.database.db, buyer.id, { brand: 'Flytec' });
  const list = await seller(t);
  for (let i = 0; i < WANTED_MAILS_PER_DAY; i++) {
    await list(spamBody(10 + i));
    expect(await mailSourcesTo(t, buyer.email)).toHaveLength(i + 1);
  }
  const late = await list(spamBody(20));
  expect(await mailSourcesTo(t, buyer.email)).toHaveLength(WANTED_MAILS_PER_DAY);
  const waiting = (await queuedJobs(t.database.db, 'wanted_mail')).find(
    (job) => job.payload.userId === buyer.id,
  );
  expect(waiting!.run_at.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  // A day later (the earlier mails moved back a day), the waiting match is mailed.
  await t.database.db
    .update(wantedMatches)
    .set({ mailed_at: sql`${wantedMatches.mailed_at} - interval '1 day'` })
    .where(
      inArray(
        wantedMatches.wanted_item_id,
        t.database.db
          .select({ id: wantedItems.id })
          .from(wantedItems)
          .where(eq(wantedItems.id, wanted.id)),
      ),
    );
  await makeJobsDue(t.database.db);
  const mails = await mailSourcesTo(t, buyer.email);
  expect(mails).toHaveLength(WANTED_MAILS_PER_DAY + 1);
  expect(mails.filter((m) => m.includes(`/itemdetails/${late}`))).toHaveLength(1);
});

it('waits for the window: matches meanwhile join the same mail', async () => {
  const buyer = await makeUser(windowed.database.db);
  await makeWanted(windowed.database.db, buyer.id, { brand: 'Flytec' });
  const list = await seller(windowed);
  await list(spamBody(1));
  expect(await mailSourcesTo(windowed, buyer.email)).toEqual([]);
  await list(spamBody(2));
  expect(await mailSourcesTo(windowed, buyer.email)).toEqual([]);
  expect(await queuedJobs(windowed.database.db, 'wanted_mail')).toHaveLength(1);
  await makeJobsDue(windowed.database.db);
  const [mail, ...more] = await mailSourcesTo(windowed, buyer.email);
  expect(more).toEqual([]);
  expect(mail).toMatch(/^Subject: 2 listings match the gear you are looking for$/m);
});
