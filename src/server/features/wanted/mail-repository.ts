// SQL of the gathered wanted-item mails (match-mail.ts): the owner's matches waiting for a mail,
// how many mails the owner had today, marking the ones a mail names, and the job that sends it.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, users, wantedItems, wantedMatches } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { activeAccount } from '#server/policies/user-access.ts';

type Executor = Db | Tx;

/**
 * Queues the owner's mail `delaySeconds` from now unless one is already waiting: matches that
 * arrive meanwhile join it (the saved-search sweep's window). One job key per owner.
 */
export async function queueWantedMail(db: Executor, userId: string, delaySeconds: number) {
  await db.execute(
    sql`select graphile_worker.add_job('wanted_mail', json_build_object('userId', ${userId}::text),
         run_at => now() + make_interval(secs => ${delaySeconds}),
         job_key => ${`wanted-mail:${userId}`}, job_key_mode => 'preserve_run_at')`,
  );
}

/** Queues the owner's mail for a given time (after the daily cap), replacing a waiting one. */
export async function queueWantedMailAt(db: Executor, userId: string, at: Date) {
  await db.execute(
    sql`select graphile_worker.add_job('wanted_mail', json_build_object('userId', ${userId}::text),
         run_at => ${at.toISOString()}::timestamptz,
         job_key => ${`wanted-mail:${userId}`}, job_key_mode => 'replace')`,
  );
}

/** The owners of the given wanted items. */
export async function ownersOf(db: Executor, wantedIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ owner: wantedItems.user_id })
    .from(wantedItems)
    .where(inArray(wantedItems.id, wantedIds));
  return rows.map((r) => r.owner);
}

/** The times of the owner's wanted mails of the last `withinMs`, newest first (one per mail). */
export async function mailTimesSince(db: Executor, userId: string, withinMs: number) {
  const since = new Date(Date.now() - withinMs);
  const rows = await db
    .selectDistinct({ at: wantedMatches.mailed_at })
    .from(wantedMatches)
    .innerJoin(wantedItems, eq(wantedItems.id, wantedMatches.wanted_item_id))
    .where(and(eq(wantedItems.user_id, userId), gt(wantedMatches.mailed_at, since)))
    .orderBy(desc(wantedMatches.mailed_at));
  return rows.map((r) => r.at!);
}

/**
 * The owner's matches waiting for a mail, locked (a second run at once waits), with what the
 * mail shows: the listing's structured facts (never its free texts) and the owner's request.
 * A match whose listing is no longer listed, or whose request closed, is left out and marked.
 */
export async function waitingMatches(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      wanted_item_id: wantedMatches.wanted_item_id,
      gear_id: wantedMatches.gear_id,
      listed: sql<boolean>`(${listedGear()}) and ${wantedItems.status} = 'open'`,
      brand: gears.brand,
      model: gears.model,
      price: gears.price,
      currency: gears.currency,
      description: wantedItems.description,
      max_price: wantedItems.max_price,
      wanted_currency: wantedItems.currency,
    })
    .from(wantedMatches)
    .innerJoin(wantedItems, eq(wantedItems.id, wantedMatches.wanted_item_id))
    .innerJoin(gears, eq(gears.id, wantedMatches.gear_id))
    .where(and(eq(wantedItems.user_id, userId), isNull(wantedMatches.mailed_at)))
    .orderBy(wantedMatches.notified_at)
    .for('update', { of: wantedMatches });
  return rows;
}

/** The owner as the mail addresses them; null once the account is gone or not active. */
export async function mailOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), activeAccount()))
    .limit(1);
  return row ?? null;
}

/** Marks the matches as named by the mail sent now (or dropped). */
export async function markMailed(
  tx: Tx,
  matches: { wanted_item_id: string; gear_id: string }[],
  at: Date,
) {
  for (const m of matches)
    await tx
      .update(wantedMatches)
      .set({ mailed_at: at })
      .where(
        and(
          eq(wantedMatches.wanted_item_id, m.wanted_item_id),
          eq(wantedMatches.gear_id, m.gear_id),
        ),
      );
}
