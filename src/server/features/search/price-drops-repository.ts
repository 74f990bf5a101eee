// SQL of price-drop alerts: a saved search with `price_drops` hears when a listing it matches
// gets cheaper, in its own mails (instant, daily or weekly, as its new matches). A drop is the
// one the listing's trigger keeps (migration 0022: a lower price in the same currency, stamped
// `price_changed_at`), claimed once per search, listing and drop (the primary key) by the
// match_saved_searches job that the listing's write queued, with the filter table's matching
// (filters.ts) and the listed-gear rule. Not claimed: a search's own seller, searches created
// after the drop, drops older than a week (an edit weeks later announces nothing old), and a
// listing whose new-match mail is still to go (it will show the new price anyway).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  gears,
  savedSearches,
  savedSearchMatches,
  savedSearchPriceDrops,
  users,
} from '#server/db/schema.ts';
import { gearSeller, savedSearchMatchesGear } from '#server/features/search/filters.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { accountActive } from '#server/policies/user-access.ts';

const s = savedSearches;
const d = savedSearchPriceDrops;

/** A drop still worth a mail: its listing is listed and no dearer than the dropped price. */
const dropStillTrue = sql`${listedGear()} and ${gears.price} <= ${d.price}`;

/** The search has a drop to mail (the sweep's and the digest's choice of searches). */
export const hasDueDrop = sql`exists (select 1 from ${d} join ${gears} on ${gears.id} = ${d.gear_id}
  where ${d.saved_search_id} = ${s.id} and ${d.sent_at} is null and ${dropStillTrue})`;

/**
 * Claims the listing's last drop for every search that wants it and queues the instant sweep
 * when an instant search is among them, in the caller's transaction; returns the searches.
 */
export async function claimPriceDrops(
  tx: Tx,
  { gearId, delaySeconds }: { gearId: string; delaySeconds: number },
): Promise<string[]> {
  const m = savedSearchMatches;
  const { rows } = await tx.execute<{ id: string }>(sql`
    with gear as materialized (
      select ${gears.id} from ${gears}
       where ${and(eq(gears.id, gearId), listedGear())}
         and ${gears.price} < ${gears.previous_price}
         and ${gears.price_changed_at} > now() - interval '7 days'
         for key share of ${gears}
    ), claimed as (
      insert into ${d} (saved_search_id, gear_id, dropped_at, price, previous_price)
      select ${s.id}, ${gears.id}, ${gears.price_changed_at}, ${gears.price}, ${gears.previous_price}
        from gear join ${gears} using (id) join ${users} on ${gearSeller}
        join ${s} on ${savedSearchMatchesGear}
       where ${s.price_drops} and ${s.frequency} <> 'off' and ${s.user_id} <> ${gears.user_id}
         and ${accountActive(s.user_id)} and ${s.created_at} <= ${gears.price_changed_at}
         and not exists (select 1 from ${m} where ${m.saved_search_id} = ${s.id}
                            and ${m.gear_id} = ${gears.id} and ${m.sent_at} is null)
      on conflict do nothing
      returning saved_search_id
    ), queued as (
      -- The new matches' sweep (matching-repository.ts): the same job key and queue.
      select graphile_worker.add_job('saved_search_sweep', '{}'::json,
               queue_name => 'alert-sweep', run_at => now() + make_interval(secs => ${delaySeconds}),
               job_key => 'alert-sweep', job_key_mode => 'preserve_run_at')
       where exists (select 1 from claimed join ${s} on ${s.id} = claimed.saved_search_id
                      where ${s.frequency} = 'instant')
    )
    select saved_search_id as id from claimed, (select count(*) from queued) as q`);
  return rows.map((r) => r.id);
}

export type TakenDrop = { searchId: string; gearId: string; previousPrice: number };

/**
 * Marks the unsent drops of these searches that are still true and whose listing still matches
 * the search as sent, and each search with any as mailed now; returns one per search and
 * listing (two quick drops read as one, from the highest price before them).
 */
export async function takeUnsentDrops(tx: Tx, searchIds: string[]): Promise<TakenDrop[]> {
  const { rows } = await tx.execute<{ searchId: string; gearId: string; previous: string }>(sql`
    with sent as (
      update ${d} set sent_at = now()
        from ${s}, ${gears}, ${users}
       where ${d.saved_search_id} = ${s.id} and ${gears.id} = ${d.gear_id} and ${gearSeller}
         and ${d.saved_search_id} in ${searchIds} and ${d.sent_at} is null
         and ${dropStillTrue} and ${savedSearchMatchesGear}
      returning ${d.saved_search_id} as search_id, ${d.gear_id} as gear_id, ${d.previous_price} as previous
    ), mailed as (
      update ${s} set last_sent_at = now() where ${s.id} in (select search_id from sent)
    )
    select search_id as "searchId", gear_id as "gearId", max(previous)::text as previous
      from sent group by search_id, gear_id`);
  return rows.map((r) => ({
    searchId: r.searchId,
    gearId: r.gearId,
    previousPrice: Number(r.previous),
  }));
}
