// The words of the daily watchlist mail (features/watchlist-mails/mail.ts) in four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: string;
  intro: string;
  price_drop: (name: string, price: string) => string;
  sold: (name: string, price: string) => string;
  back_on_sale: (name: string, price: string) => string;
  button: string;
  why: string;
};

export const WATCHLIST_WORDS: Record<Language, Words> = {
  en: {
    subject: 'News about gear on your watchlist',
    intro: 'Some listings you saved have changed:',
    price_drop: (n, p) => `Price drop: ${n}, now ${p}.`,
    sold: (n) => `Sold: ${n}.`,
    back_on_sale: (n, p) => `Back on sale: ${n}, ${p}.`,
    button: 'Open my dashboard',
    why: 'You get this e-mail because you saved these listings. You can switch these e-mails off in your account settings.',
  },
  pt: {
    subject: 'Novidades sobre equipamento que guardou',
    intro: 'Alguns anúncios que guardou mudaram:',
    price_drop: (n, p) => `Baixa de preço: ${n}, agora ${p}.`,
    sold: (n) => `Vendido: ${n}.`,
    back_on_sale: (n, p) => `De novo à venda: ${n}, ${p}.`,
    button: 'Abrir o meu painel',
    why: 'Recebe este e-mail porque guardou estes anúncios. Pode desligar estes e-mails nas definições da sua conta.',
  },
  es: {
    subject: 'Novedades del equipo que guardaste',
    intro: 'Algunos anuncios que guardaste han cambiado:',
    price_drop: (n, p) => `Bajada de precio: ${n}, ahora ${p}.`,
    sold: (n) => `Vendido: ${n}.`,
    back_on_sale: (n, p) => `De nuevo a la venta: ${n}, ${p}.`,
    button: 'Abrir mi panel',
    why: 'Recibes este correo porque guardaste estos anuncios. Puedes desactivar estos correos en los ajustes de tu cuenta.',
  },
  fr: {
    subject: 'Du nouveau sur le matériel de votre liste',
    intro: 'Des annonces que vous avez enregistrées ont changé :',
    price_drop: (n, p) => `Baisse de prix : ${n}, désormais ${p}.`,
    sold: (n) => `Vendu : ${n}.`,
    back_on_sale: (n, p) => `De nouveau en vente : ${n}, ${p}.`,
    button: 'Ouvrir mon tableau de bord',
    why: 'Vous recevez cet e-mail parce que vous avez enregistré ces annonces. Vous pouvez désactiver ces e-mails dans les paramètres de votre compte.',
  },
};
