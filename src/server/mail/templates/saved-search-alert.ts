// The mail of a saved search's new matches (instant, daily or weekly): one card per listing
// with its photo, name, price, size and class where known and a link; then the listings it
// matches that got cheaper (price drops, with the price before); then the links to see
// all results, to stop this alert and to stop every alert. Text and HTML parts say the same;
// everything users typed is escaped.
import type { Language } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { MAIL_STRINGS } from '#server/mail/i18n.ts';
import type { RenderedMail } from './layout.ts';
import { ALERT_WORDS } from './saved-search-alert-words.ts';

export type AlertListing = {
  id: string;
  name: string;
  price: number;
  currency: string;
  size?: string;
  enClass?: string;
  photo?: string;
  /** A price drop: the price before it. */
  previousPrice?: number;
};

export type AlertMailInput = {
  language: Language;
  name: string;
  searchName: string;
  siteUrl: string;
  resultsUrl: string;
  unsubscribeUrl: string;
  stopAllUrl: string;
  listings: AlertListing[];
  /** Matches beyond the listings shown. */
  more: number;
  /** Listings of the search that got cheaper (each with `previousPrice`). */
  drops?: AlertListing[];
};

const money = (language: Language, amount: number, currency: string) =>
  formatMoney(amount, currency, language);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function details(input: AlertMailInput, l: AlertListing) {
  const words = ALERT_WORDS[input.language];
  return [
    money(input.language, l.price, l.currency),
    l.previousPrice !== undefined
      ? words.was(money(input.language, l.previousPrice, l.currency))
      : '',
    l.size ? words.size(l.size) : '',
    l.enClass ? words.enClass(l.enClass) : '',
  ].filter(Boolean);
}

const card = (input: AlertMailInput, l: AlertListing, url: string) => `<tr>
<td style="padding:8px 12px 8px 0;vertical-align:top;width:96px">${
  l.photo
    ? `<img src="${escapeHtml(l.photo)}" alt="" width="96" style="display:block;border-radius:6px;max-width:96px">`
    : ''
}</td>
<td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(url)}" style="color:#0f766e;font-weight:600">${escapeHtml(oneLine(l.name))}</a><br>${details(input, l).map(escapeHtml).join(' · ')}</td>
</tr>`;

export function savedSearchAlertMail(input: AlertMailInput): RenderedMail {
  const words = ALERT_WORDS[input.language];
  const common = MAIL_STRINGS[input.language];
  const count = input.listings.length + input.more;
  const drops = input.drops ?? [];
  const search = oneLine(input.searchName);
  // New listings lead; a mail of drops alone says so in its subject and first line.
  const subject =
    count > 0
      ? words.subject(count, search.slice(0, 80))
      : words.dropSubject(drops.length, search.slice(0, 80));
  const intro = count > 0 ? words.intro(count, search) : words.dropIntro(drops.length, search);
  const dropHeading = count > 0 && drops.length > 0 ? words.dropHeading : null;
  const greeting = common.greeting(oneLine(input.name));
  const urlOf = (l: AlertListing) => `${input.siteUrl}/itemdetails/${l.id}`;
  const lines = (listings: AlertListing[]) =>
    listings.flatMap((l) => [
      `- ${oneLine(l.name)}: ${details(input, l).join(', ')}`,
      `  ${urlOf(l)}`,
    ]);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines(input.listings),
    ...(input.listings.length > 0 ? [''] : []),
    ...(input.more > 0 ? [words.more(input.more), ''] : []),
    ...(dropHeading ? [`${dropHeading}:`, ''] : []),
    ...lines(drops),
    ...(drops.length > 0 ? [''] : []),
    `${words.seeAll}: ${input.resultsUrl}`,
    '',
    `${words.stop}: ${input.unsubscribeUrl}`,
    `${words.stopAll}: ${input.stopAllUrl}`,
    '',
    '-- ',
    common.footer,
    '',
  ].join('\n');
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#0f766e">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0f766e">Air Gear</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;width:100%">
${input.listings.map((l) => card(input, l, urlOf(l))).join('\n')}
</table>
${input.more > 0 ? `<p style="margin:16px 0 0">${escapeHtml(words.more(input.more))}</p>` : ''}
${dropHeading ? `<p style="margin:16px 0 0;font-weight:600">${escapeHtml(dropHeading)}</p>` : ''}
${drops.length > 0 ? `<table role="presentation" style="border-collapse:collapse;width:100%">\n${drops.map((l) => card(input, l, urlOf(l))).join('\n')}\n</table>` : ''}
<p style="margin:24px 0">${link(input.resultsUrl, words.seeAll)}</p>
<p style="margin:0;font-size:13px;color:#57534e">${link(input.unsubscribeUrl, words.stop)} · ${link(input.stopAllUrl, words.stopAll)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#78716c">${escapeHtml(common.footer)}</p>
</div>
</body></html>
`;
  return { subject, text, html };
}
