// Where a listing meets its item: a listing may name one of its seller's items (its passport shows
// on the listing), and selling the listing to the buyer it was reserved for offers them the item.
import type { Db, Tx } from '#server/db/client.ts';
import { validationError } from '#server/lib/http-error.ts';
import { findItem } from './repository.ts';
import { findGearItemHold, findSaleOfGear } from './gear-item-repository.ts';
import { offerItem } from './transfer-repository.ts';

type ListingHold = Awaited<ReturnType<typeof findGearItemHold>>;
const HELD = 'A stolen-gear report holds this item: it stays until the team releases the hold.';

/**
 * 400 naming `item` unless the item is `ownerId`'s (else the listing's owner's). A sold listing
 * that stays sold keeps the item it was sold with, now the buyer's: its seller may still correct
 * the listing's text (`status`: the status the write leaves it in, if sent).
 */
async function checkOwnItem(
  db: Db,
  {
    itemId,
    ownerId,
    gear,
    status,
  }: { itemId: string; ownerId?: string; gear: ListingHold; status?: string },
) {
  const staysSold = gear?.status === 'sold' && (status ?? 'sold') === 'sold';
  if (staysSold && gear?.item_id === itemId) return;
  const item = await findItem(db, itemId);
  if (!item || item.owner_id !== (ownerId ?? gear?.owner))
    throw validationError({ item: ['Choose one of your own items.'] });
}

/** A new listing names one of its seller's own items, if any. */
export async function checkNewListingItem(
  db: Db,
  { itemId, ownerId }: { itemId?: string | null; ownerId: string },
) {
  if (itemId) await checkOwnItem(db, { itemId, ownerId, gear: null });
}

/**
 * An edit's `item` (undefined: kept), on one read of the listing: one of its owner's items, or
 * the item a sold listing keeps; and a held listing keeps its item (400 naming `item`), since
 * unlinking it or linking another would lift the hold, which only staff do (`byStaff`).
 */
export async function checkListingItem(
  db: Db,
  {
    gearId,
    itemId,
    status,
    byStaff,
  }: { gearId: string; itemId?: string | null; status?: string; byStaff: boolean },
) {
  if (itemId === undefined) return;
  const gear = await findGearItemHold(db, gearId);
  if (itemId) await checkOwnItem(db, { itemId, gear, status });
  if (!byStaff && gear?.held && gear.item_id !== itemId) throw validationError({ item: [HELD] });
}

/**
 * The listing a new item is registered with, on one read (400 naming `gear`): one of the caller's,
 * and not one a stolen-gear report holds, whose held item the new one would replace (lifting the
 * hold).
 */
export async function checkNewItemListing(
  db: Db | Tx,
  { gearId, ownerId }: { gearId: string; ownerId: string },
) {
  const gear = await findGearItemHold(db, gearId);
  if (gear?.owner !== ownerId)
    throw validationError({ gear: ['Choose one of your own listings.'] });
  if (gear.held) throw validationError({ gear: [HELD] });
}

/**
 * Inside the write that marks the listing sold: when it was reserved for a conversation's buyer
 * and shows its seller's item, the buyer is offered the item (they accept or decline it).
 */
export async function offerOnSale(tx: Tx, gearId: string) {
  const sale = await findSaleOfGear(tx, gearId);
  if (!sale?.item_id || !sale.reserved_for || sale.item_owner !== sale.seller) return;
  await offerItem(tx, {
    itemId: sale.item_id,
    from: sale.seller,
    to: sale.reserved_for,
    gearId,
  });
}
