// The rules of offers (docs/api.md, "Offers and prices"). The buyer offers; the seller counters
// the buyer's open offer; either side may answer the other's open offer with a new one (the
// answered one reads `countered`), accept or decline it. One open offer per side, 48 hours each.
// An accepted offer reserves the listing for the buyer and both sides get a mail. Every refusal
// is decided before anything is written, in the transaction that holds the listing's lock (the
// listing's, the amount's and the daily limit's refusals in offer-rules.ts).
import {
  OFFER_HOURS,
  OFFER_LIMITS,
  type Offer,
  type OfferWrite,
} from '#shared/contracts/offers.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { otherParty, participantRole, type Role } from '#server/policies/conversation-access.ts';
import { isBlocked } from '#server/features/conversations/abuse-repository.ts';
import type { ConversationRow } from '#server/features/conversations/repository.ts';
import { mailAcceptedOffer } from './mail.ts';
import { checkOfferAmount, gearForSale, tooManyOffers } from './offer-rules.ts';
import { lockOffer, lockOpenOffers } from './locks-repository.ts';
import {
  expireStale,
  insertOffer,
  offersMadeSince,
  reserveFor,
  setOfferStatus,
  toOffer,
} from './repository.ts';

const DAY_MS = 24 * 3600_000;
const noOffer = () => notFound('No offer with this id.');

/** 403 when the other side left or blocked the caller (who is not told which). */
async function refuseBlocked(tx: Tx, other: string | null, viewer: Viewer) {
  if (other === null || (await isBlocked(tx, other, viewer.id)))
    throw permissionDenied('You cannot make offers in this conversation.');
}

export async function makeOffer(
  db: Db,
  {
    viewer,
    conversation,
    role,
    input,
  }: {
    viewer: Viewer;
    conversation: ConversationRow;
    role: Role;
    input: OfferWrite;
  },
): Promise<Offer> {
  return db.transaction(async (tx) => {
    const gear = await gearForSale(tx, conversation.gear_id, conversation.buyer_id);
    if (gear.owner === viewer.id && role === 'buyer')
      throw validationError({ gear: ['You cannot make an offer on your own listing.'] });
    await refuseBlocked(tx, otherParty(conversation, role), viewer);
    await expireStale(tx, conversation.id);
    const open = await lockOpenOffers(tx, conversation.id);
    const mine = open.find((o) => o.from_side === role);
    const theirs = open.find((o) => o.from_side !== role);
    if (mine)
      throw validationError({
        amount: ['You already have an open offer here: wait for the answer.'],
      });
    if (role === 'seller' && !theirs)
      throw validationError(
        { amount: ['You cannot make an offer on your own listing: counter an open offer.'] },
        'A seller can only counter an open offer.',
      );
    checkOfferAmount(gear, {
      amount: input.amount,
      role,
      answered: theirs ? Number(theirs.amount) : undefined,
    });
    const made = await offersMadeSince(tx, {
      senderId: viewer.id,
      conversationId: conversation.id,
      since: new Date(Date.now() - DAY_MS),
    });
    if (made.here >= OFFER_LIMITS.perConversationPerDay || made.all >= OFFER_LIMITS.perUserPerDay)
      throw tooManyOffers();
    if (theirs) await setOfferStatus(tx, theirs.id, 'countered');
    const row = await insertOffer(tx, {
      conversation_id: conversation.id,
      sender_id: viewer.id,
      from_side: role,
      amount: input.amount,
      currency: gear.currency,
      note: input.note,
      expires_at: new Date(Date.now() + OFFER_HOURS * 3600_000),
    });
    return toOffer(row);
  });
}

/** Accepts or declines the other side's open offer. */
export async function answerOffer(
  deps: AppDeps,
  { viewer, id, accept }: { viewer: Viewer; id: string; accept: boolean },
): Promise<Offer> {
  return deps.db.transaction(async (tx) => {
    const found = await lockOffer(tx, id);
    const role = found && participantRole(found, viewer);
    if (!found || !role) throw noOffer();
    const { offer } = found;
    if (offer.from_side === role)
      throw permissionDenied('Only the other side can answer an offer.');
    // An offer made before a block is not accepted after it (a reservation, a mail to the blocker).
    await refuseBlocked(tx, otherParty(found, role), viewer);
    if (offer.status !== 'open' || offer.expires_at.getTime() <= Date.now())
      throw validationError(
        { offer: ['This offer is no longer open.'] },
        'This offer is no longer open.',
      );
    if (!accept) return toOffer(await setOfferStatus(tx, offer.id, 'declined'));
    const gear = await gearForSale(tx, found.gear_id, found.buyer_id);
    const accepted = await setOfferStatus(tx, offer.id, 'accepted');
    // The accepting side's own open offer (if any) is answered too.
    for (const other of await lockOpenOffers(tx, offer.conversation_id))
      await setOfferStatus(tx, other.id, 'declined');
    await reserveFor(tx, gear.id, found.buyer_id!);
    await mailAcceptedOffer(tx, deps, {
      offer: accepted,
      gear,
      buyerId: found.buyer_id,
      sellerId: found.seller_id,
    });
    return toOffer(accepted);
  });
}
