// SQL of offers (service.ts has the rules). An open offer past its expiry reads `expired`
// at once; stale rows are marked so in the write that needs their side free, and by a
// quarter-hourly job (jobs/tasks/expire-offers.ts).
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Offer } from '#shared/contracts/offers.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, offers } from '#server/db/schema.ts';

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
