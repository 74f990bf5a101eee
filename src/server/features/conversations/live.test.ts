// The live message stream (GET …/events/) over real sockets: a participant hears of a message
// written on another instance of the same database (ids only, never the text); others are
// refused; the stream ends on logout and when the instance stops, without holding up the drain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain } from '#server/plugins/lifecycle.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';

let a: TestContext;
let b: TestContext;
let base: string;
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = (await createTestDatabase()).url;
  a = await createTestApp({}, { databaseUrl });
  b = await createTestApp({}, { databaseUrl });
  base = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

async function talk() {
  const seller = await makeUser(a.database.db, { email_verified: true });
  const buyer = await makeUser(a.database.db, { email_verified: true });
  const gear = await makeGear(a.database.db, seller.id);
  const buyerAuth = await loginAs(a.database.db, buyer.id);
  const sellerAuth = await loginAs(a.database.db, seller.id);
  const open = await a.app.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: { authorization: buyerAuth },
    payload: { gear: gear.id, text: 'Is it still for sale?' },
  });
  expect(open.statusCode, open.body).toBe(201);
  return { id: open.json().id as string, buyerAuth, sellerAuth };
}

/** Opens the stream (on instance B unless told) and reads it as it comes. */
async function stream(id: string, auth?: string, on = base) {
  const response = await fetch(`${on}/api/conversations/${id}/events/`, {
    headers: auth ? { authorization: auth } : {},
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  /** Reads until the text holds `part`, or the stream ends (then false). */
  const until = async (part: string) => {
    while (!text.includes(part)) {
      const { value, done } = await reader.read();
      if (done) return false;
      text += value;
    }
    return true;
  };
  return { response, until, text: () => text, cancel: () => reader.cancel() };
}

describe('live message stream', () => {
  it('tells the recipient of a message written on another instance, by id only', async () => {
    const { id, buyerAuth, sellerAuth } = await talk();
    const live = await stream(id, sellerAuth);
    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.response.headers.get('x-accel-buffering')).toBe('no');
    expect(await live.until(': open')).toBe(true);
    const sent = await a.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages/`,
      headers: { authorization: buyerAuth },
      payload: { text: 'Secret words' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await live.until(`event: changed\ndata: ${id}\n\n`)).toBe(true);
    expect(live.text()).not.toContain('Secret words');
    await live.cancel();
  });

  it('refuses anonymous callers and users outside the conversation', async () => {
    const { id } = await talk();
    const stranger = await makeUser(a.database.db);
    const anonymous = await stream(id);
    expect(anonymous.response.status).toBe(401);
    const outsider = await stream(id, await loginAs(a.database.db, stranger.id));
    expect(outsider.response.status).toBe(404);
    expect(outsider.response.headers.get('content-type')).toMatch(/json/);
  });

  it('ends the stream when its session logs out', async () => {
    const { id, sellerAuth } = await talk();
    const live = await stream(id, sellerAuth);
    expect(await live.until(': open')).toBe(true);
    const out = await a.app.inject({
      method: 'DELETE',
      url: '/api/token/',
      headers: { authorization: sellerAuth },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await live.until('never sent')).toBe(false);
  });

  it('ends open streams when the instance drains, so the drain does not wait for them', async () => {
    const { id, sellerAuth, buyerAuth } = await talk();
    const c = await createTestApp({}, { databaseUrl });
    const on = await c.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = [await stream(id, sellerAuth, on), await stream(id, buyerAuth, on)];
    for (const live of streams) expect(await live.until(': open')).toBe(true);
    expect(await drain(c.app, 30_000)).toBe('drained');
    for (const live of streams) expect(await live.until('never sent')).toBe(false);
    await c.database.close();
  });
});
