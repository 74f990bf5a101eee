import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { checkBody, daysAgo, itemBody, send } from '#server/test/items.ts';
import { outboxMails } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { sweepPassportReminders } from './reminders.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

/** An owner whose wing was checked `days` ago (general rule: valid for 24 months). */
async function ownerCheckedDaysAgo(days: number) {
  const user = await makeUser(db(), { first_name: 'Rui' });
  const auth = await loginAs(db(), user.id);
  const item = (
    await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth,
      body: itemBody({ model: 'Delta 4' }),
    })
  ).json();
  await send(t, {
    method: 'POST',
    url: `/api/items/${item.id}/records/`,
    auth,
    body: checkBody({ date: daysAgo(days), flight_hours: null }),
  });
  return { user, auth };
}

const mailsTo = async (email: string) =>
  (await outboxMails(t.config.outboxDir)).filter((m) => m.to.includes(email));

describe('passport reminders', () => {
  it('mails the owner once when a check falls due, and not when it is far off or switched off', async () => {
    const due = await ownerCheckedDaysAgo(715);
    const farOff = await ownerCheckedDaysAgo(100);
    const quiet = await ownerCheckedDaysAgo(715);
    const off = await send(t, {
      method: 'PUT',
      url: '/api/items/reminders/',
      auth: quiet.auth,
      body: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });

    await sweepPassportReminders({ db: db(), config: t.config });
    await sweepPassportReminders({ db: db(), config: t.config });
    await t.drainJobs();

    const mails = await mailsTo(due.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A check of your gear falls due soon');
    expect(mails[0]!.text).toContain('The check of your Ozone Delta 4 falls due on');
    expect(await mailsTo(farOff.user.email)).toEqual([]);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
    expect((await send(t, { url: '/api/items/reminders/', auth: due.auth })).json()).toEqual({
      enabled: true,
    });
  });
});
