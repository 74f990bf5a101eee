import { access } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gearPictures, gears, reports } from '#server/db/schema.ts';
import { auditOf, snapshot } from '#server/test/audit.ts';
import {
  loginAs,
  makeGear,
  makeUser,
  makeReport,
  makeStaff,
  UNKNOWN_ID,
} from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, upload } from '#server/test/uploads.ts';

let t: TestContext;
let auth: string;
let staffId: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await makeStaff(t.database.db);
  auth = made.auth;
  staffId = made.staff.id;
});
afterAll(async () => t.close());

const queue = (query = '') =>
  t.app.inject({ url: `/api/admin/reports/${query}`, headers: { authorization: auth } });
const act = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/reports/${id}/`,
    payload,
    headers: { authorization: auth },
  });
const publicIds = async (query = '?page_size=100') =>
  ((await t.app.inject({ url: `/api/gears/${query}` })).json() as { id: string }[]).map(
    (g) => g.id,
  );

/** A listing with two open reports from two users. */
async function reported() {
  const db = t.database.db;
  const seller = await makeUser(db);
  const gear = await makeGear(db, seller.id);
  const first = await makeReport(db, { gearId: gear.id, userId: (await makeUser(db)).id });
  const second = await makeReport(db, {
    gearId: gear.id,
    userId: (await makeUser(db)).id,
    reason: 'unsafe',
    text: 'Lines look cut.',
  });
  return { seller, gear, first, second };
}

describe('GET /api/admin/reports/', () => {
  it('lists open reports newest first with the listing, its seller and the reporter', async () => {
    const { seller, gear, first, second } = await reported();
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string }[];
    expect(body.slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(body[0]).toEqual({
      id: second.id,
      reason: 'unsafe',
      text: 'Lines look cut.',
      status: 'open',
      staff_note: '',
      created_at: expect.any(String),
      reporter: { id: second.user_id, username: expect.any(String) },
      gear: {
        id: gear.id,
        name: gear.name,
        brand: 'Flytec',
        model: '6030',
        is_hidden: false,
        seller: { id: seller.id, username: seller.username },
      },
    });
    expect(res.headers['x-total-count']).toBe(String(body.length));
  });

  it('filters by status and refuses an unknown one', async () => {
    const { first } = await reported();
    await act(first.id, { action: 'dismiss' });
    const resolved = (await queue('?status=resolved')).json() as { id: string }[];
    expect(resolved.map((r) => r.id)).toContain(first.id);
    expect(((await queue()).json() as { id: string }[]).map((r) => r.id)).not.toContain(first.id);
    expect(((await queue('?status=all')).json() as { id: string }[]).map((r) => r.id)).toContain(
      first.id,
    );
    expect((await queue('?status=closed')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/reports/{id}/', () => {
  it('hide: the listing leaves lists and its page for others, every open report is resolved', async () => {
    const { seller, gear, first, second } = await reported();
    expect(await publicIds()).toContain(gear.id);
    const res = await act(first.id, { action: 'hide', note: '  Same photos as a scam ad. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      status: 'resolved',
      staff_note: 'Same photos as a scam ad.',
      gear: { id: gear.id, is_hidden: true },
    });
    expect(await publicIds()).not.toContain(gear.id);
    expect(await publicIds(`?q=${encodeURIComponent(gear.name)}`)).toEqual([]);
    expect((await t.app.inject({ url: `/api/gears/${gear.id}/` })).statusCode).toBe(404);
    // The owner still sees it (and can fix it).
    const own = await t.app.inject({
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: await loginAs(t.database.db, seller.id) },
    });
    expect(own.statusCode).toBe(200);
    const rows = await t.database.db.select().from(reports).where(eq(reports.gear_id, gear.id));
    expect(rows.map((r) => [r.id === second.id, r.status, r.staff_note]).sort()).toEqual([
      [false, 'resolved', 'Same photos as a scam ad.'],
      [true, 'resolved', 'Same photos as a scam ad.'],
    ]);
    const [entry] = await auditOf(t.database.db, gear.id);
    expect(entry).toMatchObject({
      actor_id: staffId,
      action: 'report.hide',
      target_type: 'gear',
      before: { is_hidden: false, report: { id: first.id, status: 'open', staff_note: '' } },
      after: {
        is_hidden: true,
        report: { id: first.id, status: 'resolved', staff_note: 'Same photos as a scam ad.' },
      },
    });
  });

  it('restore brings a hidden listing back; dismiss leaves the listing as it is', async () => {
    const { gear, first, second } = await reported();
    await act(first.id, { action: 'hide' });
    const restored = await act(first.id, { action: 'restore', note: 'Seller proved ownership.' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().gear.is_hidden).toBe(false);
    expect(await publicIds()).toContain(gear.id);

    const other = await reported();
    const dismissed = await act(other.second.id, { action: 'dismiss', note: 'Not a scam.' });
    expect(dismissed.json()).toMatchObject({ status: 'resolved', gear: { is_hidden: false } });
    expect(await publicIds()).toContain(other.gear.id);
    // One decision answers every open report of the listing.
    const statuses = await t.database.db
      .select({ status: reports.status, note: reports.staff_note })
      .from(reports)
      .where(eq(reports.gear_id, other.gear.id));
    expect(statuses).toEqual([
      { status: 'resolved', note: 'Not a scam.' },
      { status: 'resolved', note: 'Not a scam.' },
    ]);
    const entries = await auditOf(t.database.db, gear.id);
    expect(entries.map((e) => e.action)).toEqual(['report.hide', 'report.restore']);
    expect(second.status).toBe('open');
  });

  it('delete removes the listing, its reports and its photo files', async () => {
    const { seller, gear, first } = await reported();
    const ownerAuth = await loginAs(t.database.db, seller.id);
    expect(
      (await upload(t, gear.id, ownerAuth, await makeImage('jpeg', 4242, 64, 48))).statusCode,
    ).toBe(201);
    const [picture] = await t.database.db
      .select()
      .from(gearPictures)
      .where(eq(gearPictures.gear_id, gear.id));
    const file = t.photos.path(picture!.storage_key, 'large');
    await access(file);
    const res = await act(first.id, { action: 'delete', note: 'Stolen wing.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      status: 'resolved',
      staff_note: 'Stolen wing.',
    });
    expect(await t.database.db.select().from(gears).where(eq(gears.id, gear.id))).toEqual([]);
    expect(await t.database.db.select().from(reports).where(eq(reports.gear_id, gear.id))).toEqual(
      [],
    );
    await expect(access(file)).rejects.toThrow();
    const [entry] = await auditOf(t.database.db, gear.id);
    expect(entry).toMatchObject({
      action: 'report.delete',
      before: { name: gear.name, user: seller.id },
      after: { deleted: true, report: { status: 'resolved', staff_note: 'Stolen wing.' } },
    });
    expect((await act(first.id, { action: 'hide' })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown report and 400 for an unknown action, changing nothing', async () => {
    const { first } = await reported();
    const before = await snapshot(t);
    expect((await act(UNKNOWN_ID, { action: 'hide' })).statusCode).toBe(404);
    const bad = await act(first.id, { action: 'ban' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['action']);
    expect((await act(first.id, { action: 'hide', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });
});
