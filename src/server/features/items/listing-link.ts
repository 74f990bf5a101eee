// Where a listing meets its item: a listing may name one of its seller's items (its passport shows
// on the listing), and selling the listing to the buyer it was reserved for offers them the item.
import type { Db, Tx } from '#server/db/client.ts';
import { validationError } from '#server/lib/http-error.ts';
import { findItem } from './repository.ts';
import { findGearItemHold, findSaleOfGear } from './gear-item-repository.ts';
import { offerItem } from './transfer-repository.ts';

/**
 * 400 naming `item` unless the item is the listing owner's (the owner of `gearId`, or `ownerId`).
 * A sold listing that stays sold keeps the item it was sold with, now the buyer's: its seller
 * may still correct the listing's text (`status`: the status the write leaves it in, if sent).
 */
export async function checkItemOwner(
  db: Db,
  {
    itemId,
    ownerId,
    gearId,
    status,
  }: { itemId?: string | null; ownerId?: string; gearId?: string; status?: string },
) {
  if (!itemId) return;
  const gear = gearId ? await findGearItemHold(db, gearId) : null;
  const staysSold = gear?.status === 'sold' && (status ?? 'sold') === 'sold';
  if (staysSold && gear?.item_id === itemId) return;
  const item = await findItem(db, itemId);
  if (!item || item.owner_id !== (ownerId ?? gear?.owner))
    throw validationError({ item: ['Choose one of your own items.'] });
}

/**
 * A held listing keeps its item (400 naming `item`): unlinking it, or linking another, would
 * lift the hold, which only staff do (`byStaff`: a moderator's edit). `itemId` undefined: kept;
 * `field`: what the 400 names (`gear` where a new item is registered with the listing).
 */
export async function checkHeldItemKept(
  db: Db,
  {
    gearId,
    itemId,
    byStaff,
    field = 'item',
  }: { gearId: string; itemId?: string | null; byStaff: boolean; field?: 'item' | 'gear' },
) {
  if (itemId === undefined || byStaff) return;
  const gear = await findGearItemHold(db, gearId);
  if (gear?.held && gear.item_id !== itemId)
    throw validationError({
      [field]: ['A stolen-gear report holds this item: it stays until the team releases the hold.'],
    });
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
