// Direct inserts for test data the test is not about (faster than going through the API).
import { randomBytes } from 'node:crypto';
import { GEAR_TYPE_IDS, TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { gears, sessions, users } from '../db/schema.ts';
import { hashToken } from '../plugins/auth.ts';

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
