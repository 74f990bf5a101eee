// The mail a wanted item's owner gets when listings match what they asked for (gathered per
// owner, features/wanted/match-mail.ts): each listing's brand, model, price and link, and the
// request(s) it answers. Nothing the seller wrote freely (title, description) is in it, and a
// web address typed into a brand or model is cut out: the mail cannot carry a seller's spam.
// Built on the shared link-mail layout, so the text and HTML parts say the same and everything
// users typed is escaped.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';

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

const WORDS: Record<Language, Words> = {
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

type Money = { amount: number; currency: string };
export type WantedMatchGear = {
  id: string;
  brand: string;
  model: string;
  price: Money;
  requests: { description: string; max_price: Money }[];
};
export type WantedMatchInput = {
  language: Language;
  name: string;
  siteUrl: string;
  gears: WantedMatchGear[];
};

const money = (language: Language, { amount, currency }: Money) =>
  formatMoney(amount, currency, language);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
// A web address or mail address in a brand or model is the seller's, not the gear's.
const ADDRESS = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\S+@\S+|\S+\.(?:[a-z]{2,})(?:\/\S*)?/gi;
/** Brand and model on one short line, with no address in them. */
const titleOf = (gear: WantedMatchGear) =>
  shorten(oneLine(`${gear.brand} ${gear.model}`.replace(ADDRESS, ' ')), 80);

export function wantedMatchMail(input: WantedMatchInput): RenderedMail {
  const words = WORDS[input.language];
  const [first] = input.gears;
  const many = input.gears.length > 1;
  const lines = input.gears.flatMap((gear) => [
    words.listing(titleOf(gear), money(input.language, gear.price)),
    // Several listings: each its link; one: the button is its link.
    ...(many ? [`${input.siteUrl}${paths.gear(gear.id)}`] : []),
    ...gear.requests.map((r) =>
      words.request(shorten(oneLine(r.description), 300), money(input.language, r.max_price)),
    ),
  ]);
  return linkMail({
    language: input.language,
    subject: many ? words.subjectMany(input.gears.length) : words.subject(titleOf(first!)),
    name: input.name,
    before: [many ? words.introMany : words.intro, ...lines],
    button: { label: words.button, url: `${input.siteUrl}${paths.gear(first!.id)}` },
    after: [words.why(`${input.siteUrl}/dashboard`)],
  });
}
