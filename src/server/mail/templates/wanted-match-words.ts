// The words of the wanted-item match mail (wanted-match.ts) in the four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: (title: string) => string;
  subjectMany: (count: number) => string;
  intro: string;
  introMany: string;
  listing: (title: string, price: string) => string;
  request: (description: string, maxPrice: string) => string;
  button: string;
  why: (dashboardUrl: string) => string;
};

export const WANTED_MATCH_WORDS: Record<Language, Words> = {
  en: {
    subject: (title) => `Gear you are looking for is for sale: ${title}`,
    subjectMany: (count) => `${count} listings match the gear you are looking for`,
    intro: 'A new listing on Air Gear matches what you asked for.',
    introMany: 'New listings on Air Gear match what you asked for.',
    listing: (title, price) => `Listing: ${title}, ${price}.`,
    request: (description, max) => `Your request: “${description}” (up to ${max}).`,
    button: 'See the listing',
    why: (url) =>
      `You get this e-mail because you posted a wanted item on Air Gear. See or delete your requests on your dashboard: ${url}`,
  },
  pt: {
    subject: (title) => `O equipamento que procura está à venda: ${title}`,
    subjectMany: (count) => `${count} anúncios correspondem ao equipamento que procura`,
    intro: 'Um novo anúncio na Air Gear corresponde ao que pediu.',
    introMany: 'Novos anúncios na Air Gear correspondem ao que pediu.',
    listing: (title, price) => `Anúncio: ${title}, ${price}.`,
    request: (description, max) => `O seu pedido: «${description}» (até ${max}).`,
    button: 'Ver o anúncio',
    why: (url) =>
      `Recebe este e-mail porque publicou um pedido de equipamento na Air Gear. Veja ou apague os seus pedidos no seu painel: ${url}`,
  },
  es: {
    subject: (title) => `El equipo que buscas está a la venta: ${title}`,
    subjectMany: (count) => `${count} anuncios coinciden con el equipo que buscas`,
    intro: 'Un nuevo anuncio en Air Gear coincide con lo que pediste.',
    introMany: 'Nuevos anuncios en Air Gear coinciden con lo que pediste.',
    listing: (title, price) => `Anuncio: ${title}, ${price}.`,
    request: (description, max) => `Tu solicitud: «${description}» (hasta ${max}).`,
    button: 'Ver el anuncio',
    why: (url) =>
      `Recibes este correo porque publicaste una solicitud de equipo en Air Gear. Consulta o elimina tus solicitudes en tu panel: ${url}`,
  },
  fr: {
    subject: (title) => `Le matériel que vous cherchez est en vente : ${title}`,
    subjectMany: (count) => `${count} annonces correspondent au matériel que vous cherchez`,
    intro: 'Une nouvelle annonce sur Air Gear correspond à votre demande.',
    introMany: 'De nouvelles annonces sur Air Gear correspondent à votre demande.',
    listing: (title, price) => `Annonce : ${title}, ${price}.`,
    request: (description, max) => `Votre demande : « ${description} » (jusqu’à ${max}).`,
    button: 'Voir l’annonce',
    why: (url) =>
      `Vous recevez cet e-mail parce que vous avez publié une demande de matériel sur Air Gear. Consultez ou supprimez vos demandes depuis votre tableau de bord : ${url}`,
  },
};
