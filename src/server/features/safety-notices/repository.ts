// SQL of the notices themselves: write, withdraw, read a page of them, and what they matched (for
// the counts, one grouped query per page). The scope is stored with the catalogue's name keys
// beside its ids (catalogue-repository.ts resolves them), so matching compares text with text.
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NoticeWrite } from '#shared/contracts/safety-notices.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { safetyNotices } from '#server/db/schema.ts';
import type { ResolvedScope } from './catalogue-repository.ts';

export type NoticeRow = typeof safetyNotices.$inferSelect;

const columns = (input: NoticeWrite, scope: ResolvedScope) => ({
  title: input.title,
  text: input.text,
  issuer: input.issuer,
  source_url: input.source_url,
  date: input.date,
  severity: input.severity,
  brand_id: scope.brand.id,
  model_ids: scope.models.map((m) => m.id),
  size_ids: scope.sizes.map((s) => s.id),
  brand_key: scope.brand.name_key,
  model_keys: scope.models.map((m) => m.name_key),
  size_names: [...new Set(scope.sizes.map((s) => s.name.trim().toLowerCase()))],
  serial_rules: input.scope.serial_rules,
  produced_from: input.scope.produced_from,
  produced_to: input.scope.produced_to,
  hours_over: input.scope.hours_over,
});

export type NoticeInsert = { input: NoticeWrite; scope: ResolvedScope; by: string | null };

export async function insertNotices(tx: Tx, notices: NoticeInsert[]): Promise<string[]> {
  if (notices.length === 0) return [];
  const rows = await tx
    .insert(safetyNotices)
    .values(notices.map((n) => ({ ...columns(n.input, n.scope), created_by: n.by })))
    .returning({ id: safetyNotices.id });
  return rows.map((r) => r.id);
}

export async function updateNotice(tx: Tx, id: string, write: Omit<NoticeInsert, 'by'>) {
  await tx
    .update(safetyNotices)
    .set({ ...columns(write.input, write.scope), updated_at: new Date() })
    .where(eq(safetyNotices.id, id));
}

/** Withdraws the notice once: the first withdrawal's time stays. True if this call withdrew it. */
export async function withdrawNotice(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(safetyNotices)
    .set({ withdrawn_at: new Date(), updated_at: new Date() })
    .where(and(eq(safetyNotices.id, id), isNull(safetyNotices.withdrawn_at)))
    .returning({ id: safetyNotices.id });
  return rows.length > 0;
}

export async function findNoticeRow(db: Db | Tx, id: string): Promise<NoticeRow | null> {
  const [row] = await db.select().from(safetyNotices).where(eq(safetyNotices.id, id));
  return row ?? null;
}

export async function noticeRowsByIds(db: Db | Tx, ids: string[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(safetyNotices).where(inArray(safetyNotices.id, ids));
}

export type NoticeListFilter = {
  brand?: string;
  model?: string;
  active?: boolean;
  page: number;
  pageSize: number;
};

export async function listNoticeRows(db: Db, f: NoticeListFilter) {
  const where: SQL[] = [];
  if (f.brand) where.push(eq(safetyNotices.brand_id, f.brand));
  // A notice without models covers every model of its brand, so it is one of each model's.
  if (f.model)
    where.push(
      sql`(${f.model}::uuid = any(${safetyNotices.model_ids}) or (cardinality(${safetyNotices.model_ids}) = 0 and ${safetyNotices.brand_id} = (select brand_id from catalogue_models where id = ${f.model})))`,
    );
  if (f.active === true) where.push(isNull(safetyNotices.withdrawn_at));
  if (f.active === false) where.push(isNotNull(safetyNotices.withdrawn_at));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(safetyNotices)
      .where(condition)
      .orderBy(desc(safetyNotices.date), desc(safetyNotices.created_at), desc(safetyNotices.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ value: count() }).from(safetyNotices).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type MatchCounts = { listings: number; items: number };
export type NoticeCountsRow = { matched: MatchCounts; fixed: MatchCounts };

/**
 * Per notice: listings and items it matched, and those whose passport records the fix (a record
 * on the item, or on the listing's item, naming the notice). One grouped query for the page.
 */
export async function matchCountsOf(db: Db, ids: string[]): Promise<Map<string, NoticeCountsRow>> {
  const result = new Map<string, NoticeCountsRow>();
  if (ids.length === 0) return result;
  const { rows } = await db.execute<{
    notice_id: string;
    listings: number;
    items: number;
    fixed_listings: number;
    fixed_items: number;
  }>(sql`
    select m.notice_id,
      count(g.id)::int as listings,
      count(i.id)::int as items,
      count(g.id) filter (where exists (select 1 from item_records r
        where r.notice_id = m.notice_id and r.item_id = g.item_id))::int as fixed_listings,
      count(i.id) filter (where exists (select 1 from item_records r
        where r.notice_id = m.notice_id and r.item_id = m.item_id))::int as fixed_items
    from notice_matches m left join gears g on g.id = m.gear_id left join items i on i.id = m.item_id
    where m.notice_id = any(${sql.param(ids)}::uuid[])
    group by m.notice_id`);
  for (const r of rows)
    result.set(r.notice_id, {
      matched: { listings: r.listings, items: r.items },
      fixed: { listings: r.fixed_listings, items: r.fixed_items },
    });
  return result;
}
