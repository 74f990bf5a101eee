// SQL of matching: a listing against every saved search in ONE statement. The filters are
// columns of saved_searches (null = any), so PostgreSQL finds the searches a listing satisfies in
// one scan instead of the app looping over searches. A match is claimed in saved_search_matches,
// whose primary key (search, gear) means a listing is never sent twice for one search, however
// often it is edited; one edited into a match is new there. Only a listed gear
// (policies/gear-visibility.ts) matches, never for its own seller, and only searches of active
// accounts whose alerts are on.
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { gears, itemRecords, savedSearches, users } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

const s = savedSearches;
const anyOr = (column: SQLWrapper, value: SQLWrapper) =>
  sql`(${column} is null or ${column} = ${value})`;
const contains = (haystack: SQLWrapper, needle: SQLWrapper) =>
  sql`(${needle} is null or strpos(lower(${haystack}), lower(${needle})) > 0)`;
const hasCertificate = sql`exists (select 1 from ${itemRecords} where ${itemRecords.gear_id} = ${gears.id})`;
const certifiedSeller = sql`(select ${users.is_certified_seller} from ${users} where ${users.id} = ${gears.user_id})`;
// An anti-join with the few suspended accounts: a lookup of the owner per matching search cost
// as much as the whole scan of the searches when a listing matched thousands of them.
const ownerActive = sql`not exists (select 1 from ${users} where ${users.id} = ${s.user_id} and ${users.is_suspended})`;

export const searchMatchesGear = and(
  anyOr(s.gear_type_id, gears.gear_type_id),
  anyOr(s.currency, gears.currency),
  sql`(${s.max_price} is null or ${s.max_price} >= ${gears.price})`,
  sql`(${s.min_price} is null or ${s.min_price} <= ${gears.price})`,
  anyOr(s.country, gears.country),
  anyOr(s.seller_id, gears.user_id),
  anyOr(s.status, gears.status),
  contains(gears.name, s.name_text),
  contains(gears.brand, s.brand_text),
  contains(gears.model, s.model_text),
  sql`(${s.text_query} is null or ${gears.search_vector} @@ to_tsquery('simple', ${s.text_query}))`,
  sql`(${s.has_certificate} is null or ${s.has_certificate} = ${hasCertificate})`,
  sql`(${s.certified_seller} is null or ${s.certified_seller} = ${certifiedSeller})`,
)!;

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
      select ${s.id}, ${gears.id} from gear join ${gears} using (id) join ${s} on ${searchMatchesGear}
       where ${s.frequency} <> 'off' and ${s.user_id} <> ${gears.user_id} and ${ownerActive}
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
