// What page heads read: one query per detail page (none for a rendered listing's page, whose
// head reads its loader's answer: gear-head-source.ts), none for static pages; and whether a
// private page's id names something. The gear types heads name are kept in
// gear-types-repository.ts, the sitemap's reads are in sitemap-repository.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import type { RouteEntity } from '#shared/routes.ts';
import {
  catalogueBrands,
  catalogueModels,
  certifiers,
  gearPictures,
  gears,
  gearTypes,
  safetyNotices,
  users,
} from '#server/db/schema.ts';
import { canSeeGear, gearStateColumns, gearVisibleTo } from '#server/policies/gear-visibility.ts';
import { activeAccount } from '#server/policies/user-access.ts';

// Every cold listing page reads its head by key (decision 024: prepared once per handle).
const gearForPage = preparedOn((db) =>
  db
    .select({
      id: gears.id,
      name: gears.name,
      brand: gears.brand,
      model: gears.model,
      description: gears.description,
      price: gears.price,
      currency: gears.currency,
      country: gears.country,
      state: gearStateColumns,
      type: { slug: gearTypes.slug, name: gearTypes.name },
      seller: { first_name: users.first_name, last_name: users.last_name },
      photo_keys: sql<
        string[]
      >`(select coalesce(array_agg(${gearPictures.storage_key} order by ${gearPictures.position}, ${gearPictures.created_at}), '{}') from ${gearPictures} where ${gearPictures.gear_id} = ${gears.id})`,
    })
    .from(gears)
    .innerJoin(users, eq(users.id, gears.user_id))
    .innerJoin(gearTypes, eq(gearTypes.id, gears.gear_type_id))
    .where(eq(gears.id, sql.placeholder('id')))
    .limit(1)
    .prepare('seo_gear_for_page'),
);

/**
 * A gear with its seller, type and photo keys as its head says them (gear-meta.ts: GearHead,
 * the photos as keys), or null when visitors may not see it.
 */
export async function findGearForPage(db: Db, id: string) {
  const [row] = await gearForPage(db).execute({ id });
  // The rule of the gear API for a visitor: the page does not know who is looking.
  if (!row || !canSeeGear(row.state, null)) return null;
  const { state, ...head } = row;
  return { ...head, status: state.status };
}

/** Suspended users have no public profile (GET users/{id} is a 404 for visitors too). */
export async function findUserForPage(db: Db, id: string) {
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.id, id), activeAccount()))
    .limit(1);
  return row ?? null;
}

export async function findCertifierForPage(db: Db, id: string) {
  const [row] = await db
    .select({ name: certifiers.name, address: certifiers.address })
    .from(certifiers)
    .where(eq(certifiers.id, id))
    .limit(1);
  return row ?? null;
}

/** A safety notice's page (/notices/{id}): its title and text per language (withdrawn ones too). */
export async function findNoticeForPage(db: Db, id: string) {
  const [row] = await db
    .select({ title: safetyNotices.title, text: safetyNotices.text })
    .from(safetyNotices)
    .where(eq(safetyNotices.id, id))
    .limit(1);
  return row ? (row as { title: Record<string, string>; text: Record<string, string> }) : null;
}

/** A catalogue model's page (/models/{id}): its brand and name. */
export async function findModelForPage(db: Db, id: string) {
  const [row] = await db
    .select({ name: catalogueModels.name, brand: catalogueBrands.name })
    .from(catalogueModels)
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, catalogueModels.brand_id))
    .where(eq(catalogueModels.id, id))
    .limit(1);
  return row ?? null;
}

/** The table of each entity a page's `:id` names, but the listing (whose visibility decides). */
const ENTITY_TABLES = {
  user: users,
  model: catalogueModels,
  notice: safetyNotices,
  certifier: certifiers,
} as const;

/**
 * Whether the id of a private page (edit a gear, add a certificate, edit a profile) names
 * something that exists; who may use the page is the API's business, not the HTML's. The page
 * does not know its viewer (the login is an API token, not a cookie), so a listing exists here
 * as it does for a visitor (its detail page): the owner's browser still renders the page.
 */
export async function entityExists(db: Db, entity: RouteEntity, id: string): Promise<boolean> {
  if (entity === 'gear') {
    const rows = await db
      .select({ id: gears.id })
      .from(gears)
      .where(and(eq(gears.id, id), gearVisibleTo(null)))
      .limit(1);
    return rows.length > 0;
  }
  const table: (typeof ENTITY_TABLES)[keyof typeof ENTITY_TABLES] = ENTITY_TABLES[entity];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}
