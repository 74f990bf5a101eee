// What the sitemap lists (routes.ts): the public listings, as the public gear list shows them, in
// pages of the sitemap index, and the certifiers.
import { asc, count, max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { certifiers, gears } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

/** Listed in the sitemap: what the public gear list shows. */
const publicGear = listedGear();

export async function countSitemapGears(db: Db) {
  const [row] = await db
    .select({ total: count(), lastmod: max(gears.updated_at) })
    .from(gears)
    .where(publicGear);
  return { total: row?.total ?? 0, lastmod: row?.lastmod ?? null };
}

export function sitemapGears(db: Db, offset: number, limit: number) {
  return db
    .select({ id: gears.id, updated_at: gears.updated_at })
    .from(gears)
    .where(publicGear)
    .orderBy(asc(gears.created_at), asc(gears.id))
    .offset(offset)
    .limit(limit);
}

export function sitemapCertifiers(db: Db, limit: number) {
  return db
    .select({ id: certifiers.id, created_at: certifiers.created_at })
    .from(certifiers)
    .orderBy(asc(certifiers.name), asc(certifiers.id))
    .limit(limit);
}
