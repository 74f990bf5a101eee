// The checks a passport route makes before it writes: the item or record exists (404), the caller
// may change it (403), and the references in a body exist (400 naming the field).
import type { ItemWrite } from '#shared/contracts/items.ts';
import type { Db } from '#server/db/client.ts';
import { notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canChangeRecord, canSeeItem, isItemOwner } from '#server/policies/item-access.ts';
import { findSize } from '#server/features/catalogue/repository.ts';
import { findGearType } from '#server/features/gear-types/repository.ts';
import { findGearState } from '#server/features/gears/write-repository.ts';
import { certifierOfUser } from './certifier-accounts-repository.ts';
import { findRecord } from './records-repository.ts';
import { findPassport } from './passport-repository.ts';
import { findItem, findItemWithHold } from './repository.ts';

export async function existingItem(db: Db, id: string) {
  const item = await findItem(db, id);
  if (!item) throw notFound('No item with this id.');
  return item;
}

/**
 * The item, when the viewer may see it: a held item (stolen report) answers others exactly as
 * its own read does (404), so a record or photo reached by its id tells nothing more.
 */
export async function visibleItem(db: Db, id: string, viewer: Viewer | null) {
  const item = await findItemWithHold(db, id);
  if (!item || !canSeeItem(item, viewer, { held: item.held }))
    throw notFound('No item with this id.');
  return item;
}

/** The item and its records (GET items/{id}/), when the viewer may see it (as visibleItem). */
export async function visiblePassport(db: Db, id: string, viewer: Viewer | null) {
  const passport = await findPassport(db, id);
  if (!passport || !canSeeItem(passport.item, viewer, { held: passport.item.held }))
    throw notFound('No item with this id.');
  return passport;
}

/** The item, when the viewer owns it (staff may change it too). */
export async function ownItem(db: Db, id: string, viewer: Viewer) {
  const item = await existingItem(db, id);
  if (!isItemOwner(item, viewer) && !viewer.is_staff)
    throw permissionDenied('Only the owner of this item can change it.');
  return item;
}

/** The record of this item, when the viewer may change it. */
export async function changeableRecord(
  db: Db,
  { itemId, recordId, viewer }: { itemId: string; recordId: string; viewer: Viewer },
) {
  const item = await visibleItem(db, itemId, viewer);
  const record = await findRecord(db, recordId);
  if (!record || record.item_id !== itemId) throw notFound('No record with this id.');
  const authorIsCertifier = (await certifierOfUser(db, record.user_id)) !== null;
  if (!canChangeRecord(record, viewer, { item, authorIsCertifier }))
    throw permissionDenied(
      record.signed_by
        ? 'This record is signed: only its signer can change it.'
        : 'Only the author of this record can change it.',
    );
  return record;
}

export async function checkItemReferences(db: Db, body: ItemWrite) {
  const errors: Record<string, string[]> = {};
  if (!(await findGearType(db, body.gear_type))) errors.gear_type = ['No gear type with this id.'];
  if (body.catalogue_size && !(await findSize(db, body.catalogue_size)))
    errors.catalogue_size = ['No catalogue size with this id.'];
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * The listing a transfer names (optional) is one of the item owner's: an unknown id would break
 * the insert's foreign key (a 500), and another seller's listing would be named on their behalf.
 */
export async function checkTransferGear(
  db: Db,
  { gearId, ownerId }: { gearId?: string; ownerId: string },
) {
  if (gearId && (await findGearState(db, gearId))?.owner !== ownerId)
    throw validationError({ gear: ['Choose one of your own listings.'] });
}
