// Who sees a listing and who may change it: the one home of the rule (docs/security.md has the
// matrix). A rule a single read also checks exists twice, as a SQL condition for queries and as
// a function over a row read with `gearStateColumns`, and the two say the same thing:
// - listed (lists, search, feeds, sitemap, saved-search and wanted matches, alert mails): active,
//   not hidden by staff, seller not suspended (SQL only: no single read asks it);
// - seen by its link (detail, page, certificates, pictures, favourite, report, watchlist
//   mails): the same but sold and reserved too (not archived, not a draft); its owner sees it in
//   every state and staff see everything. A suspended owner never is a viewer: suspension ends
//   their sessions and refuses their login.
// - held: a listing whose item (passport) a published stolen-gear report names by its serial is
//   neither listed nor seen by its link until staff release the hold; its seller and staff see
//   it, with the reason (features/deal-safety/stolen-holds.ts makes and releases holds).
// - written (edit, delete, pictures, certificates): its owner; staff moderate (edit, delete).
import { and, eq, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { gears, stolenHolds } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { accountActive } from './user-access.ts';

/** What the rule reads of a listing; select it with `gearStateColumns`. */
export type GearState = {
  owner: string;
  status: string;
  is_hidden: boolean;
  seller_suspended: boolean;
  /** Its item is held by a published stolen-gear report. */
  held: boolean;
};

// An anti-join with the (few) suspended sellers rather than a filter on a joined seller: the
// total of a list then needs no join at all, and is counted from the public index alone.
const sellerActive = accountActive(gears.user_id);
const sellerSuspended = sql<boolean>`not ${sellerActive}`;

/**
 * The item (a column or a value) has an open stolen hold (a partial index on the few open ones);
 * false for no item at all. Single reads ask it (`gearStateColumns.held`).
 */
export const itemHeld = (itemId: SQLWrapper | string): SQL =>
  sql`exists (select 1 from ${stolenHolds} where ${stolenHolds.item_id} = ${itemId} and ${stolenHolds.released_at} is null)`;
// Lists ask it by the listing's id, which every public index holds (its item_id none does), so a
// page and its total still read the public index alone: NOT IN over the few held listings is one
// hashed set per statement, probed per row (bench/stolen-hold-lists.ts).
const notHeld = sql`${gears.id} not in (select held_gear.id from ${stolenHolds}
  join ${gears} as held_gear on held_gear.item_id = ${stolenHolds.item_id}
  where ${stolenHolds.released_at} is null)`;

/** Columns to select (with or without the seller joined) to judge a row with the functions. */
export const gearStateColumns = {
  owner: gears.user_id,
  status: gears.status,
  is_hidden: gears.is_hidden,
  seller_suspended: sellerSuspended,
  held: sql<boolean>`${itemHeld(gears.item_id)}`,
};

const isOwner = (gear: GearState, viewer: Viewer | null) =>
  viewer !== null && viewer.id === gear.owner;

/** A status in which a listing is for sale (listed, and "in stock" for search engines). */
export const isForSale = (status: string) => status === 'active';
/** The same as SQL: a listing that can still be reserved or bought. */
export const forSaleGear = (): SQL => eq(gears.status, 'active');

// ---- listed: the public lists, search, sitemap and wanted matches ----

/**
 * Listed publicly. `sellerId` (a list of one seller's listings) checks that seller's suspension
 * once: as an anti-join PostgreSQL reasoned that the seller exists, expected no row and sorted
 * them all.
 */
export function listedGear(sellerId?: string): SQL {
  return and(
    forSaleGear(),
    eq(gears.is_hidden, false),
    accountActive(sellerId ?? gears.user_id),
    notHeld,
  )!;
}

// ---- seen by its link ----

// An archived listing and a draft (not yet published) are their owner's alone.
const seenByEveryone = (): SQL =>
  and(
    notInArray(gears.status, ['archived', 'draft']),
    eq(gears.is_hidden, false),
    sellerActive,
    notHeld,
  )!;

/** The listings this viewer may see by their link (undefined: all of them, for staff). */
export function gearVisibleTo(viewer: Viewer | null): SQL | undefined {
  if (viewer?.is_staff) return undefined;
  if (viewer) return or(eq(gears.user_id, viewer.id), seenByEveryone());
  return seenByEveryone();
}

export function canSeeGear(gear: GearState, viewer: Viewer | null): boolean {
  if (viewer?.is_staff || isOwner(gear, viewer)) return true;
  return (
    gear.status !== 'archived' &&
    gear.status !== 'draft' &&
    !gear.is_hidden &&
    !gear.seller_suspended &&
    !gear.held
  );
}

// ---- written ----

/**
 * Why this viewer may change the listing: as its owner, as staff moderating it (only where
 * `staff` allows moderation), or not at all (null).
 */
export function gearWriteRole(
  gear: GearState,
  viewer: Viewer | null,
  { staff }: { staff: boolean },
): 'owner' | 'staff' | null {
  if (isOwner(gear, viewer)) return 'owner';
  if (staff && viewer?.is_staff) return 'staff';
  return null;
}

/** Why the seller and staff see a listing others do not (null: nothing to say). */
export const heldReason = (gear: GearState, viewer: Viewer | null): 'stolen_report' | null =>
  gear.held && (viewer?.is_staff === true || isOwner(gear, viewer)) ? 'stolen_report' : null;

/** The final price of a sale: its seller and staff only, never anyone else (docs/api.md). */
export const canSeeSoldPrice = (gear: GearState, viewer: Viewer | null) =>
  viewer?.is_staff === true || isOwner(gear, viewer);
