// The people a notice concerns are mailed once per notice, whatever happens after (an edit, a
// rematch); airworthy=true keeps listings whose passport says airworthy and no grounding notice
// is open on; the Atom feed lists the notices in force.
import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { checkBody, itemBody, send } from '#server/test/items.ts';
import { outboxMails } from '#server/test/mail.ts';
import { makeCatalogue, noticeBody, postNotice, type TestCatalogue } from '#server/test/notices.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { refreshAllAirworthiness } from '#server/features/items/airworthiness.ts';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await makeStaff(t.database.db)).auth;
});
afterAll(async () => t.close());

async function person() {
  const user = await makeUser(t.database.db);
  return { ...user, auth: await loginAs(t.database.db, user.id) };
}

async function listing(cat: TestCatalogue, auth: string, serial: string) {
  const res = await send(t, {
    method: 'POST',
    url: '/api/gears/',
    auth,
    body: wingBody({ brand: cat.brand.name, model: 'Alpha' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const gearId = (res.json() as { id: string }).id;
  const item = await send(t, {
    method: 'POST',
    url: '/api/items/',
    auth,
    body: itemBody({ brand: cat.brand.name, model: 'Alpha', serial, gear: gearId }),
  });
  expect(item.statusCode, item.body).toBe(201);
  return { gearId, itemId: (item.json() as { id: string }).id };
}

/** The notice mails to the address (a price change may mail a watchlist of its own). */
const mailsTo = async (email: string) =>
  (await outboxMails(t.config.outboxDir)).filter(
    (m) => m.to.includes(email) && m.subject.startsWith('Safety notice'),
  );

describe('notice mails', () => {
  it('seller, owner, favourite and buyer are each mailed once per notice', async () => {
    const cat = await makeCatalogue(t.database.db);
    const [seller, owner, fan, buyer, bystander] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => person()),
    );
    const { gearId } = await listing(cat, seller!.auth, 'M-100');
    // An item with no listing, another owner's.
    const ownItem = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth: owner!.auth,
      body: itemBody({ brand: cat.brand.name, model: 'Alpha', serial: 'M-200' }),
    });
    expect(ownItem.statusCode).toBe(201);
    await t.database.db.execute(
      sql`insert into favourites (user_id, gear_id) values (${fan!.id}, ${gearId})`,
    );
    await t.database.db.execute(sql`insert into conversations (gear_id, buyer_id, seller_id)
      values (${gearId}, ${buyer!.id}, ${seller!.id})`);
    await t.drainJobs();

    const res = await postNotice(t, staff, noticeBody(cat, { serial_rules: [{ prefix: 'M' }] }));
    const id = (res.json() as { id: string }).id;
    await t.drainJobs();
    for (const p of [seller, owner, fan, buyer]) {
      const mails = await mailsTo(p!.email);
      expect(mails, p!.email).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Safety notice: Brake line check');
    }
    expect(await mailsTo(bystander!.email)).toHaveLength(0);
    expect((await mailsTo(seller!.email))[0]!.text).toContain(`/itemdetails/${gearId}`);

    // Edited and matched again, and the listing edited: nobody is mailed a second time.
    const put = await send(t, {
      method: 'PUT',
      url: `/api/notices/${id}/`,
      auth: staff,
      body: noticeBody(cat, { serial_rules: [{ prefix: 'M1' }, { prefix: 'M2' }] }),
    });
    expect(put.statusCode).toBe(200);
    const edit = await send(t, {
      method: 'PUT',
      url: `/api/gears/${gearId}/`,
      auth: seller!.auth,
      body: wingBody({ brand: cat.brand.name, model: 'Alpha', price: 1500 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.drainJobs();
    for (const p of [seller, owner, fan, buyer]) expect(await mailsTo(p!.email)).toHaveLength(1);

    // The dashboard: the seller's notices with their listing and the item to record the fix on.
    const mine = (await send(t, { url: '/api/notices/mine/', auth: seller!.auth })).json() as {
      notice: { id: string };
      gear: { id: string } | null;
      item: string | null;
    }[];
    expect(mine.map((n) => [n.notice.id, n.gear?.id])).toEqual([[id, gearId]]);
    expect(mine[0]!.item).not.toBeNull();
  });
});

describe('mails of a listing written after the notice', () => {
  it('its seller is mailed by its own job, and a favourite added later at its next write', async () => {
    const cat = await makeCatalogue(t.database.db);
    const [seller, fan] = await Promise.all([person(), person()]);
    const res = await postNotice(t, staff, noticeBody(cat, { serial_rules: [{ prefix: 'L' }] }));
    expect(res.statusCode, res.body).toBe(201);
    await t.drainJobs();
    const { gearId } = await listing(cat, seller.auth, 'L-1');
    await t.drainJobs();
    expect(await mailsTo(seller.email)).toHaveLength(1);

    await t.database.db.execute(
      sql`insert into favourites (user_id, gear_id) values (${fan.id}, ${gearId})`,
    );
    const edit = await send(t, {
      method: 'PUT',
      url: `/api/gears/${gearId}/`,
      auth: seller.auth,
      body: wingBody({ brand: cat.brand.name, model: 'Alpha', price: 1400 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.drainJobs();
    expect(await mailsTo(fan.email)).toHaveLength(1);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });
});

describe('airworthy and notice filters', () => {
  it('a grounding notice without a fix keeps an airworthy listing out of airworthy=true', async () => {
    const cat = await makeCatalogue(t.database.db);
    const seller = await person();
    const { gearId, itemId } = await listing(cat, seller.auth, 'G-1');
    const unchecked = await listing(cat, seller.auth, 'H-1');
    const check = await send(t, {
      method: 'POST',
      url: `/api/items/${itemId}/records/`,
      auth: seller.auth,
      body: checkBody(),
    });
    expect(check.statusCode, check.body).toBe(201);
    await t.drainJobs();
    const found = async (query: string) =>
      (
        (await send(t, { url: `/api/gears/?${query}&brand=${cat.brand.name}` })).json() as {
          id: string;
        }[]
      ).map((g) => g.id);
    expect(await found('airworthy=true')).toEqual([gearId]);
    expect(await found('airworthy=false')).toEqual([unchecked.gearId]);
    expect(await found('notice=open')).toEqual([]);

    const res = await postNotice(t, staff, noticeBody(cat, { serial_rules: [{ prefix: 'G' }] }));
    const noticeId = (res.json() as { id: string }).id;
    await t.drainJobs();
    expect(await found('airworthy=true')).toEqual([]);
    expect(await found('notice=open')).toEqual([gearId]);
    expect(await found('notice=none')).toEqual([unchecked.gearId]);

    const fix = await send(t, {
      method: 'POST',
      url: `/api/items/${itemId}/records/`,
      auth: seller.auth,
      body: { kind: 'repair', date: checkBody().date, notice: noticeId, text: 'Done.' },
    });
    expect(fix.statusCode, fix.body).toBe(201);
    expect(await found('airworthy=true')).toEqual([gearId]);
    expect(await found('notice=open')).toEqual([]);
  });
});

describe('the Atom feed', () => {
  it('lists the notices in force, in the language asked', async () => {
    const cat = await makeCatalogue(t.database.db);
    const kept = await postNotice(
      t,
      staff,
      noticeBody(cat, {}, { title: { en: 'Kept one', fr: 'Gardée' } }),
    );
    const gone = await postNotice(t, staff, noticeBody(cat, {}, { title: { en: 'Gone one' } }));
    await send(t, {
      method: 'DELETE',
      url: `/api/notices/${(gone.json() as { id: string }).id}/`,
      auth: staff,
    });
    const feed = await send(t, { url: '/feeds/notices.atom?lng=fr' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain('<title>Gardée</title>');
    expect(feed.body).toContain(`/notices/${(kept.json() as { id: string }).id}`);
    expect(feed.body).not.toContain('Gone one');
  });
});

describe('the nightly airworthiness sweep', () => {
  it('gives an item written before the date existed its date again', async () => {
    const cat = await makeCatalogue(t.database.db);
    const seller = await person();
    const { gearId, itemId } = await listing(cat, seller.auth, 'N-1');
    const check = await send(t, {
      method: 'POST',
      url: `/api/items/${itemId}/records/`,
      auth: seller.auth,
      body: checkBody(),
    });
    expect(check.statusCode, check.body).toBe(201);
    await t.drainJobs();
    const found = async () =>
      (
        (await send(t, { url: `/api/gears/?airworthy=true&brand=${cat.brand.name}` })).json() as {
          id: string;
        }[]
      ).map((g) => g.id);
    // As an item from before migration 0028 reads: no date, so not in airworthy=true.
    await t.database.db.execute(sql`update items set airworthy_until = null where id = ${itemId}`);
    expect(await found()).toEqual([]);
    await refreshAllAirworthiness(t.database.db, 2);
    expect(await found()).toEqual([gearId]);
  });
});
