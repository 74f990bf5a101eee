// SQL of passing an item on: an offer to one user, which they accept (the item becomes theirs,
// its records stay) or decline. One open offer per item: a new one replaces it.
import { and, desc, eq } from 'drizzle-orm';
import type { Transfer } from '#shared/contracts/items.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { items, itemTransfers, users } from '#server/db/schema.ts';

export async function userExists(db: Db, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** Offers the item (cancelling an open offer of it); answers the transfer's id. */
export async function offerItem(
  db: Db | Tx,
  offer: { itemId: string; from: string; to: string; gearId: string | null },
) {
  const run = async (tx: Tx) => {
    // Two offers of one item at once: the later waits here, then replaces the earlier, instead
    // of both inserting and the one-open-offer index refusing the second (a 500).
    await tx.select({ id: items.id }).from(items).where(eq(items.id, offer.itemId)).for('update');
    await tx
      .update(itemTransfers)
      .set({ status: 'cancelled', decided_at: new Date() })
      .where(and(eq(itemTransfers.item_id, offer.itemId), eq(itemTransfers.status, 'offered')));
    const [row] = await tx
      .insert(itemTransfers)
      .values({
        item_id: offer.itemId,
        from_user_id: offer.from,
        to_user_id: offer.to,
        gear_id: offer.gearId,
      })
      .returning({ id: itemTransfers.id });
    return row!.id;
  };
  return db.transaction(run);
}

const selection = {
  id: itemTransfers.id,
  item: itemTransfers.item_id,
  brand: items.brand,
  model: items.model,
  status: itemTransfers.status,
  to_user: itemTransfers.to_user_id,
  created_at: itemTransfers.created_at,
};

/** The offers waiting for the user, newest first. */
export async function openTransfersTo(db: Db, userId: string): Promise<Transfer[]> {
  const rows = await db
    .select(selection)
    .from(itemTransfers)
    .innerJoin(items, eq(items.id, itemTransfers.item_id))
    .where(and(eq(itemTransfers.to_user_id, userId), eq(itemTransfers.status, 'offered')))
    .orderBy(desc(itemTransfers.created_at));
  return rows.map(({ to_user: _to, ...r }) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function findTransfer(db: Db, id: string) {
  const [row] = await db
    .select(selection)
    .from(itemTransfers)
    .innerJoin(items, eq(items.id, itemTransfers.item_id))
    .where(eq(itemTransfers.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Decides an open offer. Accepting moves the item to the receiver in the same transaction, only
 * while the item is still the offerer's: an offer left open by a race with another transfer
 * (the item changed hands after its maker was checked) is cancelled instead of taking the item
 * from its new owner. An offer no longer open (decided, replaced) or so cancelled changes
 * nothing else and answers false.
 */
export async function decideTransfer(
  db: Db,
  { id, accept }: { id: string; accept: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const decide = (status: 'accepted' | 'declined' | 'cancelled') =>
      tx
        .update(itemTransfers)
        .set({ status, decided_at: new Date() })
        .where(and(eq(itemTransfers.id, id), eq(itemTransfers.status, 'offered')))
        .returning({
          item: itemTransfers.item_id,
          from: itemTransfers.from_user_id,
          to: itemTransfers.to_user_id,
        });
    if (!accept) return (await decide('declined')).length > 0;
    // The item first, then the offer: offerItem's order, so a new offer and an acceptance at
    // once wait for each other instead of deadlocking.
    const [target] = await tx
      .select({ item: itemTransfers.item_id })
      .from(itemTransfers)
      .where(eq(itemTransfers.id, id));
    if (!target) return false;
    await tx.select({ id: items.id }).from(items).where(eq(items.id, target.item)).for('update');
    const [offer] = await tx
      .select({
        item: itemTransfers.item_id,
        from: itemTransfers.from_user_id,
        to: itemTransfers.to_user_id,
      })
      .from(itemTransfers)
      .where(and(eq(itemTransfers.id, id), eq(itemTransfers.status, 'offered')))
      .for('update');
    if (!offer) return false;
    const moved = offer.from
      ? await tx
          .update(items)
          .set({ owner_id: offer.to, updated_at: new Date() })
          .where(and(eq(items.id, offer.item), eq(items.owner_id, offer.from)))
          .returning({ id: items.id })
      : [];
    await decide(moved.length > 0 ? 'accepted' : 'cancelled');
    return moved.length > 0;
  });
}
