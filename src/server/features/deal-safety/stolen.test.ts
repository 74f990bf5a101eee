import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { itemWriteSchema } from '#shared/contracts/items.ts';
import { STOLEN_SERIAL_MESSAGE } from '#shared/contracts/stolen.ts';
import { stolenReports } from '#server/db/schema.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let limited: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (auth: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });
const pilot = async () => {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
};
let n = 0;
const report = (over: object = {}) => ({
  gear_type: GEAR_TYPE_IDS.wing,
  brand: 'Ozone',
  model: 'Rush 6',
  serial: `oz-r6.${Date.now().toString(36)}-${n++}`,
  stolen_on: '2026-06-01',
  place: 'Annecy, FR',
  police_ref: 'PV 2026/1234',
  ...over,
});
const rows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stolenReports))[0]!.n;

describe('stolen-gear register', () => {
  it('a report is pending, then public once staff publish it; the check finds it by any spelling', async () => {
    const reporter = await pilot();
    const { auth: staff } = await makeStaff(t.database.db);
    const body = report({ serial: 'LTF 09-0123.ab7' });
    const created = await call(reporter.auth, 'POST', '/api/stolen/', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ status: 'pending', serial: 'LTF 09-0123.ab7' });
    expect((await call(null, 'GET', `/api/stolen/${id}/`)).statusCode).toBe(404);
    expect((await call(reporter.auth, 'GET', `/api/stolen/${id}/`)).statusCode).toBe(200);
    const check = () => call(null, 'GET', '/api/stolen/check/?serial=ltf0901-23ab7');
    expect((await check()).json()).toEqual({ reported: false, report: null });
    const pending = (await call(staff, 'GET', '/api/stolen/?status=pending')).json();
    expect(pending.map((r: { id: string }) => r.id)).toContain(id);
    expect((await call(reporter.auth, 'GET', '/api/stolen/?status=pending')).statusCode).toBe(403);
    expect(
      (await call(reporter.auth, 'PUT', `/api/stolen/${id}/`, { status: 'published' })).statusCode,
    ).toBe(403);

    const published = await call(staff, 'PUT', `/api/stolen/${id}/`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published_at).not.toBeNull();
    expect((await check()).json()).toEqual({ reported: true, report: id });
    expect((await call(null, 'GET', `/api/stolen/${id}/`)).json().serial).toBe('LTF 09-0123.ab7');
    const list = await call(null, 'GET', '/api/stolen/');
    expect(list.json().map((r: { id: string }) => r.id)).toContain(id);

    const recovered = await call(reporter.auth, 'PUT', `/api/stolen/${id}/`, {
      status: 'recovered',
    });
    expect(recovered.json().status).toBe('recovered');
    expect((await check()).json().reported).toBe(false);
    const audit = (await call(staff, 'GET', '/api/admin/audit/')).json();
    expect(audit.some((a: { action: string }) => a.action === 'stolen_report.published')).toBe(
      true,
    );
  });

  it('refuses bad serials, future dates, duplicates and anonymous reports, changing nothing', async () => {
    const reporter = await pilot();
    const before = await rows();
    const body = report();
    expect((await call(reporter.auth, 'POST', '/api/stolen/', body)).statusCode).toBe(201);
    const twice = await call(reporter.auth, 'POST', '/api/stolen/', {
      ...body,
      serial: body.serial.toUpperCase().replaceAll('-', ' '),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This serial number is already in the stolen-gear register.');
    const bad = await call(reporter.auth, 'POST', '/api/stolen/', report({ serial: '- -.' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.serial).toEqual([STOLEN_SERIAL_MESSAGE]);
    const short = await call(reporter.auth, 'POST', '/api/stolen/', report({ serial: 'a-1b' }));
    expect(short.statusCode).toBe(201); // 3 characters once normalised: the shortest taken
    const two = await call(reporter.auth, 'POST', '/api/stolen/', report({ serial: 'a-.1 ' }));
    expect(two.json().errors.serial).toEqual([STOLEN_SERIAL_MESSAGE]);
    const future = await call(
      reporter.auth,
      'POST',
      '/api/stolen/',
      report({ stolen_on: '2999-01-01' }),
    );
    expect(future.statusCode).toBe(400);
    expect((await call(null, 'POST', '/api/stolen/', report())).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/stolen/check/?serial=%20')).statusCode).toBe(400);
    expect(await rows()).toBe(before + 2);
  });

  it('takes every serial a passport may hold: any script, / _ + #, up to 60 characters', async () => {
    const reporter = await pilot();
    const { auth: staff } = await makeStaff(t.database.db);
    const tag = Date.now().toString(36).toUpperCase();
    const long = `${tag}${'9'.repeat(60 - tag.length)}`;
    // Each checked in another spelling of it (case, spaces, dashes and dots do not count).
    const serials = [
      [`Ö#${tag}+1/a`, `ö# ${tag.toLowerCase()}-+1/A`],
      [long, long.toLowerCase()],
    ];
    for (const [serial, spelling] of serials) {
      const body = report({ serial });
      expect(itemWriteSchema.shape.serial.safeParse(serial).success).toBe(true);
      const created = await call(reporter.auth, 'POST', '/api/stolen/', body);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      await call(staff, 'PUT', `/api/stolen/${id}/`, { status: 'published' });
      const spelled = encodeURIComponent(spelling!);
      const check = await call(null, 'GET', `/api/stolen/check/?serial=${spelled}`);
      expect(check.json()).toEqual({ reported: true, report: id });
    }
  });

  it('rate limits the check', async () => {
    const check = () => limited.app.inject({ url: '/api/stolen/check/?serial=ABC123' });
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await check()).statusCode;
    expect(last).toBe(429);
  });
});
