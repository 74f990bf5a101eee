// Staff and reported conversations: the list in moderation, one report with every message
// (a suspended sender's too, which the participants no longer see), and each read of the
// messages written to the audit log; a conversation nobody reported stays out of reach.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (auth: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

async function reportedTalk() {
  const db = t.database.db;
  const [buyer, seller, staff] = await Promise.all([
    makeUser(db, { email_verified: true }),
    makeUser(db),
    makeUser(db, { is_staff: true }),
  ]);
  const [buyerAuth, sellerAuth, staffAuth] = await Promise.all([
    loginAs(db, buyer.id),
    loginAs(db, seller.id),
    loginAs(db, staff.id),
  ]);
  const gear = await makeGear(db, seller.id, { name: 'Gin Bonanza 3' });
  const { id } = (
    await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Pay by gift card?' })
  ).json();
  await as(sellerAuth, 'POST', `/api/conversations/${id}/messages/`, { text: 'No, by bank.' });
  const report = await as(sellerAuth, 'POST', `/api/conversations/${id}/reports/`, {
    reason: 'scam',
    text: 'Asks for gift cards',
  });
  expect(report.statusCode).toBe(201);
  return { buyer, seller, staff, buyerAuth, sellerAuth, staffAuth, id, reportId: report.json().id };
}

const auditedReads = (staffId: string, conversationId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actor_id, staffId),
        eq(auditLog.action, 'conversation.read'),
        eq(auditLog.target_id, conversationId),
      ),
    );

describe('reported conversations in moderation', () => {
  it('staff see the report in the list, then its messages; each read is audited', async () => {
    const talk = await reportedTalk();
    const list = await as(talk.staffAuth, 'GET', '/api/admin/conversation-reports/?page_size=100');
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect(list.json().find((r: { id: string }) => r.id === talk.reportId)).toMatchObject({
      conversation: talk.id,
      reason: 'scam',
      text: 'Asks for gift cards',
      status: 'open',
      reporter: talk.seller.id,
      buyer: talk.buyer.id,
      seller: talk.seller.id,
      gear_name: 'Gin Bonanza 3',
    });
    // The list shows no message, so reading it is not an access to the conversation.
    expect(await auditedReads(talk.staff.id, talk.id)).toHaveLength(0);

    const url = `/api/admin/conversation-reports/${talk.reportId}/`;
    const detail = await as(talk.staffAuth, 'GET', url);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Pay by gift card?',
      'No, by bank.',
    ]);
    const [audit] = await auditedReads(talk.staff.id, talk.id);
    expect(audit).toMatchObject({
      target_type: 'conversation',
      target_id: talk.id,
      after: { report: talk.reportId, messages: 2 },
    });
    await as(talk.staffAuth, 'GET', url);
    expect(await auditedReads(talk.staff.id, talk.id)).toHaveLength(2);
  });

  it('the resolved list leaves open reports out; participants may not list or read reports', async () => {
    const talk = await reportedTalk();
    const resolved = await as(
      talk.staffAuth,
      'GET',
      '/api/admin/conversation-reports/?status=resolved&page_size=100',
    );
    expect(resolved.json().some((r: { id: string }) => r.id === talk.reportId)).toBe(false);
    for (const auth of [talk.buyerAuth, talk.sellerAuth]) {
      expect((await as(auth, 'GET', '/api/admin/conversation-reports/')).statusCode).toBe(403);
      const read = await as(auth, 'GET', `/api/admin/conversation-reports/${talk.reportId}/`);
      expect(read.statusCode).toBe(403);
    }
  });

  it('staff read a suspended sender’s messages in the report; the other side no longer sees them', async () => {
    const talk = await reportedTalk();
    await t.database.db
      .update(users)
      .set({ is_suspended: true })
      .where(eq(users.id, talk.buyer.id));
    const seen = await as(talk.sellerAuth, 'GET', `/api/conversations/${talk.id}/messages/`);
    expect(seen.json().map((m: { text: string }) => m.text)).toEqual(['No, by bank.']);
    const detail = await as(
      talk.staffAuth,
      'GET',
      `/api/admin/conversation-reports/${talk.reportId}/`,
    );
    expect(detail.json().messages).toHaveLength(2);
  });

  it('a conversation nobody reported is in no list and staff cannot open it', async () => {
    const talk = await reportedTalk();
    const db = t.database.db;
    const other = await makeUser(db, { email_verified: true });
    const gear = await makeGear(db, talk.seller.id);
    const quiet = (
      await as(await loginAs(db, other.id), 'POST', '/api/conversations/', {
        gear: gear.id,
        text: 'Private question',
      })
    ).json();
    for (const status of ['open', 'resolved']) {
      const list = await as(
        talk.staffAuth,
        'GET',
        `/api/admin/conversation-reports/?status=${status}&page_size=100`,
      );
      expect(list.json().some((r: { conversation: string }) => r.conversation === quiet.id)).toBe(
        false,
      );
    }
    const direct = await as(talk.staffAuth, 'GET', `/api/conversations/${quiet.id}/messages/`);
    expect(direct.statusCode).toBe(404);
    expect(await auditedReads(talk.staff.id, quiet.id)).toHaveLength(0);
  });
});
