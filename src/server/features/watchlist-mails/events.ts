// Watchlist notifications: when a listing's price drops, it is marked sold, or it comes back on
// sale, everyone who favourited it (and did not switch these mails off) gets an event, and one
// watchlist_mail job per user is queued in the same transaction as the listing's write. The job
// key gathers a user's events into one mail, sent at most once a day (a day after their last).
// This file decides which change is an event; repository.ts records it.

export type WatchlistKind = 'price_drop' | 'sold' | 'back_on_sale';
type GearSnapshot = { price: number; status: string };

/** What a favouriter is told of a change from `before` to `after`, if anything. */
export function watchlistChange(before: GearSnapshot, after: GearSnapshot): WatchlistKind | null {
  if (before.status !== 'sold' && after.status === 'sold') return 'sold';
  if (before.status !== 'active' && after.status === 'active') return 'back_on_sale';
  if (after.status === 'active' && after.price < before.price) return 'price_drop';
  return null;
}
