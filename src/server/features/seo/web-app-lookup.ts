import { and, eq } from 'drizzle-orm';
import type { RouteEntity } from '#shared/routes.ts';
import type { Db } from '#server/db/client.ts';
import { certifiers, gears, users } from '#server/db/schema.ts';
import { gearVisibleTo } from '#server/policies/gear-visibility.ts';

/**
 * Whether the id of a private page (edit a gear, add a certificate, edit a profile) names
 * something that exists; who may use the page is the API's business, not the HTML's. The page
 * does not know its viewer (the login is an API token, not a cookie), so a listing exists here
 * as it does for a visitor (its detail page): the owner's browser still renders the page.
 */
export async function entityExists(db: Db, entity: RouteEntity, id: string): Promise<boolean> {
  const rows =
    entity === 'gear'
      ? await db
          .select({ id: gears.id })
          .from(gears)
          .where(and(eq(gears.id, id), gearVisibleTo(null)))
          .limit(1)
      : entity === 'user'
        ? await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)
        : await db
            .select({ id: certifiers.id })
            .from(certifiers)
            .where(eq(certifiers.id, id))
            .limit(1);
  return rows.length > 0;
}
