// One-click unsubscribe of alert mails (RFC 8058): the mail's token stops its search without a
// login, as a mail program's form post or as the web page's JSON call; `all` stops every alert
// of the owner; a forged token, or one moved onto another search's id, is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { savedSearches } from '#server/db/schema.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ ALERT_DELAY_SECONDS: '0' });
});
afterAll(async () => t.close());

const query = `gear_type=${GEAR_TYPE_IDS.wing}&brand=Unsub`;

async function owner() {
  const user = await makeUser(t.database.db);
  const auth = await loginAs(t.database.db, user.id);
  const save = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches/',
        headers: { authorization: auth },
        payload: { name, query },
      })
    ).json() as { id: string };
  return { user, save };
}

const frequencies = async (userId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ name: savedSearches.name, frequency: savedSearches.frequency })
        .from(savedSearches)
        .where(eq(savedSearches.user_id, userId))
    ).map((r) => [r.name, r.frequency]),
  );

/** The token of the alert mail the user gets for a new matching listing. */
async function alertToken(email: string) {
  const api = gearWriteClient(t);
  const seller = await api.seller();
  await api.post(seller.auth, wingBody({ brand: 'Unsub' }));
  const [mail] = await mailsTo(t, email);
  const header = mail!.headers['list-unsubscribe']!;
  const url = new URL(/<([^>]+)>/.exec(header)![1]!);
  expect(url.pathname).toBe('/api/saved-searches/unsubscribe/');
  expect(mail!.text).toContain(
    `/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!)}&all=1`,
  );
  return { url, token: url.searchParams.get('token')! };
}

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe/', payload });

describe('unsubscribe', () => {
  it('stops one search with the one-click form post of a mail program, no login', async () => {
    const { user, save } = await owner();
    await save('A');
    const { url } = await alertToken(user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(204);
    expect(await frequencies(user.id)).toEqual({ A: 'off' });
  });

  it('stops only its own search, or with all every alert of its owner', async () => {
    const { user, save } = await owner();
    await save('A');
    await save('B');
    const { token } = await alertToken(user.email);
    expect((await post({ token })).statusCode).toBe(204);
    const after = await frequencies(user.id);
    expect(Object.values(after).toSorted()).toEqual(['instant', 'off']);
    expect((await post({ token, all: true })).statusCode).toBe(204);
    expect(await frequencies(user.id)).toEqual({ A: 'off', B: 'off' });
  });

  it('refuses a forged token and a signature moved onto another search', async () => {
    const victim = await owner();
    const other = await victim.save('Victim');
    const attacker = await owner();
    await attacker.save('Mine');
    const { token } = await alertToken(attacker.user.email);
    const [, signature] = token.split('.');
    for (const bad of [
      `${other.id}.${signature}`,
      `${other.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      'nonsense',
    ]) {
      const res = await post({ token: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_token');
    }
    expect((await post({})).statusCode).toBe(400);
    expect(await frequencies(victim.user.id)).toEqual({ Victim: 'instant' });
  });
});
