// Matching a new or edited listing against the saved searches (the match_saved_searches job). The
// matches are claimed and, when an instant search is among them, the window's sweep queued in
// the caller's transaction (matching-repository.ts): the sweep waits `delaySeconds` to gather
// more matches (later matches join it) and mails no search sooner than a minute after its last
// mail (alerts.ts). Daily and weekly searches wait for their digest. A listing that got cheaper
// is then claimed for the searches that want its price drops (price-drops-repository.ts); new
// matches go first, so a listing the drop brought into a search is mailed as new, once.
import type { Tx } from '#server/db/client.ts';
import { claimMatches } from './matching-repository.ts';
import { claimPriceDrops } from './price-drops-repository.ts';

/** Returns the searches the listing newly matched. */
export async function matchSavedSearches(
  tx: Tx,
  options: { gearId: string; delaySeconds: number },
): Promise<string[]> {
  const matched = await claimMatches(tx, options);
  await claimPriceDrops(tx, options);
  return matched;
}
