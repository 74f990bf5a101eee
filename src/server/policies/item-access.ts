// Who sees what of a passport and who may change it: the one home of the rule.
// - An item and its records are public by their id (a buyer checks the history); its serial
//   number and owner only to the owner and staff (others get the last 3 characters). An item a
//   published stolen report holds (policies/gear-visibility.ts, itemHeld) is theirs alone.
// - The item, and records, are added by its owner; a certifier account may add records to any
//   item (it checked the gear in hand) and sign the ones it made.
// - A record is changed by its author (one written as owner: while they own the item); a signed
//   one only by its signer; staff change any.
import type { Viewer } from '#server/policies/viewer.ts';

export type ItemState = { owner_id: string };
export type RecordState = { user_id: string; signed_by: string | null };

export const isItemOwner = (item: ItemState, viewer: Viewer | null) =>
  viewer !== null && viewer.id === item.owner_id;

/** The owner and staff see the serial and the owner. */
export const seesItemPrivates = (item: ItemState, viewer: Viewer | null) =>
  viewer !== null && (viewer.is_staff || viewer.id === item.owner_id);

/** Public by its id, unless a stolen report holds it. */
export const canSeeItem = (item: ItemState, viewer: Viewer | null, { held }: { held: boolean }) =>
  !held || seesItemPrivates(item, viewer);

export const canAddRecord = (
  item: ItemState,
  viewer: Viewer | null,
  { isCertifier }: { isCertifier: boolean },
) => viewer !== null && (viewer.id === item.owner_id || isCertifier);

/**
 * `item` is the record's item; `authorIsCertifier`: its author speaks for a certifier. An
 * unsigned record its author wrote as owner is history once the item changes hands: the former
 * owner no longer rewrites what the buyer relied on (nor does the buyer, who did not write it).
 */
export const canChangeRecord = (
  record: RecordState,
  viewer: Viewer | null,
  { item, authorIsCertifier }: { item: ItemState; authorIsCertifier: boolean },
) =>
  viewer !== null &&
  (viewer.is_staff ||
    (record.signed_by !== null
      ? record.signed_by === viewer.id
      : record.user_id === viewer.id && (authorIsCertifier || isItemOwner(item, viewer))));
