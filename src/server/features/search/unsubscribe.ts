// One-click unsubscribe (RFC 8058): a valid token turns the alerts of its saved search off, or
// with `all` every alert of the search's owner. An unknown or deleted search is not an error:
// a mail client may post twice, and the answer must not reveal which searches exist.
import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { turnAlertsOff } from './saved-search-write-repository.ts';
import { verifyUnsubscribeToken } from './unsubscribe-tokens.ts';

export const INVALID_UNSUBSCRIBE =
  'This unsubscribe link is not valid. Please check that you copied the whole link.';

export async function unsubscribe(db: Db, token: string, all: boolean): Promise<void> {
  const id = await verifyUnsubscribeToken(db, token);
  if (!id) throw new HttpError('invalid_token', INVALID_UNSUBSCRIBE);
  await turnAlertsOff(db, { id, all });
}
