// SQL of matching: a listing against every saved search in ONE statement. The filters are
// columns of saved_searches (null = any), matched as the filter table says (search/filters.ts),
// so PostgreSQL finds the searches a listing satisfies in one scan instead of the app looping
// over searches. A match is claimed in saved_search_matches,
// whose primary key (search, gear) means a listing is never sent twice for one search, however
// often it is edited; one edited into a match is new there. Only a listed gear
// (policies/gear-visibility.ts) matches, never for its own seller, and only searches of active
// accounts whose alerts are on.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { gears, savedSearches, users } from '#server/db/schema.ts';
import { gearSeller, savedSearchMatchesGear } from '#server/features/search/filters.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { accountActive } from '#server/policies/user-access.ts';

const s = savedSearches;

/**
 * Claims the new matches of a listing and queues the instant sweep they call for, in the
 * caller's transaction; returns the searches. saved_search_matches has no foreign keys (a check
 * per claimed row was half the cost, migration 0010): the listing's row is locked here once
 * instead, so it cannot be deleted under the claims, and deleting a search or a listing deletes
 * its claims by trigger.
 */
export async function claimMatches(
  tx: Tx,
  { gearId, delaySeconds }: { gearId: string; delaySeconds: number },
): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    with gear as materialized (
      select ${gears.id} from ${gears} where ${and(eq(gears.id, gearId), listedGear())}
         for key share of ${gears}
    ), claimed as (
      insert into saved_search_matches (saved_search_id, gear_id)
      select ${s.id}, ${gears.id} from gear join ${gears} using (id) join ${users} on ${gearSeller}
        join ${s} on ${savedSearchMatchesGear}
       where ${s.frequency} <> 'off' and ${s.user_id} <> ${gears.user_id} and ${accountActive(s.user_id)}
      on conflict do nothing
      returning saved_search_id
    ), queued as (
      -- One sweep per gathering window, whatever the number of instant searches matched: the
      -- first match sets its time, later ones join it (preserve_run_at); one already running
      -- keeps going and a new one is queued. The queue name runs sweeps one at a time.
      select graphile_worker.add_job('saved_search_sweep', '{}'::json,
               queue_name => 'alert-sweep', run_at => now() + make_interval(secs => ${delaySeconds}),
               job_key => 'alert-sweep', job_key_mode => 'preserve_run_at')
       where exists (select 1 from claimed join ${s} on ${s.id} = claimed.saved_search_id
                      where ${s.frequency} = 'instant')
    )
    select saved_search_id as id from claimed, (select count(*) from queued) as q`);
  return rows.map((r) => r.id);
}
