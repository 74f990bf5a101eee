// The wanted_mail job: one mail to a wanted item's owner naming every listing that matched their
// requests since their last one. Before, every matching listing sent its own mail at once with
// the seller's texts in it, so one seller's six listings were six mails of the seller's words to
// a stranger (outside review, third round, finding 4). Now matches wait for the owner's window
// (ALERT_DELAY_SECONDS, as instant saved-search alerts), an owner gets at most
// WANTED_MAILS_PER_DAY such mails a day (later matches wait for the next allowed one), and a
// mail shows each listing's brand, model, price and link: nothing the seller wrote freely.
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { queuedMailer } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { wantedMatchMail } from '#server/mail/templates/wanted-match.ts';
import {
  mailOwner,
  mailTimesSince,
  markMailed,
  queueWantedMailAt,
  waitingMatches,
} from './mail-repository.ts';

export const WANTED_MAILS_PER_DAY = 5;
const DAY_MS = 24 * 3600_000;

/** Sends the owner's gathered mail, or puts it off until the daily cap allows it. */
export async function sendWantedMail({ db, config }: { db: Db; config: Config }, userId: string) {
  await db.transaction(async (tx) => {
    const waiting = await waitingMatches(tx, userId);
    if (waiting.length === 0) return;
    const owner = await mailOwner(tx, userId);
    const shown = owner ? waiting.filter((m) => m.listed) : [];
    // Nothing left to show: marked with the epoch, so they never count as a mail of today.
    if (shown.length === 0) return markMailed(tx, waiting, new Date(0));
    const times = await mailTimesSince(tx, userId, DAY_MS);
    if (times.length >= WANTED_MAILS_PER_DAY) {
      // The oldest of today's mails leaves the window first; the matches wait for it.
      const oldest = times[times.length - 1]!;
      return queueWantedMailAt(tx, userId, new Date(oldest.getTime() + DAY_MS + 1000));
    }
    const byGear = Map.groupBy(shown, (m) => m.gear_id);
    await queuedMailer(tx).send({
      to: owner!.email,
      ...wantedMatchMail({
        language: mailLanguage(owner!.language),
        name: owner!.first_name,
        siteUrl: config.siteUrl,
        gears: [...byGear.values()].map((matches) => {
          const [first] = matches;
          return {
            id: first!.gear_id,
            brand: first!.brand,
            model: first!.model,
            price: { amount: first!.price, currency: first!.currency },
            requests: matches.map((m) => ({
              description: m.description,
              max_price: { amount: m.max_price, currency: m.wanted_currency },
            })),
          };
        }),
      }),
    });
    await markMailed(tx, waiting, new Date());
  });
}
