// Matching a notice's scope: affected, may be affected (the data cannot decide), or not at all;
// both directions (a new notice against listed gear, a new listing against the notices); the
// counts on cards and notices; withdrawal lifting them; a recorded fix closing a match.
import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { itemBody, send } from '#server/test/items.ts';
import { makeCatalogue, noticeBody, postNotice, type TestCatalogue } from '#server/test/notices.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { matchGears } from './match-repository.ts';

let t: TestContext;
let staff: string;
let seller: { id: string; auth: string };
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await makeStaff(t.database.db)).auth;
  const user = await makeUser(t.database.db);
  seller = { id: user.id, auth: await loginAs(t.database.db, user.id) };
  cat = await makeCatalogue(t.database.db);
});
afterAll(async () => t.close());

/** A listed wing of the test brand; with `item`, its passport item with those facts. */
async function listing(model: string, item?: Record<string, unknown>, properties = {}) {
  const res = await send(t, {
    method: 'POST',
    url: '/api/gears/',
    auth: seller.auth,
    body: wingBody({
      brand: cat.brand.name,
      model,
      properties: { ...wingBody().properties, ...properties },
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const gearId = (res.json() as { id: string }).id;
  if (item) {
    const made = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth: seller.auth,
      body: itemBody({ brand: cat.brand.name, model, gear: gearId, ...item }),
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  return gearId;
}

const noticesOf = async (gearId: string) =>
  (await send(t, { url: `/api/gears/${gearId}/notices/` })).json() as {
    notice: { id: string };
    match: string;
    fix: { id: string } | null;
  }[];
const matchOf = async (gearId: string, noticeId: string) =>
  (await noticesOf(gearId)).find((n) => n.notice.id === noticeId)?.match ?? null;
const card = async (gearId: string) =>
  ((await send(t, { url: `/api/gears/${gearId}/` })).json() as { notices: unknown }).notices;

describe('scope matching', () => {
  it('a serial range: in it affected, outside it not, no serial "may be affected"', async () => {
    const inRange = await listing('Alpha', { serial: 'Q-40B' });
    const outside = await listing('Alpha', { serial: 'Q-50A' });
    const shorter = await listing('Alpha', { serial: 'Q-4' });
    const noSerial = await listing('Alpha');
    const otherModel = await listing('Beta', { serial: 'Q-40C' });
    const res = await postNotice(
      t,
      staff,
      noticeBody(cat, { serial_rules: [{ from: 'Q-31A', to: 'Q 49e' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const notice = res.json() as { id: string };
    await t.drainJobs();

    expect(await matchOf(inRange, notice.id)).toBe('affected');
    expect(await matchOf(outside, notice.id)).toBeNull();
    expect(await matchOf(shorter, notice.id)).toBeNull();
    expect(await matchOf(noSerial, notice.id)).toBe('may_be_affected');
    expect(await matchOf(otherModel, notice.id)).toBeNull();
    expect(await card(inRange)).toEqual({ grounding: 1, action: 0, info: 0 });
    expect(await card(outside)).toEqual({ grounding: 0, action: 0, info: 0 });
    // Two listings and the two items of the listings in range (the one in range, and none other).
    const detail = (await send(t, { url: `/api/notices/${notice.id}/` })).json() as {
      matched: { listings: number; items: number };
    };
    expect(detail.matched).toEqual({ listings: 2, items: 1 });
  });

  it('hours over a threshold, a suffix rule and a production range; unknowns "may be"', async () => {
    const res = await postNotice(
      t,
      staff,
      noticeBody(
        cat,
        {
          models: [cat.models[1]!.id],
          serial_rules: [{ suffix_not: 'A' }],
          hours_over: 300,
          produced_from: '2020-01-01',
          produced_to: '2021-12-31',
        },
        { severity: 'action' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const facts = { production_date: '2021-03-01', flight_hours: 350 };
    const affected = await listing('Beta', { serial: 'X1B', ...facts });
    const endsInA = await listing('Beta', { serial: 'X1A', ...facts });
    const fewHours = await listing('Beta', { serial: 'X2B', ...facts, flight_hours: 100 });
    const tooOld = await listing('Beta', {
      serial: 'X3B',
      ...facts,
      production_date: '2019-05-01',
    });
    const noHours = await listing('Beta', { serial: 'X4B', ...facts, flight_hours: null });
    // Without an item: the listing's year decides when the whole year is in range.
    const yearIn = await listing('Beta', undefined, { year: 2020, flight_hours: 400 });
    const yearOut = await listing('Beta', undefined, { year: 2018, flight_hours: 400 });
    await t.drainJobs();

    expect(await matchOf(affected, id)).toBe('affected');
    expect(await matchOf(endsInA, id)).toBeNull();
    expect(await matchOf(fewHours, id)).toBeNull();
    expect(await matchOf(tooOld, id)).toBeNull();
    expect(await matchOf(noHours, id)).toBe('may_be_affected');
    // No serial: the suffix rule cannot decide.
    expect(await matchOf(yearIn, id)).toBe('may_be_affected');
    expect(await matchOf(yearOut, id)).toBeNull();
    expect(await card(affected)).toEqual({ grounding: 0, action: 1, info: 0 });
  });

  it('sizes: the catalogue size, or the size the listing names', async () => {
    const [, m] = cat.models[0]!.sizes;
    const res = await postNotice(
      t,
      staff,
      noticeBody(cat, { sizes: [m!.id] }, { severity: 'info' }),
    );
    const id = (res.json() as { id: string }).id;
    const sizeM = await listing('Alpha', undefined, { size: 'm' });
    const sizeL = await listing('Alpha', undefined, { size: 'L' });
    await t.drainJobs();
    expect(await matchOf(sizeM, id)).toBe('affected');
    expect(await matchOf(sizeL, id)).toBeNull();
  });
});

describe('withdrawal and the fix', () => {
  it('withdrawing lifts the badge and the open filter; a recorded fix closes the match', async () => {
    // A brand of its own: the notices of the other tests would keep these listings open.
    cat = await makeCatalogue(t.database.db);
    const res = await postNotice(t, staff, noticeBody(cat, { serial_rules: [{ prefix: 'W' }] }));
    const id = (res.json() as { id: string }).id;
    const gearId = await listing('Alpha', { serial: 'W-123' });
    await t.drainJobs();
    expect((await card(gearId)) as { grounding: number }).toMatchObject({ grounding: 1 });
    const open = async () =>
      (
        (
          await send(t, { url: `/api/gears/?notice=open&brand=${cat.brand.name}&page_size=100` })
        ).json() as {
          id: string;
        }[]
      ).some((g) => g.id === gearId);
    expect(await open()).toBe(true);

    // The seller records the fix on the listing's passport item.
    const gear = (await send(t, { url: `/api/gears/${gearId}/` })).json() as { item: string };
    const record = await send(t, {
      method: 'POST',
      url: `/api/items/${gear.item}/records/`,
      auth: seller.auth,
      body: {
        kind: 'repair',
        date: '2026-06-01',
        by: { type: 'owner' },
        notice: id,
        text: 'Lines replaced.',
      },
    });
    expect(record.statusCode, record.body).toBe(201);
    expect((record.json() as { notice: string }).notice).toBe(id);
    expect(await card(gearId)).toMatchObject({ grounding: 0 });
    expect(await open()).toBe(false);
    const listed = await noticesOf(gearId);
    expect(listed.find((n) => n.notice.id === id)?.fix?.id).toBe(
      (record.json() as { id: string }).id,
    );
    const notice = (await send(t, { url: `/api/notices/${id}/` })).json() as {
      fixed: { listings: number; items: number };
    };
    expect(notice.fixed).toEqual({ listings: 1, items: 1 });

    // Another listing in scope, no fix: withdrawal lifts its badge.
    const other = await listing('Alpha', { serial: 'W-456' });
    await t.drainJobs();
    expect(await card(other)).toMatchObject({ grounding: 1 });
    const withdrawn = await send(t, { method: 'DELETE', url: `/api/notices/${id}/`, auth: staff });
    expect(withdrawn.statusCode).toBe(204);
    expect(await card(other)).toMatchObject({ grounding: 0 });
    expect(await noticesOf(other)).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ notice: expect.objectContaining({ id }) }),
      ]),
    );
    const after = (await send(t, { url: `/api/notices/${id}/` })).json() as {
      withdrawn_at: string | null;
    };
    expect(after.withdrawn_at).not.toBeNull();
  });
});

describe('matches of deleted gear', () => {
  it('deleting a listing or an item deletes its matches (no foreign keys: triggers)', async () => {
    const own = await makeCatalogue(t.database.db);
    cat = own;
    const res = await postNotice(t, staff, noticeBody(own));
    const id = (res.json() as { id: string }).id;
    const gearId = await listing('Alpha', { serial: 'D-1' });
    await t.drainJobs();
    const detail = async () =>
      ((await send(t, { url: `/api/notices/${id}/` })).json() as { matched: unknown }).matched;
    expect(await detail()).toEqual({ listings: 1, items: 1 });
    const gear = (await send(t, { url: `/api/gears/${gearId}/` })).json() as { item: string };
    const del = await send(t, {
      method: 'DELETE',
      url: `/api/gears/${gearId}/`,
      auth: seller.auth,
    });
    expect(del.statusCode).toBe(204);
    const item = await send(t, {
      method: 'DELETE',
      url: `/api/items/${gear.item}/`,
      auth: seller.auth,
    });
    expect(item.statusCode).toBe(204);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notice_matches where notice_id = ${id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('re-matching an edited listing', () => {
  it('a match appears, changes and goes with the facts; an edit that changes nothing writes none', async () => {
    cat = await makeCatalogue(t.database.db);
    const res = await postNotice(
      t,
      staff,
      noticeBody(cat, { serial_rules: [{ from: 'E-100', to: 'E-199' }] }),
    );
    const id = (res.json() as { id: string }).id;
    const gearId = await listing('Alpha');
    await t.drainJobs();
    expect(await matchOf(gearId, id)).toBe('may_be_affected');
    // Nothing changed: the match is not written again.
    const { rows: before } = await t.database.db.execute<{ at: string }>(
      sql`select matched_at::text as at from notice_matches where gear_id = ${gearId}`,
    );
    expect(await t.database.db.transaction((tx) => matchGears(tx, [gearId]))).toEqual([id]);
    const { rows: after } = await t.database.db.execute<{ at: string }>(
      sql`select matched_at::text as at from notice_matches where gear_id = ${gearId}`,
    );
    expect(after).toEqual(before);

    const item = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth: seller.auth,
      body: itemBody({ brand: cat.brand.name, model: 'Alpha', gear: gearId, serial: 'E-150' }),
    });
    expect(item.statusCode, item.body).toBe(201);
    const itemId = (item.json() as { id: string }).id;
    await t.drainJobs();
    expect(await matchOf(gearId, id)).toBe('affected');

    const edit = await send(t, {
      method: 'PUT',
      url: `/api/items/${itemId}/`,
      auth: seller.auth,
      body: itemBody({ brand: cat.brand.name, model: 'Alpha', serial: 'E-250' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.drainJobs();
    expect(await matchOf(gearId, id)).toBeNull();
  });
});
