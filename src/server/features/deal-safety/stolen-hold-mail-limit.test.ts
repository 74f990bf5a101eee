// A hold mails the team and the reporter. Anyone can register items carrying a published
// report's serial (under any brand: reports match by serial), so the reporter would get a mail
// per item, as fast as items are made; they hear of a report's holds once a day, the team of each.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { itemBody } from '#server/test/items.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (auth: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

it('mails the reporter once a day about a report’s new holds, and the team about each', async () => {
  const db = t.database.db;
  const serial = `MLB${Date.now().toString(36)}`.toUpperCase();
  const reporter = await makeUser(db);
  const report = (
    await call(await loginAs(db, reporter.id), 'POST', '/api/stolen/', {
      gear_type: GEAR_TYPE_IDS.wing,
      brand: 'Ozone',
      model: 'Rush 6',
      serial,
      stolen_on: '2026-06-01',
      place: 'Annecy, FR',
    })
  ).json();
  const { auth: staff } = await makeStaff(db);
  await call(staff, 'PUT', `/api/stolen/${report.id}/`, { status: 'published' });

  const other = await makeUser(db);
  const auth = await loginAs(db, other.id);
  for (const brand of ['Spam A', 'Spam B', 'Spam C']) {
    const item = await call(auth, 'POST', '/api/items/', itemBody({ brand, serial }));
    expect(item.statusCode, item.body).toBe(201);
  }
  const team = (await mailsTo(t, 'hello@airgear.example', 3)).filter((m) =>
    m.subject.includes(serial),
  );
  expect(team).toHaveLength(3);
  expect(await mailsTo(t, reporter.email)).toHaveLength(1);
});
