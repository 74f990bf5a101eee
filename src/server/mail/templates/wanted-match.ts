// The mail a wanted item's owner gets when listings match what they asked for (gathered per
// owner, features/wanted/match-mail.ts): each listing's brand, model, price and link, and the
// request(s) it answers. Nothing the seller wrote freely (title, description) is in it, and a
// web address typed into a brand or model is cut out: the mail cannot carry a seller's spam.
// Built on the shared link-mail layout, so the text and HTML parts say the same and everything
// users typed is escaped.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { WANTED_MATCH_WORDS } from './wanted-match-words.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';

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
  const words = WANTED_MATCH_WORDS[input.language];
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
