// Matching a new or edited listing against the saved searches (the match_saved_searches job). The
// matches are claimed and the instant alerts they call for are queued in the caller's transaction
// (matching-repository.ts): an instant search's mail waits `delaySeconds` to gather more matches
// (later matches join the waiting mail) and never comes sooner than 5 minutes after its last
// one. Daily and weekly searches wait for their digest.
import type { Tx } from '#server/db/client.ts';
import { claimMatches } from './matching-repository.ts';

/** Returns the searches the listing newly matched. */
export async function matchSavedSearches(
  tx: Tx,
  options: { gearId: string; delaySeconds: number },
): Promise<string[]> {
  return claimMatches(tx, options);
}
