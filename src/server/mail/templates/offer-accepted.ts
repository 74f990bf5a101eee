// The mail both sides get when an offer is accepted: which listing, for how much, that it is now
// reserved for the buyer, and a button to the conversation to arrange the rest.
import type { Language } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { OFFER_ACCEPTED_WORDS } from './offer-accepted-words.ts';

export function offerAcceptedMail(input: {
  language: Language;
  name: string;
  siteUrl: string;
  listing: string;
  amount: number;
  currency: string;
  side: 'buyer' | 'seller';
  conversationId: string;
}): RenderedMail {
  const words = OFFER_ACCEPTED_WORDS[input.language];
  const listing = input.listing.replace(/\s+/g, ' ').trim().slice(0, 100);
  return linkMail({
    language: input.language,
    subject: words.subject(listing),
    name: input.name,
    before: [
      words.intro(listing, formatMoney(input.amount, input.currency, input.language)),
      words[input.side],
    ],
    button: { label: words.button, url: `${input.siteUrl}/messages/${input.conversationId}` },
    after: [],
  });
}
