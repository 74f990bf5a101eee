// Writes a page's head into the built index.html. Every value may come from a user (a listing's
// name, a seller's name), so each is escaped for where it goes: HTML text and attributes, or a
// JSON-LD block in which `<` is \u003c so no `</script>` can close it early.
import type { Language } from '#shared/constants.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
  /** hreflang → absolute URL, including `x-default`. */
  alternates: [string, string][];
  lang: Language;
  ogType: 'website' | 'product' | 'profile';
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** Extra `<meta property>` pairs, e.g. product:price:amount. */
  extra?: [string, string][];
  jsonLd?: object | undefined;
  noindex?: boolean;
};

const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  pt: 'pt_PT',
  es: 'es_ES',
  fr: 'fr_FR',
};

/** JSON for inside <script>: nothing in it can end the element or start a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

export function renderHead(page: PageMeta): string {
  const lines = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
  ];
  // Pages kept out of indexes (private, not found) need no canonical or language versions.
  if (page.noindex) lines.push(meta('name', 'robots', 'noindex'));
  else {
    lines.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}" />`);
    for (const [hreflang, href] of page.alternates)
      lines.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  }
  lines.push(
    meta('property', 'og:site_name', 'Air Gear'),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:locale', OG_LOCALES[page.lang]),
    ...Object.entries(OG_LOCALES)
      .filter(([lng]) => lng !== page.lang)
      .map(([, locale]) => meta('property', 'og:locale:alternate', locale)),
  );
  if (page.image) {
    lines.push(meta('property', 'og:image', page.image));
    if (page.imageAlt) lines.push(meta('property', 'og:image:alt', page.imageAlt));
  }
  for (const [key, value] of page.extra ?? []) lines.push(meta('property', key, value));
  lines.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) lines.push(meta('name', 'twitter:image', page.image));
  if (page.jsonLd)
    lines.push(`<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`);
  return lines.join('\n    ');
}
