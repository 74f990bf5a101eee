// Passport tests: a valid item body, a check record body, and the calls the tests repeat.
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { loginAs, makeUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

let serials = 0;
/** A wing with a serial no other test uses. */
export const itemBody = (overrides: Record<string, unknown> = {}) => ({
  gear_type: GEAR_TYPE_IDS.wing,
  brand: 'Ozone',
  model: 'Rush 6',
  serial: `RU6-${Date.now().toString(36)}-${(serials++).toString(36)}`,
  production_date: '2021-04-01',
  flight_hours: 120,
  ...overrides,
});

/** Today (UTC) minus the given days, as YYYY-MM-DD. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const checkBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'check',
  date: daysAgo(30),
  flight_hours: 110,
  by: { type: 'certifier', certifier: CERTIFIERS[0]!.id },
  porosity: [
    { point: 'A top', value: 45, limit: 10 },
    { point: 'B top', value: 60, limit: 10 },
  ],
  line_strength_ok: true,
  trim: [{ line: 'A1', measured_mm: 6802, nominal_mm: 6800 }],
  canopy_ok: true,
  risers_ok: true,
  verdict: 'airworthy',
  ...overrides,
});

export async function send(
  t: TestContext,
  {
    method = 'GET',
    url,
    auth,
    body,
  }: { method?: string; url: string; auth?: string; body?: unknown },
) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: auth ? { authorization: auth } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

type Account = { user: Awaited<ReturnType<typeof makeUser>>; auth: string };

/** A new user (with `fields`, e.g. a verified e-mail) and their Authorization header. */
export async function account(
  t: TestContext,
  fields: Parameters<typeof makeUser>[1] = {},
): Promise<Account> {
  const user = await makeUser(t.database.db, fields);
  return { user, auth: await loginAs(t.database.db, user.id) };
}

/** A new buyer (e-mail verified) who opens a conversation about the listing: its id. */
export async function buyerConversation(t: TestContext, gearId: string) {
  const buyer = await account(t, { email_verified: true });
  const body = { gear: gearId, text: 'Hi' };
  const opened = await send(t, {
    method: 'POST',
    url: '/api/conversations/',
    auth: buyer.auth,
    body,
  });
  return { buyer, conversationId: opened.json().id as string };
}

/** The item passes from one owner to another: offered, then accepted (the accept's answer). */
export async function passOn(t: TestContext, itemId: string, from: Account, to: Account) {
  const offered = await send(t, {
    method: 'POST',
    url: `/api/items/${itemId}/transfer/`,
    auth: from.auth,
    body: { to_user: to.user.id },
  });
  return send(t, {
    method: 'POST',
    url: `/api/transfers/${offered.json().id}/accept/`,
    auth: to.auth,
  });
}
