// Offers in a conversation (docs/api.md, "Offers and prices"): the buyer offers, the seller
// counters the open one, the other side accepts or declines; an offer is open for 48 hours.
import { z } from 'zod';
import { CURRENCIES } from '#shared/constants.ts';
import { dateTimeSchema, idSchema, longText } from './common.ts';
import { priceSchema } from './gear-write.ts';

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_HOURS = 48;
export const OFFER_NOTE_MAX = 500;
/** Under this share of the asking price, only where the seller chose "offers welcome". */
export const OFFER_MIN_SHARE = 0.5;
/** Against offer spam: offers one user may make per conversation a day, and in all a day. */
export const OFFER_LIMITS = { perConversationPerDay: 5, perUserPerDay: 30 };

export const offerWriteSchema = z.object({
  amount: priceSchema.refine((n) => n > 0, 'Enter an amount above 0.'),
  note: longText().max(OFFER_NOTE_MAX).default(''),
});
export type OfferWrite = z.infer<typeof offerWriteSchema>;
export type OfferWriteInput = z.input<typeof offerWriteSchema>;

export const offerSchema = z.object({
  id: idSchema,
  conversation: idSchema,
  from: z.enum(['buyer', 'seller']),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  note: z.string(),
  status: z.enum(OFFER_STATUSES),
  expires_at: dateTimeSchema,
  created_at: dateTimeSchema,
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.array(offerSchema);
