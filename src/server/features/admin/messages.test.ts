import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { auditOf } from '#server/test/audit.ts';
import { makeMessage, makeStaff, UNKNOWN_ID } from '#server/test/factories.ts';

let t: TestContext;
let auth: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await makeStaff(t.database.db)).auth;
});
afterAll(async () => t.close());

const inbox = (query = '') =>
  t.app.inject({ url: `/api/admin/messages/${query}`, headers: { authorization: auth } });
const mark = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/messages/${id}/`,
    payload,
    headers: { authorization: auth },
  });

describe('admin inbox of contact messages', () => {
  it('lists messages newest first, sent through the contact form too', async () => {
    const old = await makeMessage(t.database.db, { created_at: new Date('2026-01-01T10:00:00Z') });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { fullName: 'Hugo Alves', email: 'hugo@example.com', message: 'Is there an app?' },
    });
    expect(sent.statusCode).toBe(201);
    const res = await inbox();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string }[];
    const ids = body.map((m) => m.id);
    expect(ids.indexOf(sent.json().id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids.indexOf(sent.json().id)).toBeGreaterThanOrEqual(0);
    expect(body.find((m) => m.id === sent.json().id)).toEqual({
      id: sent.json().id,
      full_name: 'Hugo Alves',
      email: 'hugo@example.com',
      message: 'Is there an app?',
      user: null,
      is_read: false,
      created_at: expect.any(String),
    });
    expect(res.headers['x-total-count']).toBe(String(body.length));
  });

  it('marks a message read and unread, filters by it, and audits each change', async () => {
    const message = await makeMessage(t.database.db);
    const read = await mark(message.id, { is_read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: message.id, is_read: true });
    const unreadIds = ((await inbox('?is_read=false')).json() as { id: string }[]).map((m) => m.id);
    expect(unreadIds).not.toContain(message.id);
    const readIds = ((await inbox('?is_read=true')).json() as { id: string }[]).map((m) => m.id);
    expect(readIds).toEqual([message.id]);
    expect((await mark(message.id, { is_read: false })).json().is_read).toBe(false);
    const entries = await auditOf(t.database.db, message.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'message.update',
        { full_name: 'Rita Sousa', is_read: false },
        { full_name: 'Rita Sousa', is_read: true },
      ],
      [
        'message.update',
        { full_name: 'Rita Sousa', is_read: true },
        { full_name: 'Rita Sousa', is_read: false },
      ],
    ]);
  });

  it('answers 404 for an unknown message and 400 for a bad body or filter', async () => {
    expect((await mark(UNKNOWN_ID, { is_read: true })).statusCode).toBe(404);
    const message = await makeMessage(t.database.db);
    expect((await mark(message.id, { is_read: 'yes' })).statusCode).toBe(400);
    expect((await inbox('?is_read=maybe')).statusCode).toBe(400);
  });
});
