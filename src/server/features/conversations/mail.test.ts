import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '#server/test/mail.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WEEK_AGO = new Date(Date.now() - 7 * 86400_000);
async function pilot(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.database.db, {
    email_verified: true,
    date_joined: WEEK_AGO,
    ...overrides,
  });
  return { user, auth: await loginAs(t.database.db, user.id) };
}
const as = (auth: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: auth } });

describe('mail about a new message', () => {
  it('mails the recipient in their language with a link, once per 15 min while unread', async () => {
    const seller = await pilot({ language: 'pt', first_name: 'Rui' });
    const buyer = await pilot({ first_name: 'Ana' });
    const gear = await makeGear(t.database.db, seller.user.id, { name: 'Gin Bolero' });
    const { id } = (
      await as(buyer.auth, '/api/conversations/', { gear: gear.id, text: 'Olá!' })
    ).json();
    const [mail] = await mailsTo(t, seller.user.email);
    expect(mail!.subject).toBe('Ana enviou-lhe uma mensagem sobre Gin Bolero');
    expect(mail!.text).toContain(`/messages/${id}`);
    expect(mail!.text).not.toContain('Olá!');

    await as(buyer.auth, `/api/conversations/${id}/messages/`, { text: 'Are you there?' });
    expect(await mailsTo(t, seller.user.email, 2, 300)).toHaveLength(1);

    // Once the seller has read everything, the next message is mailed again.
    await as(seller.auth, `/api/conversations/${id}/read/`);
    await as(buyer.auth, `/api/conversations/${id}/messages/`, { text: 'Hello again' });
    expect(await mailsTo(t, seller.user.email, 2)).toHaveLength(2);
  });

  it('is not sent to a user who switched it off', async () => {
    const seller = await pilot({ message_mails: false });
    const buyer = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id);
    await as(buyer.auth, '/api/conversations/', { gear: gear.id, text: 'Hi' });
    expect(await mailsTo(t, seller.user.email, 1, 300)).toEqual([]);
  });
});
