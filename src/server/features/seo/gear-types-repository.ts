// The gear types page heads name (a category page's, a listing's), kept a minute per database:
// they are few and change rarely, and every category page and rendered listing asks.
import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gearTypes } from '#server/db/schema.ts';

export type GearTypeRef = { slug: string; name: string };
/** A gear type as kept: its id names it in a listing's API answer (gear-head-source.ts). */
export type GearTypeRow = GearTypeRef & { id: string };

const GEAR_TYPES_TTL_MS = 60_000;

const typeCaches = new WeakMap<Db, () => Promise<GearTypeRow[]>>();

/** The gear types, read at most once a minute per database. */
export function gearTypeCache(db: Db): () => Promise<GearTypeRow[]> {
  const existing = typeCaches.get(db);
  if (existing) return existing;
  let cached: { at: number; list: Promise<GearTypeRow[]> } | null = null;
  const get = (): Promise<GearTypeRow[]> => {
    if (!cached || Date.now() - cached.at > GEAR_TYPES_TTL_MS) {
      // execute(): a query builder runs its statement again at each `then` or `catch`, so the
      // builder itself kept nothing (until session 20 every category page read the types, the
      // first one twice).
      const list = db
        .select({ id: gearTypes.id, slug: gearTypes.slug, name: gearTypes.name })
        .from(gearTypes)
        .orderBy(asc(gearTypes.position), asc(gearTypes.name))
        .execute();
      cached = { at: Date.now(), list };
      // A failed read is not kept: the next page asks again.
      list.catch(() => (cached = null));
    }
    return cached.list;
  };
  typeCaches.set(db, get);
  return get;
}
