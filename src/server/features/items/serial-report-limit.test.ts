// Each serial report mails the team (as a contact message does), so it shares the contact
// form's limit: 5 an hour per IP, then 429 with Retry-After and nothing stored or mailed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t.close());

it('limits serial reports to 5 an hour, then answers 429 and stores nothing', async () => {
  const db = t.database.db;
  const user = await makeUser(db);
  const auth = await loginAs(db, user.id);
  const body = { brand: 'Ozone', model: 'Rush 6', serial: 'GX55501', text: 'It is my wing.' };
  const report = () => send(t, { method: 'POST', url: '/api/items/serial-reports/', auth, body });
  for (let i = 0; i < 5; i++) expect((await report()).statusCode).toBe(201);
  const blocked = await report();
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  const stored = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.user_id, user.id));
  expect(stored).toHaveLength(5);
});
