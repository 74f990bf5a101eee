// Wanted-item matching (docs/api.md): an active listing mails the owner of every open wanted item it
// matches (same gear type and currency, price at most the maximum, brand/model contained when
// given), once per gear. wanted_matches remembers who was told; a row is claimed before the mail
// goes, so two runs at once cannot mail twice. It runs as a job (src/server/jobs/tasks/
// match-wanted.ts) in one transaction with a mailer that queues: claims and mails commit together.
import type { Config } from '#server/app-deps.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { wantedMatchMail } from '#server/mail/templates/wanted-match.ts';
import { claimWantedMatches, listedGearToMatch, wantedItemsToMail } from './matching-repository.ts';

export type MatchDeps = { db: Db | Tx; mailer: Mailer; config: Config };

/** After a gear was created or changed; throws on failure, so the job is tried again. */
export async function notifyWantedMatches({ db, mailer, config }: MatchDeps, gearId: string) {
  const gear = await listedGearToMatch(db, gearId);
  if (!gear) return;
  const claimed = await claimWantedMatches(db, gear);
  if (claimed.length === 0) return;
  const requests = await wantedItemsToMail(db, claimed);
  // One mail per person and gear, even when several of their requests match it.
  const byOwner = Map.groupBy(requests, (r) => r.owner);
  for (const owned of byOwner.values()) {
    const [first] = owned;
    const language = mailLanguage(first!.language);
    await mailer.send({
      to: first!.email,
      ...wantedMatchMail({
        language,
        name: first!.first_name,
        siteUrl: config.siteUrl,
        gear: { ...gear, price: { amount: gear.price, currency: gear.currency } },
        requests: owned.map((r) => ({
          description: r.description,
          max_price: { amount: r.max_price, currency: r.currency },
        })),
      }),
    });
  }
}
