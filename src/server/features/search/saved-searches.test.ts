// Saved searches over HTTP: the owner's CRUD, the filters validated like GET gears/, the limit
// of 50, and nobody else's searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { savedSearches } from '#server/db/schema.ts';
import { loginAs, makeUser, UNKNOWN_ID } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  auth?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: auth ? { authorization: auth } : {}, payload });

async function pilot() {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
}

describe('saved searches', () => {
  it('saves a search with its query normalised, lists it, renames, pauses and deletes it', async () => {
    const { auth } = await pilot();
    const created = await call('POST', '/api/saved-searches/', auth, {
      name: 'Light EN-B wings',
      query: `?max_price=2000&gear_type=${GEAR_TYPE_IDS.wing}&page=3&sort=price_asc&country=pt`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      name: 'Light EN-B wings',
      query: `country=PT&gear_type=${GEAR_TYPE_IDS.wing}&max_price=2000`,
      frequency: 'instant',
      new_count: 0,
      last_sent_at: null,
    });
    expect((await call('GET', '/api/saved-searches/', auth)).json()).toEqual([saved]);

    const renamed = await call('PATCH', `/api/saved-searches/${saved.id}/`, auth, {
      name: 'Wings',
      frequency: 'off',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Wings', frequency: 'off', query: saved.query });
    const weekly = await call('PATCH', `/api/saved-searches/${saved.id}/`, auth, {
      frequency: 'weekly',
    });
    expect(weekly.json()).toMatchObject({ name: 'Wings', frequency: 'weekly' });

    expect((await call('DELETE', `/api/saved-searches/${saved.id}/`, auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/saved-searches/', auth)).json()).toEqual([]);
  });

  it('refuses filters GET gears/ refuses, with the error body naming query', async () => {
    const { auth } = await pilot();
    const res = await call('POST', '/api/saved-searches/', auth, {
      name: 'Bad',
      query: 'max_price=cheap&gear_type=not-a-uuid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { query: expect.any(Array) },
    });
    const blank = await call('POST', '/api/saved-searches/', auth, { name: ' ', query: '' });
    expect(blank.json().errors).toHaveProperty('name');
    const frequency = await call('POST', '/api/saved-searches/', auth, {
      name: 'x',
      query: '',
      frequency: 'hourly',
    });
    expect(frequency.json().errors).toHaveProperty('frequency');
  });

  it('keeps at most 50 per user', async () => {
    const { user, auth } = await pilot();
    await t.database.db
      .insert(savedSearches)
      .values(
        Array.from({ length: 49 }, (_, i) => ({ user_id: user.id, name: `s${i}`, query: '' })),
      );
    expect(
      (await call('POST', '/api/saved-searches/', auth, { name: '50th', query: '' })).statusCode,
    ).toBe(201);
    const over = await call('POST', '/api/saved-searches/', auth, { name: '51st', query: '' });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('validation_error');
  });

  it("needs a login and never shows or changes another user's searches", async () => {
    const owner = await pilot();
    const other = await pilot();
    const saved = (
      await call('POST', '/api/saved-searches/', owner.auth, { name: 'Mine', query: '' })
    ).json();
    expect((await call('GET', '/api/saved-searches/')).statusCode).toBe(401);
    expect((await call('GET', '/api/saved-searches/', other.auth)).json()).toEqual([]);
    const url = `/api/saved-searches/${saved.id}/`;
    expect((await call('PATCH', url, other.auth, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('DELETE', url, other.auth)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/saved-searches/${UNKNOWN_ID}/`, owner.auth)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/saved-searches/', owner.auth)).json()[0].name).toBe('Mine');
  });
});
