// SQL of watchlist mails: the opt-out switch, the events a listing's change records for its
// favouriters (with one watchlist_mail job per user, see events.ts), and the mail job's reads.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, users, watchlistEvents, watchlistMailOptOuts } from '#server/db/schema.ts';
import { gearVisibleTo } from '#server/policies/gear-visibility.ts';
import { activeAccount } from '#server/policies/user-access.ts';
import type { WatchlistKind } from './events.ts';

export const watchlistMailsEnabled = async (db: Db, userId: string) =>
  (
    await db
      .select({ id: watchlistMailOptOuts.user_id })
      .from(watchlistMailOptOuts)
      .where(eq(watchlistMailOptOuts.user_id, userId))
  ).length === 0;

export async function setWatchlistMails(
  db: Db,
  { userId, enabled }: { userId: string; enabled: boolean },
) {
  if (enabled)
    await db.delete(watchlistMailOptOuts).where(eq(watchlistMailOptOuts.user_id, userId));
  else await db.insert(watchlistMailOptOuts).values({ user_id: userId }).onConflictDoNothing();
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

/** The recipient, locked, unless suspended or opted out since the events were recorded. */
export async function lockMailRecipient(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ email: users.email, name: users.first_name, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        activeAccount(),
        sql`not exists (select 1 from ${watchlistMailOptOuts} where ${watchlistMailOptOuts.user_id} = ${users.id})`,
      ),
    )
    .for('update');
  return user;
}

/** The user's unsent events of listings still visible by their link, marked sent. */
export async function markEventsSent(tx: Tx, userId: string) {
  return tx
    .update(watchlistEvents)
    .set({ sent_at: sql`now()` })
    .from(gears)
    .where(
      and(
        eq(watchlistEvents.user_id, userId),
        isNull(watchlistEvents.sent_at),
        eq(gears.id, watchlistEvents.gear_id),
        gearVisibleTo(null),
      ),
    )
    .returning({
      id: gears.id,
      name: gears.name,
      kind: watchlistEvents.kind,
      price: gears.price,
      currency: gears.currency,
    });
}
