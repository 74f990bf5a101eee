// The Atom 1.0 feed of a search (/feeds/gears.atom?<filters of GET gears/>): its newest 50
// listed matches, for feed readers instead of scraping. Built by hand: a handful of elements,
// every text escaped.
import type { Language } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { formatMoney } from '#shared/money.ts';
import { escapeHtml as x } from '#server/lib/escape-html.ts';

export const FEED_SIZE = 50;

type FeedInput = {
  siteUrl: string;
  selfUrl: string;
  resultsUrl: string;
  title: string;
  gears: Gear[];
  /** The language prices are written in (`?lng=`, English by default). */
  language: Language;
};

function entry({ siteUrl, language }: FeedInput, gear: Gear): string {
  const url = `${siteUrl}/itemdetails/${gear.id}`;
  const photo = gear.pictures[0]?.thumbnail;
  const image = photo
    ? `<p><img src="${x(/^https?:/.test(photo) ? photo : `${siteUrl}${photo}`)}" alt=""></p>`
    : '';
  const summary = `${gear.brand} ${gear.model}, ${formatMoney(gear.price, gear.currency, language)}`;
  const html = `${image}<p>${x(summary)}</p><p>${x(gear.description.slice(0, 1000))}</p>`;
  return `<entry>
<id>${x(url)}</id>
<title>${x(gear.name)}</title>
<link rel="alternate" type="text/html" href="${x(url)}"/>
<published>${gear.created_at}</published>
<updated>${gear.updated_at}</updated>
<summary>${x(summary)}</summary>
<content type="html">${x(html)}</content>
</entry>`;
}

export function atomFeed(input: FeedInput): string {
  const { siteUrl, selfUrl, resultsUrl, title, gears } = input;
  const updated = gears.reduce(
    (latest, g) => (g.updated_at > latest ? g.updated_at : latest),
    '1970-01-01T00:00:00.000Z',
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${x(selfUrl)}</id>
<title>${x(title)}</title>
<updated>${new Date(updated).toISOString()}</updated>
<author><name>Air Gear</name><uri>${x(siteUrl)}</uri></author>
<link rel="self" type="application/atom+xml" href="${x(selfUrl)}"/>
<link rel="alternate" type="text/html" href="${x(resultsUrl)}"/>
${gears.map((g) => entry(input, g)).join('\n')}
</feed>
`;
}
