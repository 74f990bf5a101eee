// The daily budget of profiles whose contact details one user may see (policies/user-access.ts):
// a row per (viewer, profile, day), so seeing the same profile again the same day is free, and
// the count holds across server processes.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactViews } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { CONTACT_PROFILES_PER_DAY } from '#server/policies/user-access.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Counts this profile for the viewer today, or answers 429 once the day's budget is spent. */
export async function spendContactView(db: Db, viewerId: string, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'contact:' + viewerId}))`);
    const day = today();
    const mine = and(eq(contactViews.viewer_id, viewerId), eq(contactViews.day, day));
    const [seen] = await tx
      .select({ n: count() })
      .from(contactViews)
      .where(and(mine, eq(contactViews.user_id, userId)));
    if (seen?.n) return;
    const [spent] = await tx.select({ n: count() }).from(contactViews).where(mine);
    if ((spent?.n ?? 0) >= CONTACT_PROFILES_PER_DAY)
      throw new HttpError(
        'rate_limited',
        `You can see the contact details of at most ${CONTACT_PROFILES_PER_DAY} profiles a day. Send a message instead, or try again tomorrow.`,
        { headers: { 'Retry-After': '3600' } },
      );
    await tx.insert(contactViews).values({ viewer_id: viewerId, user_id: userId, day });
  });
}
