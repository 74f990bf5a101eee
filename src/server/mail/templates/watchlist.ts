// The daily watchlist mail: what changed on each saved listing (price drop, sale, back on sale)
// with its link, and a button to the dashboard. Names are the sellers' words: kept to one line.
import type { Language } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { WATCHLIST_WORDS } from './watchlist-words.ts';

export type WatchlistEvent = {
  id: string;
  name: string;
  kind: 'price_drop' | 'sold' | 'back_on_sale';
  price: number;
  currency: string;
};

export function watchlistMail(input: {
  language: Language;
  name: string;
  siteUrl: string;
  events: WatchlistEvent[];
}): RenderedMail {
  const words = WATCHLIST_WORDS[input.language];
  const line = (e: WatchlistEvent) =>
    words[e.kind](
      e.name.replace(/\s+/g, ' ').trim(),
      formatMoney(e.price, e.currency, input.language),
    );
  return linkMail({
    language: input.language,
    subject: words.subject,
    name: input.name,
    before: [
      words.intro,
      ...input.events.map((e) => `${line(e)} ${input.siteUrl}/itemdetails/${e.id}`),
    ],
    button: { label: words.button, url: `${input.siteUrl}/dashboard` },
    after: [words.why],
  });
}
