// Conditional GETs of public API reads (etag.ts): a 304 without a body while nothing changed,
// a fresh 200 once something did, and nothing cacheable for a logged-in caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { matchesIfNoneMatch } from './etag.ts';

let t: TestContext;
let seller: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t.database.db);
});
afterAll(async () => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/gears/?user=${seller.id}`, headers });

describe('ETag on public reads', () => {
  it('answers 304 with no body while the list is the same, 200 with a new tag once it changes', async () => {
    await makeGear(t.database.db, seller.id);
    const first = await list({ 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await makeGear(t.database.db, seller.id);
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(2);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps a logged-in caller’s answers out of every cache, with no tag', async () => {
    const auth = await loginAs(t.database.db, seller.id);
    const res = await list({ authorization: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tags no error answers', async () => {
    const res = await t.app.inject({ url: '/api/gears/not-an-id/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
