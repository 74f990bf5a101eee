// The words of the offer-accepted mail (offer-accepted.ts) in the four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: (listing: string) => string;
  intro: (listing: string, amount: string) => string;
  buyer: string;
  seller: string;
  button: string;
};

export const OFFER_ACCEPTED_WORDS: Record<Language, Words> = {
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
