// The conversation matrix of docs/security.md, cell by cell through the real routes: who reads
// and writes a conversation, who may open one about a listing in each state, and staff's only
// way in (a report, audited).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

const VIEWERS = ['anonymous', 'buyer', 'seller', 'stranger', 'staff'] as const;
type Viewer = (typeof VIEWERS)[number];
const row = (...cells: (number | boolean)[]) =>
  Object.fromEntries(VIEWERS.map((v, i) => [v, cells[i]]));

//                              anonymous buyer seller stranger staff
const MATRIX = {
  inbox: row(401, true, true, false, false),
  conversation: row(401, 200, 200, 404, 404),
  messages: row(401, 200, 200, 404, 404),
  send: row(401, 201, 201, 404, 404),
  read: row(401, 204, 204, 404, 404),
  report: row(401, 201, 201, 404, 404),
  moderation: row(401, 403, 403, 403, 200),
};

const STATES = ['active', 'reserved', 'sold', 'archived', 'hidden', 'suspended', 'own'] as const;
// POST conversations/ by a logged-in user who is not the seller (own: the seller).
const OPEN = {
  active: 201,
  reserved: 201,
  sold: 404,
  archived: 404,
  hidden: 404,
  suspended: 404,
  own: 400,
};

let t: TestContext;
const auth = {} as Record<Exclude<Viewer, 'anonymous'>, string>;
let conversationId = '';
let reportId = '';
let staffId = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [buyer, seller, stranger, staff] = await Promise.all([
    makeUser(db, { email_verified: true }),
    makeUser(db),
    makeUser(db),
    makeUser(db, { is_staff: true }),
  ]);
  staffId = staff.id;
  for (const [k, u] of Object.entries({ buyer, seller, stranger, staff }))
    auth[k as keyof typeof auth] = await loginAs(db, u.id);
  const gear = await makeGear(db, seller.id);
  const open = await t.app.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: { authorization: auth.buyer },
    payload: { gear: gear.id, text: 'Hello' },
  });
  conversationId = open.json().id;
  const report = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/reports/`,
    headers: { authorization: auth.seller },
    payload: { reason: 'scam' },
  });
  reportId = report.json().id;
});
afterAll(async () => t.close());

const headers = (viewer: Viewer) => (viewer === 'anonymous' ? {} : { authorization: auth[viewer] });

async function eachViewer(
  action: keyof typeof MATRIX,
  act: (v: Viewer) => Promise<number | boolean>,
) {
  const actual: Record<string, number | boolean> = {};
  for (const viewer of VIEWERS) actual[viewer] = await act(viewer);
  expect(actual, action).toEqual(MATRIX[action]);
}
const status = async (viewer: Viewer, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.app.inject({ method, url, payload, headers: headers(viewer) })).statusCode;

describe('who reads and writes a conversation (docs/security.md)', () => {
  it('inbox: only the participants have it', async () => {
    await eachViewer('inbox', async (viewer) => {
      const res = await t.app.inject({ url: '/api/conversations/', headers: headers(viewer) });
      if (res.statusCode !== 200) return res.statusCode;
      return res.json().some((c: { id: string }) => c.id === conversationId);
    });
  });

  it('conversation, messages, send, read: participants only, staff included', async () => {
    const base = `/api/conversations/${conversationId}`;
    await eachViewer('conversation', (v) => status(v, 'GET', `${base}/`));
    await eachViewer('messages', (v) => status(v, 'GET', `${base}/messages/`));
    await eachViewer('send', (v) => status(v, 'POST', `${base}/messages/`, { text: 'Hi' }));
    await eachViewer('read', (v) => status(v, 'POST', `${base}/read/`));
  });

  it('report: the participants, once each', async () => {
    const url = `/api/conversations/${conversationId}/reports/`;
    await eachViewer('report', async (v) => {
      // The seller reported it in beforeAll: a second report is a 409, which also proves access.
      const code = await status(v, 'POST', url, { reason: 'offensive' });
      return v === 'seller' && code === 409 ? 201 : code;
    });
  });

  it('moderation: staff read the reported conversation, and the read is audited', async () => {
    await eachViewer('moderation', (v) =>
      status(v, 'GET', `/api/admin/conversation-reports/${reportId}/`),
    );
    const detail = await t.app.inject({
      url: `/api/admin/conversation-reports/${reportId}/`,
      headers: headers('staff'),
    });
    expect(detail.json().messages.map((m: { text: string }) => m.text)).toContain('Hello');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor_id, staffId), eq(auditLog.action, 'conversation.read')));
    expect(audited.length).toBeGreaterThanOrEqual(2);
    expect(audited[0]!.target_id).toBe(conversationId);
  });

  it('open: a listing the caller may see and that is for sale, not one’s own', async () => {
    const db = t.database.db;
    const seller = await makeUser(db);
    const suspended = await makeUser(db);
    const sellerAuth = await loginAs(db, seller.id);
    const gears = {
      active: await makeGear(db, seller.id),
      reserved: await makeGear(db, seller.id, { reserved_at: new Date() }),
      sold: await makeGear(db, seller.id, { status: 'sold' }),
      archived: await makeGear(db, seller.id, { status: 'archived' }),
      hidden: await makeGear(db, seller.id, { is_hidden: true }),
      suspended: await makeGear(db, suspended.id),
      own: await makeGear(db, seller.id),
    };
    await db.update(users).set({ is_suspended: true }).where(eq(users.id, suspended.id));
    const actual: Record<string, number> = {};
    for (const state of STATES)
      actual[state] = (
        await t.app.inject({
          method: 'POST',
          url: '/api/conversations/',
          headers: { authorization: state === 'own' ? sellerAuth : auth.stranger },
          payload: { gear: gears[state].id, text: 'Still for sale?' },
        })
      ).statusCode;
    expect(actual).toEqual(OPEN);
  });
});
