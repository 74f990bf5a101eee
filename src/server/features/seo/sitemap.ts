// Sitemap XML (sitemaps.org 0.9): an index pointing at pages of at most 50 000 URLs each.
export const SITEMAP_PAGE_SIZE = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export type SitemapEntry = { loc: string; lastmod?: Date | null | undefined };

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

export function urlSet(entries: SitemapEntry[]): string {
  return `${HEAD}<urlset ${NS}>\n${entries.map((e) => entry('url', e)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(entries: SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${entries.map((e) => entry('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}

/** How many gear pages `total` URLs need (none for none). */
export const gearPageCount = (total: number, pageSize = SITEMAP_PAGE_SIZE) =>
  Math.ceil(total / pageSize);

export function robotsTxt(siteUrl: string, disallowed: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
