// The mail both sides get when an offer is accepted: which listing, for how much, that it is now
// reserved for the buyer, and a button to the conversation to arrange the rest.
import type { Language } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { linkMail, type RenderedMail } from './layout.ts';

type Words = {
  subject: (listing: string) => string;
  intro: (listing: string, amount: string) => string;
  buyer: string;
  seller: string;
  button: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (listing) => `Offer accepted: ${listing}`,
    intro: (listing, amount) => `The offer of ${amount} for “${listing}” was accepted.`,
    buyer: 'The listing is now reserved for you. Arrange payment and handover with the seller.',
    seller: 'The listing is now reserved for the buyer. Arrange payment and handover with them.',
    button: 'Open the conversation',
  },
  pt: {
    subject: (listing) => `Oferta aceite: ${listing}`,
    intro: (listing, amount) => `A oferta de ${amount} por «${listing}» foi aceite.`,
    buyer:
      'O anúncio está agora reservado para si. Combine o pagamento e a entrega com o vendedor.',
    seller:
      'O anúncio está agora reservado para o comprador. Combine com ele o pagamento e a entrega.',
    button: 'Abrir a conversa',
  },
  es: {
    subject: (listing) => `Oferta aceptada: ${listing}`,
    intro: (listing, amount) => `La oferta de ${amount} por «${listing}» ha sido aceptada.`,
    buyer: 'El anuncio está ahora reservado para ti. Acuerda el pago y la entrega con el vendedor.',
    seller:
      'El anuncio está ahora reservado para el comprador. Acuerda con él el pago y la entrega.',
    button: 'Abrir la conversación',
  },
  fr: {
    subject: (listing) => `Offre acceptée : ${listing}`,
    intro: (listing, amount) => `L’offre de ${amount} pour « ${listing} » a été acceptée.`,
    buyer:
      'L’annonce est maintenant réservée pour vous. Convenez du paiement et de la remise avec le vendeur.',
    seller:
      'L’annonce est maintenant réservée pour l’acheteur. Convenez avec lui du paiement et de la remise.',
    button: 'Ouvrir la conversation',
  },
};

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
  const words = WORDS[input.language];
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
