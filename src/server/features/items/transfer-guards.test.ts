// A transfer's guards against a careless or hostile caller: the listing it names must be the
// owner's, and an offer made by someone who no longer owns the item cannot move it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, itemTransfers } from '#server/db/schema.ts';
import { makeGear, UNKNOWN_ID } from '#server/test/factories.ts';
import { account, itemBody, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

const newItem = async (auth: string) =>
  (await send(t, { method: 'POST', url: '/api/items/', auth, body: itemBody() })).json();
const offer = (itemId: string, auth: string, body: object) =>
  send(t, { method: 'POST', url: `/api/items/${itemId}/transfer/`, auth, body });
const openTransfers = async (itemId: string) =>
  (await db().select().from(itemTransfers).where(eq(itemTransfers.item_id, itemId))).filter(
    (r) => r.status === 'offered',
  );

describe('the listing a transfer names', () => {
  it('is refused with a 400 naming `gear` when it is unknown or not the owner’s, and nothing is offered', async () => {
    const owner = await account(t);
    const buyer = await account(t);
    const item = await newItem(owner.auth);
    const foreign = await makeGear(db(), buyer.user.id);
    for (const gear of [UNKNOWN_ID, foreign.id]) {
      const refused = await offer(item.id, owner.auth, { to_user: buyer.user.id, gear });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_error' });
      expect(refused.json().errors).toHaveProperty('gear');
    }
    expect(await openTransfers(item.id)).toEqual([]);
    const own = await makeGear(db(), owner.user.id);
    const offered = await offer(item.id, owner.auth, { to_user: buyer.user.id, gear: own.id });
    expect(offered.statusCode, offered.body).toBe(201);
  });
});

describe('an offer its maker can no longer keep', () => {
  it('answers 409 and leaves the item with its new owner', async () => {
    const first = await account(t);
    const second = await account(t);
    const third = await account(t);
    const item = await newItem(first.auth);
    const handed = (await offer(item.id, first.auth, { to_user: second.user.id })).json();
    const accept = (id: string, auth: string) =>
      send(t, { method: 'POST', url: `/api/transfers/${id}/accept/`, auth });
    expect((await accept(handed.id, second.auth)).statusCode).toBe(200);
    // What a race leaves behind: the first owner's offer to a third user, written while the
    // second one was accepting (offerItem had already checked ownership).
    const [stale] = await db()
      .insert(itemTransfers)
      .values({ item_id: item.id, from_user_id: first.user.id, to_user_id: third.user.id })
      .returning();
    const refused = await accept(stale!.id, third.auth);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict' });
    const [row] = await db().select().from(items).where(eq(items.id, item.id));
    expect(row!.owner_id).toBe(second.user.id);
    // The stale offer is closed, so it no longer waits in the third user's list.
    expect((await send(t, { url: '/api/transfers/', auth: third.auth })).json()).toEqual([]);
  });
});

/** Until a statement naming `text` waits for a row lock (or `done` settles first). */
async function waitingOnLock(text: string, done: Promise<unknown>) {
  let finished = false;
  void done.then(() => (finished = true));
  for (;;) {
    const { rows } = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and query like ${`%${text}%`}`);
    if (rows[0]!.n > 0 || finished) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an item offered again while its offer is answered or made', () => {
  it('the later one replaces the earlier (201), never a 500 from the one-open-offer index', async () => {
    const owner = await account(t);
    const first = await account(t);
    const second = await account(t);
    const item = await newItem(owner.auth);
    // The first offer, in the middle of its transaction: the item locked, its row written.
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select id from items where id = $1 for update', [item.id]);
      await other.query(
        `insert into item_transfers (item_id, from_user_id, to_user_id) values ($1, $2, $3)`,
        [item.id, owner.user.id, first.user.id],
      );
      const offering = offer(item.id, owner.auth, { to_user: second.user.id });
      await waitingOnLock('item', offering);
      await other.query('commit');
      const offered = await offering;
      expect(offered.statusCode, offered.body).toBe(201);
    } finally {
      other.release();
    }
    const open = await openTransfers(item.id);
    expect(open.map((r) => r.to_user_id)).toEqual([second.user.id]);
  });

  it('an acceptance while the owner replaces the offer waits, then finds it replaced (409), never a deadlock', async () => {
    const owner = await account(t);
    const first = await account(t);
    const second = await account(t);
    const item = await newItem(owner.auth);
    const handed = (await offer(item.id, owner.auth, { to_user: first.user.id })).json();
    // The owner's new offer, in the middle of its transaction: the item locked ...
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select id from items where id = $1 for update', [item.id]);
      const accepting = send(t, {
        method: 'POST',
        url: `/api/transfers/${handed.id}/accept/`,
        auth: first.auth,
      });
      await waitingOnLock('item', accepting);
      // ... then the open offer cancelled and the new one written.
      await other.query(
        `update item_transfers set status = 'cancelled', decided_at = now()
          where item_id = $1 and status = 'offered'`,
        [item.id],
      );
      await other.query(
        `insert into item_transfers (item_id, from_user_id, to_user_id) values ($1, $2, $3)`,
        [item.id, owner.user.id, second.user.id],
      );
      await other.query('commit');
      const accepted = await accepting;
      expect(accepted.statusCode, accepted.body).toBe(409);
    } finally {
      other.release();
    }
    const [row] = await db().select().from(items).where(eq(items.id, item.id));
    expect(row!.owner_id).toBe(owner.user.id);
  });
});
