// SQL of offers (service.ts has the rules). An open offer past its expiry reads `expired`
// at once; stale rows are marked so in the write that needs their side free, and by a
// quarter-hourly job (jobs/tasks/expire-offers.ts).
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Offer } from '#shared/contracts/offers.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conversations, gears, offers } from '#server/db/schema.ts';
import { gearStateColumns } from '#server/policies/gear-visibility.ts';

export type OfferRow = typeof offers.$inferSelect;

export const toOffer = (row: OfferRow, now = Date.now()): Offer => ({
  id: row.id,
  conversation: row.conversation_id,
  from: row.from_side,
  amount: Number(row.amount),
  currency: row.currency as Offer['currency'],
  note: row.note,
  status: row.status === 'open' && row.expires_at.getTime() <= now ? 'expired' : row.status,
  expires_at: row.expires_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

/** Marks open offers past their expiry as expired (of one conversation, or all). */
export async function expireStale(db: Db | Tx, conversationId?: string) {
  await db
    .update(offers)
    .set({ status: 'expired' })
    .where(
      and(
        eq(offers.status, 'open'),
        lte(offers.expires_at, sql`now()`),
        conversationId ? eq(offers.conversation_id, conversationId) : undefined,
      ),
    );
}

export async function listOffers(db: Db, conversationId: string) {
  return db
    .select()
    .from(offers)
    .where(eq(offers.conversation_id, conversationId))
    .orderBy(asc(offers.created_at), asc(offers.id));
}

/** The open offers of a conversation, locked until the transaction ends. */
export async function lockOpenOffers(tx: Tx, conversationId: string) {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.conversation_id, conversationId), eq(offers.status, 'open')))
    .for('update');
}

// The listing locked first, then the offer: makeOffer's order (lockOfferGear, lockOpenOffers),
// so an answer and a counter at once wait for each other instead of deadlocking.
/** The offer with its conversation's sides and listing, the listing and the offer locked. */
export async function lockOffer(tx: Tx, id: string) {
  const [parties] = await tx
    .select({ gear_id: conversations.gear_id })
    .from(offers)
    .innerJoin(conversations, eq(conversations.id, offers.conversation_id))
    .where(eq(offers.id, id));
  if (!parties) return null;
  if (parties.gear_id)
    await tx
      .select({ id: gears.id })
      .from(gears)
      .where(eq(gears.id, parties.gear_id))
      .for('update');
  const [row] = await tx
    .select({
      offer: offers,
      buyer_id: conversations.buyer_id,
      seller_id: conversations.seller_id,
      gear_id: conversations.gear_id,
    })
    .from(offers)
    .innerJoin(conversations, eq(conversations.id, offers.conversation_id))
    .where(eq(offers.id, id))
    .for('update', { of: offers });
  return row ?? null;
}

/** What an offer is checked against, the listing locked (a sale or reservation waits). */
export async function lockOfferGear(tx: Tx, gearId: string) {
  const [row] = await tx
    .select({
      id: gears.id,
      name: gears.name,
      owner: gears.user_id,
      price: gears.price,
      currency: gears.currency,
      price_type: gears.price_type,
      status: gears.status,
      is_hidden: gears.is_hidden,
      // Held by a stolen-gear report, or its seller suspended: no longer for sale either.
      held: gearStateColumns.held,
      seller_suspended: gearStateColumns.seller_suspended,
      reserved_for: gears.reserved_for,
      reserved_at: gears.reserved_at,
    })
    .from(gears)
    .where(eq(gears.id, gearId))
    .for('update');
  return row ?? null;
}

/** Offers this user made since `since`: in this conversation, and in all. */
export async function offersMadeSince(
  tx: Tx,
  { senderId, conversationId, since }: { senderId: string; conversationId: string; since: Date },
) {
  const [row] = await tx
    .select({
      all: count(),
      here: sql<number>`count(*) filter (where ${offers.conversation_id} = ${conversationId})::int`,
    })
    .from(offers)
    .where(and(eq(offers.sender_id, senderId), gt(offers.created_at, since)));
  return { all: row?.all ?? 0, here: Number(row?.here ?? 0) };
}

export async function insertOffer(
  tx: Tx,
  values: Omit<typeof offers.$inferInsert, 'id' | 'status' | 'created_at' | 'decided_at'>,
) {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

export async function setOfferStatus(tx: Tx, id: string, status: OfferRow['status']) {
  const [row] = await tx
    .update(offers)
    .set({ status, decided_at: sql`now()` })
    .where(eq(offers.id, id))
    .returning();
  return row!;
}

/** Reserves the listing for the buyer whose offer was accepted (the existing reserved state). */
export async function reserveFor(tx: Tx, gearId: string, buyerId: string) {
  await tx
    .update(gears)
    .set({ reserved_at: sql`now()`, reserved_for: buyerId })
    .where(eq(gears.id, gearId));
}

/** The offers this user made, oldest first (the data export). */
export async function offersMadeBy(db: Db, userId: string) {
  return db
    .select()
    .from(offers)
    .where(eq(offers.sender_id, userId))
    .orderBy(asc(offers.created_at), asc(offers.id));
}
