import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { wantedMatches } from '#server/db/schema.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { makeJobsDue, queuedJobs } from '#server/jobs/test-jobs.ts';
import { loginAs, makeUser, makeWanted } from '#server/test/factories.ts';
import { mailSourcesTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // No gathering window: a test's matches are mailed by the next drain.
  t = await createTestApp({ SITE_URL: 'https://airgear.example', ALERT_DELAY_SECONDS: '0' });
});
afterAll(async () => t.close());

const varioBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Flytec 6030 with GPS',
  brand: 'Flytec',
  model: '6030 GPS',
  price: 450,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.instrument,
  properties: { instrument_type: 'vario' },
  ...overrides,
});

async function seller(ctx = t) {
  const user = await makeUser(ctx.database.db);
  const auth = await loginAs(ctx.database.db, user.id);
  return {
    user,
    list: async (body = varioBody()) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/gears/',
        payload: body,
        headers: { authorization: auth },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    },
    edit: async (id: string, body: object) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/gears/${id}/`,
        payload: body,
        headers: { authorization: auth },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

describe('wanted-item matching', () => {
  it('mails the owner once per gear, in their language, as text and HTML with the link', async () => {
    const buyer = await makeUser(t.database.db, { first_name: 'Inês', language: 'pt' });
    const wanted = await makeWanted(t.database.db, buyer.id, {
      brand: 'flytec',
      model: '6030',
      description: 'Vario <com> GPS',
      max_price: 450,
    });
    const pilot = await seller();
    const gear = await pilot.list();

    const [mail, ...more] = await mailSourcesTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail).toContain('Content-Type: text/plain; charset=utf-8');
    expect(mail).toContain('Content-Type: text/html; charset=utf-8');
    expect(mail).toContain(`https://airgear.example/itemdetails/${gear.id}`);
    expect(mail).toContain('Olá Inês,');
    expect(mail).toContain('Ver o anúncio');
    expect(mail).toContain('<html lang="pt">');
    // The request's own words: plain in the text part, escaped in the HTML part.
    expect(mail).toContain('«Vario <com> GPS»');
    expect(mail).toContain('«Vario &lt;com&gt; GPS»');
    const rows = await t.database.db
      .select()
      .from(wantedMatches)
      .where(and(eq(wantedMatches.wanted_item_id, wanted.id), eq(wantedMatches.gear_id, gear.id)));
    expect(rows).toHaveLength(1);

    await pilot.edit(gear.id, varioBody({ price: 400, description: 'Now cheaper' }));
    expect(await mailSourcesTo(t, buyer.email)).toHaveLength(1);
  });

  it('writes in English to a user whose language is unknown', async () => {
    const buyer = await makeUser(t.database.db, { first_name: 'Sam', language: 'xx' });
    await makeWanted(t.database.db, buyer.id);
    await (await seller()).list();
    const [mail] = await mailSourcesTo(t, buyer.email);
    expect(mail).toContain('Hello Sam,');
    expect(mail).toContain('See the listing');
    expect(mail).toMatch(/^Subject: Gear you are looking for is for sale: Flytec 6030 GPS$/m);
  });

  it('does not mail for another currency, a higher price, another brand or model, or another type', async () => {
    const buyer = await makeUser(t.database.db);
    await makeWanted(t.database.db, buyer.id, { brand: 'Flytec', model: '6030', max_price: 450 });
    const pilot = await seller();
    await pilot.list(varioBody({ currency: 'GBP' }));
    await pilot.list(varioBody({ price: 450.01 }));
    await pilot.list(varioBody({ brand: 'Syride' }));
    await pilot.list(varioBody({ model: '6015' }));
    await pilot.list(
      varioBody({
        gear_type: GEAR_TYPE_IDS.harness,
        properties: { size: 'M', harness_type: 'open', protector: 'airbag' },
      }),
    );
    expect(await mailSourcesTo(t, buyer.email)).toEqual([]);
  });

  it('never mails sellers about their own listing', async () => {
    const pilot = await seller();
    await makeWanted(t.database.db, pilot.user.id);
    await pilot.list();
    expect(await mailSourcesTo(t, pilot.user.email)).toEqual([]);
  });

  it('waits until a listing is active: sold or archived first, mailed once it is reactivated', async () => {
    const buyer = await makeUser(t.database.db);
    await makeWanted(t.database.db, buyer.id);
    const pilot = await seller();
    const gear = await pilot.list(varioBody({ status: 'archived' }));
    await pilot.edit(gear.id, varioBody({ status: 'sold' }));
    expect(await mailSourcesTo(t, buyer.email)).toEqual([]);
    await pilot.edit(gear.id, varioBody({ status: 'active' }));
    expect(await mailSourcesTo(t, buyer.email)).toHaveLength(1);
  });

  it('mails once when a price cut brings a listing under the maximum', async () => {
    const buyer = await makeUser(t.database.db);
    await makeWanted(t.database.db, buyer.id, { max_price: 300 });
    const pilot = await seller();
    const gear = await pilot.list();
    expect(await mailSourcesTo(t, buyer.email)).toEqual([]);
    await pilot.edit(gear.id, varioBody({ price: 299.99 }));
    expect(await mailSourcesTo(t, buyer.email)).toHaveLength(1);
  });

  it('sends one mail when several requests of the same person match, naming each', async () => {
    const buyer = await makeUser(t.database.db, { language: 'fr' });
    await makeWanted(t.database.db, buyer.id, { description: 'Premier vario' });
    await makeWanted(t.database.db, buyer.id, { description: 'Second vario', brand: 'FLYTEC' });
    await makeWanted(t.database.db, buyer.id, { description: 'Closed', status: 'closed' });
    await (await seller()).list();
    const [mail, ...more] = await mailSourcesTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(mail).toContain('« Premier vario »');
    expect(mail).toContain('« Second vario »');
    expect(mail).not.toContain('Closed');
    expect(mail).toContain('Voir l’annonce');
  });
});

describe('wanted-item matching as a job', () => {
  it('is queued with the listing, once per listing however often it is edited before it runs', async () => {
    const buyer = await makeUser(t.database.db);
    await makeWanted(t.database.db, buyer.id, { model: 'Coalesce' });
    const pilot = await seller();
    await t.drainJobs();
    const gear = await pilot.list(varioBody({ model: 'Coalesce 1' }));
    await pilot.edit(gear.id, varioBody({ model: 'Coalesce 2' }));
    await pilot.edit(gear.id, varioBody({ model: 'Coalesce 3' }));
    const jobs = await queuedJobs(t.database.db, 'match_wanted');
    expect(jobs.map((j) => j.payload)).toEqual([{ gearId: gear.id }]);
    const [mail, ...more] = await mailSourcesTo(t, buyer.email);
    expect(mail).toContain('Coalesce');
    expect(more).toEqual([]);
  });
});

describe('wanted-item matching when the mail fails', () => {
  let failing: TestContext;
  let attempts = 0;
  beforeAll(async () => {
    const mailer: Mailer = {
      send: async () => {
        attempts++;
        throw new Error('SMTP is down');
      },
    };
    failing = await createTestApp({ ALERT_DELAY_SECONDS: '0' }, { mailer });
  });
  afterAll(async () => failing.close());

  it('still saves the listing, keeps the match, and retries its mail (never a second one)', async () => {
    const buyer = await makeUser(failing.database.db);
    await makeWanted(failing.database.db, buyer.id);
    const pilot = await seller(failing);
    const gear = await pilot.list();
    await failing.drainJobs();
    expect(attempts).toBe(1);
    expect(await failing.database.db.select().from(wantedMatches)).toHaveLength(1);
    const [job] = await queuedJobs(failing.database.db, 'send_mail');
    expect(job).toMatchObject({ attempts: 1, last_error: expect.stringContaining('SMTP is down') });
    expect(job!.payload.to).toBe(buyer.email);
    // Backoff: not due again yet. An edit matches nothing new: the match is already claimed.
    await pilot.edit(gear.id, varioBody());
    await failing.drainJobs();
    expect(attempts).toBe(1);
    expect(await queuedJobs(failing.database.db, 'send_mail')).toHaveLength(1);
    await makeJobsDue(failing.database.db);
    await failing.drainJobs();
    expect(attempts).toBe(2);
  });
});
