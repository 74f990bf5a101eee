// The mail a wanted item's owner gets when a listing matches what they asked for: the gear, the
// request(s) it answers, a button to the listing. Built on the shared link-mail layout, so the
// text and HTML parts say the same and everything users typed is escaped.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';

type Words = {
  subject: (title: string) => string;
  intro: string;
  listing: (title: string, price: string) => string;
  request: (description: string, maxPrice: string) => string;
  button: string;
  why: (dashboardUrl: string) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (title) => `Gear you are looking for is for sale: ${title}`,
    intro: 'A new listing on Air Gear matches what you asked for.',
    listing: (title, price) => `Listing: ${title}, ${price}.`,
    request: (description, max) => `Your request: “${description}” (up to ${max}).`,
    button: 'See the listing',
    why: (url) =>
      `You get this e-mail because you posted a wanted item on Air Gear. See or delete your requests on your dashboard: ${url}`,
  },
  pt: {
    subject: (title) => `O equipamento que procura está à venda: ${title}`,
    intro: 'Um novo anúncio na Air Gear corresponde ao que pediu.',
    listing: (title, price) => `Anúncio: ${title}, ${price}.`,
    request: (description, max) => `O seu pedido: «${description}» (até ${max}).`,
    button: 'Ver o anúncio',
    why: (url) =>
      `Recebe este e-mail porque publicou um pedido de equipamento na Air Gear. Veja ou apague os seus pedidos no seu painel: ${url}`,
  },
  es: {
    subject: (title) => `El equipo que buscas está a la venta: ${title}`,
    intro: 'Un nuevo anuncio en Air Gear coincide con lo que pediste.',
    listing: (title, price) => `Anuncio: ${title}, ${price}.`,
    request: (description, max) => `Tu solicitud: «${description}» (hasta ${max}).`,
    button: 'Ver el anuncio',
    why: (url) =>
      `Recibes este correo porque publicaste una solicitud de equipo en Air Gear. Consulta o elimina tus solicitudes en tu panel: ${url}`,
  },
  fr: {
    subject: (title) => `Le matériel que vous cherchez est en vente : ${title}`,
    intro: 'Une nouvelle annonce sur Air Gear correspond à votre demande.',
    listing: (title, price) => `Annonce : ${title}, ${price}.`,
    request: (description, max) => `Votre demande : « ${description} » (jusqu’à ${max}).`,
    button: 'Voir l’annonce',
    why: (url) =>
      `Vous recevez cet e-mail parce que vous avez publié une demande de matériel sur Air Gear. Consultez ou supprimez vos demandes depuis votre tableau de bord : ${url}`,
  },
};

type Money = { amount: number; currency: string };
export type WantedMatchInput = {
  language: Language;
  name: string;
  siteUrl: string;
  gear: { id: string; name: string; brand: string; model: string; price: Money };
  requests: { description: string; max_price: Money }[];
};

const money = (language: Language, { amount, currency }: Money) =>
  formatMoney(amount, currency, language);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function wantedMatchMail(input: WantedMatchInput): RenderedMail {
  const words = WORDS[input.language];
  const { gear } = input;
  const title = oneLine(`${gear.brand} ${gear.model}`);
  return linkMail({
    language: input.language,
    // A subject is one line of reasonable length whatever the seller typed.
    subject: shorten(words.subject(title), 150),
    name: input.name,
    before: [
      words.intro,
      words.listing(oneLine(gear.name), money(input.language, gear.price)),
      ...input.requests.map((r) =>
        words.request(shorten(oneLine(r.description), 300), money(input.language, r.max_price)),
      ),
    ],
    button: { label: words.button, url: `${input.siteUrl}${paths.gear(gear.id)}` },
    after: [words.why(`${input.siteUrl}/dashboard`)],
  });
}
