// Stolen-gear tests: a serial no other test uses, a published report of it, and a seller's
// listing showing an item of it (held once a report of its serial is published).
import { expect } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { makeStaff } from './factories.ts';
import { wingBody } from './gears.ts';
import { account, itemBody, send } from './items.ts';
import type { TestContext } from './test-app.ts';

let n = 0;
export const testSerial = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}X${(n++).toString(36)}`.toUpperCase();

/** A stolen-gear report's body for `serial`. */
export const stolenBody = (serial: string) => ({
  gear_type: GEAR_TYPE_IDS.wing,
  brand: 'Ozone',
  model: 'Rush 6',
  serial,
  stolen_on: '2026-06-01',
  place: 'Annecy, FR',
});

/**
 * A report of `serial` by `reporter` (else a new user), published by a new staff member: its
 * holds are placed.
 */
export async function publishedReport(t: TestContext, serial: string, reporter?: { auth: string }) {
  const by = reporter ?? (await account(t));
  const { auth: staff } = await makeStaff(t.database.db);
  const body = stolenBody(serial);
  const made = await send(t, { method: 'POST', url: '/api/stolen/', auth: by.auth, body });
  expect(made.statusCode, made.body).toBe(201);
  const reportId = made.json().id as string;
  const published = await send(t, {
    method: 'PUT',
    url: `/api/stolen/${reportId}/`,
    auth: staff,
    body: { status: 'published' },
  });
  expect(published.statusCode, published.body).toBe(200);
  return { reporter: by, staff, reportId };
}

/** A seller (e-mail verified) with a listing showing an item of `serial`; `gear` overrides the listing. */
export async function listingWithSerial(
  t: TestContext,
  serial: string,
  gear: Record<string, unknown> = {},
) {
  const seller = await account(t, { email_verified: true });
  const item = await send(t, {
    method: 'POST',
    url: '/api/items/',
    auth: seller.auth,
    body: itemBody({ serial }),
  });
  expect(item.statusCode, item.body).toBe(201);
  const itemId = item.json().id as string;
  const listing = await send(t, {
    method: 'POST',
    url: '/api/gears/',
    auth: seller.auth,
    body: wingBody({ ...gear, item: itemId }),
  });
  expect(listing.statusCode, listing.body).toBe(201);
  return { seller, itemId, gearId: listing.json().id as string };
}

/** A seller's listing showing an item whose serial a published report names: held. */
export async function heldListing(t: TestContext) {
  const serial = testSerial('HLD');
  const listed = await listingWithSerial(t, serial);
  const { staff } = await publishedReport(t, serial);
  expect((await send(t, { url: `/api/gears/${listed.gearId}/` })).statusCode).toBe(404);
  return { ...listed, staff };
}
