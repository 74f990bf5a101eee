// A hold mails the team and the reporter. Anyone can register items carrying a published
// report's serial (under any brand: reports match by serial), so the reporter would get a mail
// per item, as fast as items are made; they hear of a report's holds once a day, the team of each.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { account, itemBody, send } from '#server/test/items.ts';
import { mailsTo } from '#server/test/mail.ts';
import { publishedReport, testSerial } from '#server/test/stolen.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('mails the reporter once a day about a report’s new holds, and the team about each', async () => {
  const serial = testSerial('MLB');
  const reporter = await account(t);
  await publishedReport(t, serial, reporter);

  const other = await account(t);
  for (const brand of ['Spam A', 'Spam B', 'Spam C']) {
    const body = itemBody({ brand, serial });
    const item = await send(t, { method: 'POST', url: '/api/items/', auth: other.auth, body });
    expect(item.statusCode, item.body).toBe(201);
  }
  const team = (await mailsTo(t, 'hello@airgear.example', 3)).filter((m) =>
    m.subject.includes(serial),
  );
  expect(team).toHaveLength(3);
  expect(await mailsTo(t, reporter.user.email)).toHaveLength(1);
});
