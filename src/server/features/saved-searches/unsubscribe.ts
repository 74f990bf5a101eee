// One-click unsubscribe (RFC 8058): a valid token turns the alerts of its saved search off, or
// with `all` every alert of the search's owner. An unknown or deleted search is not an error:
// a mail client may post twice, and the answer must not reveal which searches exist.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { savedSearches } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { verifyUnsubscribeToken } from './unsubscribe-tokens.ts';

export const INVALID_UNSUBSCRIBE =
  'This unsubscribe link is not valid. Please check that you copied the whole link.';

export async function unsubscribe(db: Db, token: string, all: boolean): Promise<void> {
  const id = await verifyUnsubscribeToken(db, token);
  if (!id) throw new HttpError('invalid_token', INVALID_UNSUBSCRIBE);
  const [search] = await db
    .select({ user_id: savedSearches.user_id })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!search) return;
  await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(all ? eq(savedSearches.user_id, search.user_id) : eq(savedSearches.id, id));
}
