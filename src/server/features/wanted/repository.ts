// SQL of wanted items. The public list shows open items of users who are not suspended; an
// owner asking for their own (user= their id) sees theirs of any status.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { WantedItem, WantedListQuery, WantedWrite } from '#shared/contracts/wanted.ts';
import type { Db } from '#server/db/client.ts';
import { users, wantedItems } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { activeAccount } from '#server/policies/user-access.ts';

const selection = {
  id: wantedItems.id,
  gear_type: wantedItems.gear_type_id,
  description: wantedItems.description,
  brand: wantedItems.brand,
  model: wantedItems.model,
  max_price: wantedItems.max_price,
  currency: wantedItems.currency,
  country: wantedItems.country,
  status: wantedItems.status,
  user: wantedItems.user_id,
  created_at: wantedItems.created_at,
};
type Row = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

const toItem = (row: Row): WantedItem => ({
  ...row,
  max_price: Number(row.max_price),
  currency: row.currency as WantedItem['currency'],
  created_at: row.created_at.toISOString(),
});

export async function insertWanted(db: Db, userId: string, input: WantedWrite) {
  const [row] = await db
    .insert(wantedItems)
    .values({
      user_id: userId,
      gear_type_id: input.gear_type,
      description: input.description,
      brand: input.brand ?? '',
      model: input.model ?? '',
      max_price: input.max_price,
      currency: input.currency,
      country: input.country ?? '',
    })
    .returning(selection);
  return toItem(row!);
}

export async function listWanted(db: Db, query: WantedListQuery, viewer: Viewer | null) {
  const own = viewer !== null && query.user === viewer.id;
  const conditions: (SQL | undefined)[] = [
    query.user ? eq(wantedItems.user_id, query.user) : undefined,
    query.gear_type ? eq(wantedItems.gear_type_id, query.gear_type) : undefined,
    own ? undefined : eq(wantedItems.status, 'open'),
    own ? undefined : activeAccount(),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(wantedItems)
      .innerJoin(users, eq(users.id, wantedItems.user_id))
      .where(where)
      .orderBy(desc(wantedItems.created_at), desc(wantedItems.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ value: count() })
      .from(wantedItems)
      .innerJoin(users, eq(users.id, wantedItems.user_id))
      .where(where),
  ]);
  return { items: rows.map(toItem), total: total?.value ?? 0 };
}

export const wantedOwner = async (db: Db, id: string) =>
  (
    await db
      .select({ user: wantedItems.user_id })
      .from(wantedItems)
      .where(eq(wantedItems.id, id))
      .limit(1)
  )[0]?.user ?? null;

export async function deleteWanted(db: Db, id: string) {
  await db.delete(wantedItems).where(eq(wantedItems.id, id));
}
