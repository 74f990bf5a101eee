// Watchlist notifications: when a listing's price drops, it is marked sold, or it comes back on
// sale, everyone who favourited it (and did not switch these mails off) gets an event, and one
// watchlist_mail job per user is queued in the same transaction as the listing's write. The job
// key gathers a user's events into one mail, sent at most once a day (a day after their last).
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';

export type WatchlistKind = 'price_drop' | 'sold' | 'back_on_sale';
type GearSnapshot = { price: number; status: string };

/** What a favouriter is told of a change from `before` to `after`, if anything. */
export function watchlistChange(before: GearSnapshot, after: GearSnapshot): WatchlistKind | null {
  if (before.status !== 'sold' && after.status === 'sold') return 'sold';
  if (before.status !== 'active' && after.status === 'active') return 'back_on_sale';
  if (after.status === 'active' && after.price < before.price) return 'price_drop';
  return null;
}

export async function recordWatchlistEvent(tx: Tx, gearId: string, kind: WatchlistKind) {
  await tx.execute(sql`
    with added as (
      insert into watchlist_events (user_id, gear_id, kind)
      select f.user_id, f.gear_id, ${kind} from favourites f
       where f.gear_id = ${gearId}
         and not exists (select 1 from watchlist_mail_opt_outs o where o.user_id = f.user_id)
      returning user_id
    )
    select graphile_worker.add_job('watchlist_mail', json_build_object('userId', a.user_id),
             run_at => greatest(now(), (select max(w.sent_at) + interval '1 day'
                                          from watchlist_events w where w.user_id = a.user_id)),
             job_key => 'watchlist:' || a.user_id,
             job_key_mode => 'preserve_run_at')
      from (select distinct user_id from added) a`);
}
