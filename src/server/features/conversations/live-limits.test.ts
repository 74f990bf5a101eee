// Outside review, third round, finding 3: one token held 150 live streams, each a socket and a
// descriptor for as long as it liked. Now 5 per session, 20 per user and LIVE_STREAMS_MAX per
// instance, beyond which the stream is a 429 with Retry-After (the page polls meanwhile).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAMS_MAX: '26' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const open: { cancel: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.cancel()));
});

/** A conversation between two fresh users; its buyer and seller ids. */
async function talk() {
  const seller = await makeUser(t.database.db, { email_verified: true });
  const buyer = await makeUser(t.database.db, { email_verified: true });
  const gear = await makeGear(t.database.db, seller.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: { authorization: await loginAs(t.database.db, buyer.id) },
    payload: { gear: gear.id, text: 'Is it still for sale?' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, buyer: buyer.id };
}

/** Opens a stream; for a 200, waits until it is open and keeps it so. */
async function stream(id: string, auth: string) {
  const response = await fetch(`${base}/api/conversations/${id}/events/`, {
    headers: { authorization: auth },
  });
  if (response.status !== 200) return { response, cancel: async () => {} };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes(': open')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  const held = { response, cancel: () => reader.cancel() };
  open.push(held);
  return held;
}

async function expectRefused(id: string, auth: string) {
  const { response } = await stream(id, auth);
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({
    detail: 'Too many live updates are open. Poll the messages.',
    code: 'rate_limited',
  });
}

it('caps streams per session, per user and per instance, and frees a closed one', async () => {
  const { id, buyer } = await talk();
  const sessions = [];
  for (let i = 0; i < 5; i++) sessions.push(await loginAs(t.database.db, buyer));
  const [first, ...others] = sessions;

  // Five per session: the sixth of the same token is refused, another session is not.
  const mine = [];
  for (let i = 0; i < 5; i++) mine.push(await stream(id, first!));
  expect(mine.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
  await expectRefused(id, first!);

  // Twenty per user, whatever the sessions.
  for (const auth of others.slice(0, 3))
    for (let i = 0; i < 5; i++) expect((await stream(id, auth)).response.status).toBe(200);
  await expectRefused(id, others[3]!);

  // A closed stream frees its place (the server hears the close a moment later).
  await mine[0]!.cancel();
  let again = await stream(id, others[3]!);
  for (let tries = 0; again.response.status === 429 && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    again = await stream(id, others[3]!);
  }
  expect(again.response.status).toBe(200);

  // The instance's total (26 here): another user's streams fill it, then even a fresh one waits.
  const other = await talk();
  const auth = await loginAs(t.database.db, other.buyer);
  for (let i = 0; i < 5; i++) expect((await stream(other.id, auth)).response.status).toBe(200);
  expect((await stream(other.id, await loginAs(t.database.db, other.buyer))).response.status).toBe(
    200,
  );
  await expectRefused(other.id, await loginAs(t.database.db, other.buyer));
});
