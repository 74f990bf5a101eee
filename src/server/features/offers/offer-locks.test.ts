// An offer's answer and a counter to it at the same moment: both take the listing's lock and
// the offers' in one order, so one waits for the other and answers by what it finds (here:
// the offer was countered, a 400), never a deadlock PostgreSQL breaks with a 500.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (auth: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

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

it('accepting while a counter holds the listing waits for it, then finds the offer countered', async () => {
  const db = t.database.db;
  const seller = await makeUser(db, { email_verified: true });
  const buyer = await makeUser(db, { email_verified: true });
  const [sellerAuth, buyerAuth] = [await loginAs(db, seller.id), await loginAs(db, buyer.id)];
  const gear = await makeGear(db, seller.id, { price: 1000 });
  const conversation = (
    await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hi' })
  ).json();
  const offered = await as(buyerAuth, 'POST', `/api/conversations/${conversation.id}/offers/`, {
    amount: 800,
  });
  expect(offered.statusCode, offered.body).toBe(201);

  // The seller's counter, in the middle of its transaction: the listing is locked ...
  const counter = await t.database.pool.connect();
  try {
    await counter.query('begin');
    await counter.query('select id from gears where id = $1 for update', [gear.id]);
    const accepting = as(sellerAuth, 'POST', `/api/offers/${offered.json().id}/accept/`);
    await waitingOnLock('gears', accepting);
    // ... then the open offers, which it answers with its own.
    await counter.query(
      `select id from offers where conversation_id = $1 and status = 'open' for update`,
      [conversation.id],
    );
    await counter.query(`update offers set status = 'countered' where id = $1`, [
      offered.json().id,
    ]);
    await counter.query('commit');
    const accepted = await accepting;
    expect(accepted.statusCode, accepted.body).toBe(400);
    expect(accepted.json().errors).toHaveProperty('offer');
  } finally {
    counter.release();
  }
});
