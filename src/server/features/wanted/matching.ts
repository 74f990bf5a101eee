// Wanted-item matching (docs/api.md): an active listing is claimed for every open wanted item it
// matches (same gear type and currency, price at most the maximum, brand/model contained when
// given), once per gear; wanted_matches remembers it, so two runs at once cannot claim twice.
// The owner is not mailed here: each owner's matches wait for one gathered mail (the
// wanted_mail job, match-mail.ts), queued in the same transaction as the claims. It runs as a job
// (src/server/jobs/tasks/match-wanted.ts).
import type { Config } from '#server/app-deps.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { ownersOf, queueWantedMail } from './mail-repository.ts';
import { claimWantedMatches, listedGearToMatch } from './matching-repository.ts';

export type MatchDeps = { db: Db | Tx; config: Config };

/** After a gear was created or changed; throws on failure, so the job is tried again. */
export async function notifyWantedMatches({ db, config }: MatchDeps, gearId: string) {
  const gear = await listedGearToMatch(db, gearId);
  if (!gear) return;
  const claimed = await claimWantedMatches(db, gear);
  if (claimed.length === 0) return;
  for (const owner of await ownersOf(db, claimed))
    await queueWantedMail(db, owner, config.alertDelaySeconds);
}
