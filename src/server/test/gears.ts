// Shared by the gear write tests: a valid wing body and small clients for the write routes.
import { count, eq } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears } from '#server/db/schema.ts';
import { loginAs, makeUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

export const wingProperties = {
  size: 'M',
  certification: 'EN-B',
  weight_min: 75,
  weight_max: 95,
  year: 2021,
};

export const wingBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ozone Rush 6',
  brand: 'Ozone',
  model: 'Rush 6',
  price: 1850.5,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.wing,
  properties: wingProperties,
  ...overrides,
});

export function gearWriteClient(t: TestContext) {
  const headers = (auth?: string) => (auth ? { authorization: auth } : {});
  return {
    post: (auth: string | undefined, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/gears/', headers: headers(auth), payload }),
    put: (auth: string | undefined, id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/gears/${id}/`, headers: headers(auth), payload }),
    gearCount: async () => (await t.database.db.select({ n: count() }).from(gears))[0]!.n,
    stored: async (id: string) =>
      (await t.database.db.select().from(gears).where(eq(gears.id, id)))[0],
    /** A new user and their Authorization header. */
    seller: async (overrides: Parameters<typeof makeUser>[1] = {}) => {
      const user = await makeUser(t.database.db, overrides);
      return { user, auth: await loginAs(t.database.db, user.id) };
    },
  };
}
