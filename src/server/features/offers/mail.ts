// The accepted-offer mails, queued in the transaction that accepts the offer: they exist exactly
// when the acceptance does. Not to a deleted or suspended account.
import type { AppDeps } from '#server/app-deps.ts';
import type { Tx } from '#server/db/client.ts';
import { queuedMailer } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { offerAcceptedMail } from '#server/mail/templates/offer-accepted.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import { findRecipient } from '#server/features/conversations/mail-repository.ts';
import type { OfferRow } from './repository.ts';

export async function mailAcceptedOffer(
  tx: Tx,
  { config }: AppDeps,
  args: {
    offer: OfferRow;
    gear: { name: string; currency: string };
    buyerId: string | null;
    sellerId: string | null;
  },
) {
  const sides = [
    ['buyer', args.buyerId],
    ['seller', args.sellerId],
  ] as const;
  for (const [side, userId] of sides) {
    const user = userId ? await findRecipient(tx, userId) : undefined;
    if (!user || !isActiveAccount(user)) continue;
    await queuedMailer(tx).send({
      to: user.email,
      ...offerAcceptedMail({
        language: mailLanguage(user.language),
        name: user.first_name,
        siteUrl: config.siteUrl,
        listing: args.gear.name,
        amount: Number(args.offer.amount),
        currency: args.offer.currency,
        side,
        conversationId: args.offer.conversation_id,
      }),
    });
  }
}
