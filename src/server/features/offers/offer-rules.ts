// What refuses an offer whatever the conversation holds: a listing no longer for sale to this
// buyer, an amount outside the asking price's rules (docs/api.md, "Offers and prices"), too many
// offers in a day. Apart from service.ts, which asks them in the listing's locked transaction.
import { OFFER_MIN_SHARE } from '#shared/contracts/offers.ts';
import type { Tx } from '#server/db/client.ts';
import { HttpError, validationError } from '#server/lib/http-error.ts';
import type { Role } from '#server/policies/conversation-access.ts';
import { isForSale } from '#server/policies/gear-visibility.ts';
import { lockOfferGear } from './locks-repository.ts';

export const tooManyOffers = () =>
  new HttpError('rate_limited', 'You have made too many offers today. Please wait.', {
    headers: { 'Retry-After': '3600' },
  });
const notForSale = () =>
  validationError(
    { gear: ['This listing is no longer for sale.'] },
    'This listing is not for sale.',
  );

type Gear = NonNullable<Awaited<ReturnType<typeof lockOfferGear>>>;

/**
 * The listing, for sale to this conversation's buyer: not sold or archived, not hidden or held
 * (a stolen-gear report), its seller not suspended, not reserved for another buyer.
 */
export async function gearForSale(tx: Tx, gearId: string | null, buyerId: string | null) {
  const gear = gearId ? await lockOfferGear(tx, gearId) : null;
  if (!gear || !isForSale(gear.status) || gear.is_hidden || gear.held || gear.seller_suspended)
    throw notForSale();
  if (gear.reserved_at && gear.reserved_for !== buyerId) throw notForSale();
  return gear;
}

/** The amount against the asking price and the offer it answers, if any. */
export function checkOfferAmount(
  gear: Gear,
  { amount, role, answered }: { amount: number; role: Role; answered: number | undefined },
) {
  const price = Number(gear.price);
  const wrong = (message: string) => validationError({ amount: [message] });
  if (amount > price) throw wrong('An offer cannot be above the asking price.');
  if (role === 'buyer' && gear.price_type !== 'offers' && amount < price * OFFER_MIN_SHARE)
    throw wrong('Offers under half the asking price are only for listings that welcome offers.');
  if (role === 'seller' && answered !== undefined && amount <= answered)
    throw wrong('A counter offer must be above the offer it answers.');
  if (role === 'buyer' && answered !== undefined && amount >= answered)
    throw wrong('Your offer is not below the seller’s: accept theirs instead.');
}
