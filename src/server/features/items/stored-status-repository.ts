// SQL of the status an item keeps on its row (migration 0032): its airworthy date and its
// status basis, written by the refresh (airworthiness.ts) under a lock of the items' rows, and
// the items whose basis a trigger cleared (a record, the item's facts or its rule changed).
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { StatusBasis } from '#shared/passport/status-basis.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { items } from '#server/db/schema.ts';

/** What the refresh writes of each item: its airworthy date and its status basis. */
export type StoredStatus = { until: string | null; basis: StatusBasis };

export async function setStoredStatus(db: Db | Tx, stored: Map<string, StoredStatus>) {
  if (stored.size === 0) return;
  const ids = [...stored.keys()];
  const col = <K extends keyof StatusBasis>(k: K) => ids.map((id) => stored.get(id)!.basis[k]);
  await db.execute(sql`update items set airworthy_until = u.until, status_check = u.c,
      status_check_until = u.cu, status_check_hours = u.ch, status_repack = u.r,
      status_repack_until = u.ru, status_lifespan_end = u.le, status_rule_source = u.rs
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(ids.map((id) => stored.get(id)!.until))}::date[],
      ${sql.param(col('check'))}::text[], ${sql.param(col('check_until'))}::date[],
      ${sql.param(col('check_hours'))}::text[], ${sql.param(col('repack'))}::text[],
      ${sql.param(col('repack_until'))}::date[], ${sql.param(col('lifespan_end'))}::date[],
      ${sql.param(col('rule_source'))}::text[]) as u(id, until, c, cu, ch, r, ru, le, rs)
    where items.id = u.id and (items.airworthy_until, items.status_check, items.status_check_until,
      items.status_check_hours, items.status_repack, items.status_repack_until,
      items.status_lifespan_end, items.status_rule_source)
      is distinct from (u.until, u.c, u.cu, u.ch, u.r, u.ru, u.le, u.rs)`);
}

/** Locks the items' rows (in id order) until the transaction ends: a refresh's read and write. */
export async function lockItems(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .select({ id: items.id })
    .from(items)
    .where(inArray(items.id, ids))
    .orderBy(asc(items.id))
    .for('update');
}

/** Items whose status basis is not computed (a trigger cleared it), up to `limit`. */
export async function staleItemIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(isNull(items.status_check))
    .orderBy(asc(items.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
