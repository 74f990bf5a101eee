// The words of the saved-search alert mail (saved-search-alert.ts) in the four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: (count: number, search: string) => string;
  intro: (count: number, search: string) => string;
  size: (size: string) => string;
  enClass: (enClass: string) => string;
  more: (count: number) => string;
  seeAll: string;
  stop: string;
  stopAll: string;
  /** A mail of price drops only (the search's listings that got cheaper). */
  dropSubject: (count: number, search: string) => string;
  dropIntro: (count: number, search: string) => string;
  /** The heading of the drops below new listings. */
  dropHeading: string;
  was: (price: string) => string;
};

export const ALERT_WORDS: Record<Language, Words> = {
  en: {
    subject: (n, search) => `${n === 1 ? '1 new listing' : `${n} new listings`} for “${search}”`,
    intro: (n, search) =>
      `${n === 1 ? 'A new listing matches' : `${n} new listings match`} your saved search “${search}”.`,
    size: (size) => `size ${size}`,
    enClass: (c) => `class ${c}`,
    more: (n) => `…and ${n} more.`,
    seeAll: 'See all results',
    stop: 'Stop this alert',
    stopAll: 'Stop all alerts',
    dropSubject: (n, search) =>
      `Price drop: ${n === 1 ? '1 listing' : `${n} listings`} for “${search}”`,
    dropIntro: (n, search) =>
      `${n === 1 ? 'A listing that matches' : `${n} listings that match`} your saved search “${search}” ${n === 1 ? 'is' : 'are'} now cheaper.`,
    dropHeading: 'Now cheaper',
    was: (price) => `was ${price}`,
  },
  pt: {
    subject: (n, search) =>
      `${n === 1 ? '1 novo anúncio' : `${n} novos anúncios`} para «${search}»`,
    intro: (n, search) =>
      `${n === 1 ? 'Um novo anúncio corresponde' : `${n} novos anúncios correspondem`} à sua pesquisa guardada «${search}».`,
    size: (size) => `tamanho ${size}`,
    enClass: (c) => `classe ${c}`,
    more: (n) => `…e mais ${n}.`,
    seeAll: 'Ver todos os resultados',
    stop: 'Parar este alerta',
    stopAll: 'Parar todos os alertas',
    dropSubject: (n, search) =>
      `Baixa de preço: ${n === 1 ? '1 anúncio' : `${n} anúncios`} para «${search}»`,
    dropIntro: (n, search) =>
      `${n === 1 ? 'Um anúncio que corresponde' : `${n} anúncios que correspondem`} à sua pesquisa guardada «${search}» ${n === 1 ? 'está' : 'estão'} agora mais ${n === 1 ? 'barato' : 'baratos'}.`,
    dropHeading: 'Agora mais barato',
    was: (price) => `antes ${price}`,
  },
  es: {
    subject: (n, search) =>
      `${n === 1 ? '1 anuncio nuevo' : `${n} anuncios nuevos`} para «${search}»`,
    intro: (n, search) =>
      `${n === 1 ? 'Un anuncio nuevo coincide' : `${n} anuncios nuevos coinciden`} con tu búsqueda guardada «${search}».`,
    size: (size) => `talla ${size}`,
    enClass: (c) => `clase ${c}`,
    more: (n) => `…y ${n} más.`,
    seeAll: 'Ver todos los resultados',
    stop: 'Detener esta alerta',
    stopAll: 'Detener todas las alertas',
    dropSubject: (n, search) =>
      `Bajada de precio: ${n === 1 ? '1 anuncio' : `${n} anuncios`} para «${search}»`,
    dropIntro: (n, search) =>
      `${n === 1 ? 'Un anuncio que coincide' : `${n} anuncios que coinciden`} con tu búsqueda guardada «${search}» ${n === 1 ? 'ahora es más barato' : 'ahora son más baratos'}.`,
    dropHeading: 'Ahora más barato',
    was: (price) => `antes ${price}`,
  },
  fr: {
    subject: (n, search) =>
      `${n === 1 ? '1 nouvelle annonce' : `${n} nouvelles annonces`} pour « ${search} »`,
    intro: (n, search) =>
      `${n === 1 ? 'Une nouvelle annonce correspond' : `${n} nouvelles annonces correspondent`} à votre recherche enregistrée « ${search} ».`,
    size: (size) => `taille ${size}`,
    enClass: (c) => `classe ${c}`,
    more: (n) => `…et ${n} de plus.`,
    seeAll: 'Voir tous les résultats',
    stop: 'Arrêter cette alerte',
    stopAll: 'Arrêter toutes les alertes',
    dropSubject: (n, search) =>
      `Baisse de prix : ${n === 1 ? '1 annonce' : `${n} annonces`} pour « ${search} »`,
    dropIntro: (n, search) =>
      `${n === 1 ? 'Une annonce qui correspond' : `${n} annonces qui correspondent`} à votre recherche enregistrée « ${search} » ${n === 1 ? 'est' : 'sont'} désormais moins ${n === 1 ? 'chère' : 'chères'}.`,
    dropHeading: 'Désormais moins cher',
    was: (price) => `au lieu de ${price}`,
  },
};
