import { eq, and, ne } from 'drizzle-orm';
import type { RouteEntity } from '#shared/routes.ts';
import type { Db } from '../db/client.ts';
import { certifiers, gears, gearTypes, users } from '../db/schema.ts';

/** Whether a detail page's id names something a visitor may see (archived gear does not). */
export async function entityExists(db: Db, entity: RouteEntity, id: string): Promise<boolean> {
  const rows =
    entity === 'gear'
      ? await db
          .select({ id: gears.id })
          .from(gears)
          .where(and(eq(gears.id, id), ne(gears.status, 'archived')))
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

export async function isCategorySlug(db: Db, slug: string): Promise<boolean> {
  if (!/^[a-z0-9-]+$/.test(slug)) return false;
  const rows = await db
    .select({ id: gearTypes.id })
    .from(gearTypes)
    .where(eq(gearTypes.slug, slug))
    .limit(1);
  return rows.length > 0;
}
