// Changing a stolen-gear report's status as an attacker or a careless client would: a report
// staff never reviewed must not become public through its reporter, and a status a second
// open report of the serial forbids is a 409, never a 500.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { stolenHolds, stolenReports } from '#server/db/schema.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { itemBody } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (auth: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });
const pilot = async () => {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
};
let n = 0;
const report = () => ({
  gear_type: GEAR_TYPE_IDS.wing,
  brand: 'Ozone',
  model: 'Rush 6',
  serial: `st-${Date.now().toString(36)}-${n++}`,
  stolen_on: '2026-06-01',
  place: 'Annecy, FR',
  text: 'Whatever the reporter wants the world to read.',
});
const statusOf = async (id: string) =>
  (await t.database.db.select().from(stolenReports).where(eq(stolenReports.id, id)))[0]!.status;

describe('a report staff never published', () => {
  it('stays with its reporter and staff when its reporter marks it recovered', async () => {
    const reporter = await pilot();
    const stranger = await pilot();
    const { auth: staff } = await makeStaff(t.database.db);
    const { id } = (await call(reporter.auth, 'POST', '/api/stolen/', report())).json();
    const recovered = await call(reporter.auth, 'PUT', `/api/stolen/${id}/`, {
      status: 'recovered',
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toMatchObject({ status: 'recovered', published_at: null });
    expect((await call(null, 'GET', `/api/stolen/${id}/`)).statusCode).toBe(404);
    expect((await call(stranger.auth, 'GET', `/api/stolen/${id}/`)).statusCode).toBe(404);
    expect((await call(reporter.auth, 'GET', `/api/stolen/${id}/`)).statusCode).toBe(200);
    expect((await call(staff, 'GET', `/api/stolen/${id}/`)).statusCode).toBe(200);
    const listed = (await call(staff, 'GET', '/api/stolen/?status=recovered')).json();
    expect(listed.map((r: { id: string }) => r.id)).toContain(id);
  });
});

describe('a status the register forbids', () => {
  it('answers 409 when another open report of the serial exists, and changes nothing', async () => {
    const first = await pilot();
    const second = await pilot();
    const { auth: staff } = await makeStaff(t.database.db);
    const body = report();
    const { id } = (await call(first.auth, 'POST', '/api/stolen/', body)).json();
    expect(
      (await call(staff, 'PUT', `/api/stolen/${id}/`, { status: 'rejected' })).statusCode,
    ).toBe(200);
    // The serial is free again, so someone else reports it.
    expect((await call(second.auth, 'POST', '/api/stolen/', body)).statusCode).toBe(201);
    const again = await call(staff, 'PUT', `/api/stolen/${id}/`, { status: 'published' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict' });
    expect(await statusOf(id)).toBe('rejected');
  });
});

/** Until a statement naming `text` waits for a row lock (or `done` settles first). */
async function waitingOnLock(text: string, done: Promise<unknown>) {
  let finished = false;
  void done.then(() => (finished = true));
  for (;;) {
    const { rows } = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and query like ${`%${text}%`}`);
    if (rows[0]!.n > 0 || finished) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two status changes at once', () => {
  it('decides on the status the report has when it changes, so a recovery releases the holds staff just made', async () => {
    const reporter = await pilot();
    const holder = await pilot();
    const body = report();
    const { id } = (await call(reporter.auth, 'POST', '/api/stolen/', body)).json();
    const item = (
      await call(holder.auth, 'POST', '/api/items/', itemBody({ serial: body.serial }))
    ).json();
    // Staff's publication, in the middle of its transaction: published, its hold made.
    const staff = await t.database.pool.connect();
    try {
      await staff.query('begin');
      await staff.query('select id from stolen_reports where id = $1 for update', [id]);
      const recovering = call(reporter.auth, 'PUT', `/api/stolen/${id}/`, { status: 'recovered' });
      await waitingOnLock('stolen_reports', recovering);
      await staff.query(
        `update stolen_reports set status = 'published', published_at = now() where id = $1`,
        [id],
      );
      await staff.query('insert into stolen_holds (report_id, item_id) values ($1, $2)', [
        id,
        item.id,
      ]);
      await staff.query('commit');
      const recovered = await recovering;
      expect(recovered.statusCode, recovered.body).toBe(200);
    } finally {
      staff.release();
    }
    expect(await statusOf(id)).toBe('recovered');
    const open = await t.database.db
      .select()
      .from(stolenHolds)
      .where(and(eq(stolenHolds.report_id, id), isNull(stolenHolds.released_at)));
    expect(open).toEqual([]);
  });
});
