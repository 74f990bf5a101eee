// The one home of the server tests' row builders: direct inserts for data a test is not about
// (faster than going through the API), one builder per thing.
import { randomBytes } from 'node:crypto';
import { GEAR_TYPE_IDS, TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import {
  certificatePictures,
  certificates,
  contactMessages,
  gears,
  reports,
  sessions,
  users,
  wantedItems,
} from '#server/db/schema.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { hashToken } from '#server/plugins/auth.ts';

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function makeUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const name = `user${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      // Not a real hash: tests that log in with a password go through POST register/.
      password_hash: 'test-only',
      first_name: 'Test',
      last_name: 'Pilot',
      country: 'PT',
      phone_number: '+351 912 345 678',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A session for the user; returns the Authorization header value. */
export async function loginAs(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  });
  return `Token ${token}`;
}

export async function makeGear(
  db: Db,
  userId: string,
  overrides: Partial<typeof gears.$inferInsert> = {},
) {
  const [gear] = await db
    .insert(gears)
    .values({
      user_id: userId,
      gear_type_id: GEAR_TYPE_IDS.instrument,
      name: `Vario ${unique()}`,
      brand: 'Flytec',
      model: '6030',
      price: 450,
      currency: 'EUR',
      properties: { instrument_type: 'vario' },
      country: 'PT',
      ...overrides,
    })
    .returning();
  return gear!;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export async function makeStaff(db: Db) {
  const staff = await makeUser(db, { is_staff: true });
  return { staff, auth: await loginAs(db, staff.id) };
}

/** A report by `userId` on `gearId`; the other columns can be overridden. */
export async function makeReport(
  db: Db,
  {
    gearId,
    userId,
    ...overrides
  }: { gearId: string; userId: string } & Partial<typeof reports.$inferInsert>,
) {
  const [row] = await db
    .insert(reports)
    .values({
      gear_id: gearId,
      user_id: userId,
      reason: 'scam',
      text: 'Asks for a wire transfer.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeMessage(
  db: Db,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      full_name: 'Rita Sousa',
      email: 'rita@example.com',
      message: 'Hello team.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeCertificate(db: Db, gearId: string, userId: string) {
  const [row] = await db
    .insert(certificates)
    .values({
      gear_id: gearId,
      user_id: userId,
      certifier_id: CERTIFIERS[0]!.id,
      issue_date: '2025-01-10',
      expiration_date: '2026-01-10',
      porosity: 30,
      lines_need_trim: true,
      fabric_condition: true,
    })
    .returning();
  return row!;
}

export async function makeCertificatePictureRow(db: Db, certificateId: string, key: string) {
  const [row] = await db
    .insert(certificatePictures)
    .values({ certificate_id: certificateId, storage_key: key })
    .returning();
  return row!;
}

export async function makeWanted(
  db: Db,
  userId: string,
  overrides: Partial<typeof wantedItems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(wantedItems)
    .values({
      user_id: userId,
      gear_type_id: GEAR_TYPE_IDS.instrument,
      description: 'Looking for a vario',
      max_price: 500,
      currency: 'EUR',
      ...overrides,
    })
    .returning();
  return row!;
}
