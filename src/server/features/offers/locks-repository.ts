// The rows an offer's write locks, in one order for every write: the listing first, then the
// offers. Making an offer (lockOfferGear, then lockOpenOffers) and answering one (lockOffer) take
// them alike, so an answer and a counter at once wait for each other instead of deadlocking.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { conversations, gears, offers } from '#server/db/schema.ts';
import { gearStateColumns } from '#server/policies/gear-visibility.ts';

/** The open offers of a conversation, locked until the transaction ends. */
export async function lockOpenOffers(tx: Tx, conversationId: string) {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.conversation_id, conversationId), eq(offers.status, 'open')))
    .for('update');
}

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
