// A conversation outlives an account: deleting one leaves the other side's copy, anonymous;
// the data export carries the caller's conversations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedUp } from '#server/test/accounts.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (auth: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

async function talk() {
  const seller = await signedUp(t.app);
  const buyer = await makeUser(t.database.db, { email_verified: true });
  const buyerAuth = await loginAs(t.database.db, buyer.id);
  const gear = await makeGear(t.database.db, seller.user.id, { name: 'Advance Pi 3' });
  const { id } = (
    await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Still there?' })
  ).json();
  await as(seller.auth, 'POST', `/api/conversations/${id}/messages/`, { text: 'Yes it is.' });
  return { seller, buyer, buyerAuth, id };
}

describe('conversations and the account', () => {
  it('deleting an account leaves the other side’s copy, anonymised', async () => {
    const { seller, buyerAuth, id } = await talk();
    const deleted = await as(seller.auth, 'DELETE', `/api/users/${seller.user.id}/`, {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    const [conversation] = (await as(buyerAuth, 'GET', '/api/conversations/')).json();
    expect(conversation).toMatchObject({
      id,
      other_user: null,
      gear: { id: null, name: 'Advance Pi 3', status: 'removed' },
      last_message: { sender: null, text: 'Yes it is.' },
    });
    const messages = (await as(buyerAuth, 'GET', `/api/conversations/${id}/messages/`)).json();
    expect(messages.map((m: { sender: string | null }) => m.sender === null)).toEqual([
      false,
      true,
    ]);
    const send = await as(buyerAuth, 'POST', `/api/conversations/${id}/messages/`, { text: 'Hi?' });
    expect(send.statusCode).toBe(403);
  });

  it('the data export includes the caller’s conversations', async () => {
    const { seller, id } = await talk();
    const data = (await as(seller.auth, 'GET', '/api/users/me/export/')).json();
    expect(data.conversations).toEqual([
      {
        id,
        gear: expect.any(String),
        gear_name: 'Advance Pi 3',
        role: 'seller',
        created_at: expect.any(String),
        messages: [
          expect.objectContaining({ from_me: false, text: 'Still there?' }),
          expect.objectContaining({ from_me: true, text: 'Yes it is.', read_at: null }),
        ],
      },
    ]);
  });
});
