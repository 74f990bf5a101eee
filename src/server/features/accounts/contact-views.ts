// The daily budget of profiles whose contact details one user may see (policies/user-access.ts):
// a row per (viewer, profile, day), so seeing the same profile again the same day is free, and
// the count holds across server processes.
import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { CONTACT_PROFILES_PER_DAY } from '#server/policies/user-access.ts';
import { countContactViews, insertContactView, lockContactViews } from './repository.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Counts this profile for the viewer today, or answers 429 once the day's budget is spent. */
export async function spendContactView(db: Db, viewerId: string, userId: string) {
  await db.transaction(async (tx) => {
    await lockContactViews(tx, viewerId);
    const day = today();
    if ((await countContactViews(tx, { viewerId, day, userId })) > 0) return;
    const spent = await countContactViews(tx, { viewerId, day });
    if (spent >= CONTACT_PROFILES_PER_DAY)
      throw new HttpError(
        'rate_limited',
        `You can see the contact details of at most ${CONTACT_PROFILES_PER_DAY} profiles a day. Send a message instead, or try again tomorrow.`,
        { headers: { 'Retry-After': '3600' } },
      );
    await insertContactView(tx, { viewerId, userId, day });
  });
}
