// Publishing a draft and copying a listing into one. Publishing queues the matching a draft
// never had (wanted items, saved-search alerts) in the same transaction as the change.
import type { Db } from '#server/db/client.ts';
import { copyGearAsDraft, publishDraftRow } from './draft-repository.ts';
import { queueMatching } from './service.ts';

/** A draft becomes active; any other status is left as it is (publishing twice is harmless). */
export async function publishGear(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (await publishDraftRow(tx, id)) await queueMatching(tx, id, 'active');
  });
}

/** The copy's id: same facts and price, a draft of the owner, no photos or certificates. */
export async function duplicateGear(
  db: Db,
  { id, ownerId }: { id: string; ownerId: string },
): Promise<string> {
  return copyGearAsDraft(db, { id, ownerId });
}
