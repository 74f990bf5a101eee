// When a side of a conversation may rate the other (docs/api.md "Deal safely"): a real exchange
// (both wrote at least two messages), the first message a day old, the last at most 30 days
// ago. Pure, so the rules are tested without a clock or a database.
import {
  RATING_MIN_AGE_HOURS,
  RATING_MIN_MESSAGES_EACH,
  RATING_WINDOW_DAYS,
} from '#shared/contracts/ratings.ts';

export type Exchange = { buyer: number; seller: number; first: Date | null; last: Date | null };

const HOUR = 3600_000;

/** Why a rating is refused now (a message for the 400), or null when it may be written. */
export function ratingRefusal(exchange: Exchange, now: Date): string | null {
  const { buyer, seller, first, last } = exchange;
  if (buyer < RATING_MIN_MESSAGES_EACH || seller < RATING_MIN_MESSAGES_EACH || !first || !last)
    return `You can rate once both of you have written at least ${RATING_MIN_MESSAGES_EACH} messages.`;
  if (now.getTime() - first.getTime() < RATING_MIN_AGE_HOURS * HOUR)
    return `You can rate ${RATING_MIN_AGE_HOURS} hours after the first message.`;
  if (now.getTime() - last.getTime() > RATING_WINDOW_DAYS * 24 * HOUR)
    return `Ratings are possible up to ${RATING_WINDOW_DAYS} days after the last message.`;
  return null;
}
