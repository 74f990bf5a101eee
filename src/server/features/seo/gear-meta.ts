// The head of a gear's detail page: what a link preview shows (title, cover photo, price) and a
// schema.org Product with its Offer for search engines' rich results.
import type { Language } from '#shared/constants.ts';
import { buildMeta, fullTitle, summary, typeLabel, type PageContext } from './page-meta.ts';
import { isForSale } from '#server/policies/gear-visibility.ts';
import type { PageMeta } from './render-head.ts';
import type { GearTypeRef } from './gear-types-repository.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';

/**
 * What a listing's head says, from its API answer or its own statement (gear-head-source.ts).
 * `status` is the stored one (a reserved listing is `active`); `images` are the large variants'
 * URLs, relative or absolute.
 */
export type GearHead = {
  id: string;
  name: string;
  brand: string;
  model: string;
  description: string;
  price: number;
  currency: string;
  country: string;
  status: string;
  type: GearTypeRef;
  seller: { first_name: string; last_name: string };
  images: string[];
};
type Gear = GearHead;

function countryName(code: string, lng: Language): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The seller's own words when there are some, else a sentence made of the listing's facts. */
function describe(ctx: PageContext, gear: Gear, type: string): string {
  if (gear.description.trim()) return summary(gear.description);
  const vars = {
    type,
    brand: gear.brand,
    model: gear.model,
    price: formatMoney(gear.price, gear.currency, ctx.lng),
    country: countryName(gear.country, ctx.lng),
  };
  return summary(
    ctx.t(gear.country ? 'seo.gearDescription' : 'seo.gearDescriptionNoCountry', vars),
  );
}

export function gearMeta(ctx: PageContext, gear: Gear): PageMeta {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${ctx.siteUrl}${url}`);
  const images = gear.images.map(absolute);
  const type = typeLabel(ctx.t, gear.type);
  const description = describe(ctx, gear, type);
  const inStock = isForSale(gear.status);
  const seller =
    `${gear.seller.first_name} ${gear.seller.last_name}`.trim() || ctx.t('gears.seller');
  // The language-neutral address: the offer is the same whichever language shows it.
  const url = `${ctx.siteUrl}${paths.gear(gear.id)}`;
  const meta = buildMeta(ctx, paths.gear(gear.id), {
    title: fullTitle(`${gear.name} – ${gear.brand} ${gear.model}`),
    description,
    ogType: 'product',
    image: images[0],
    imageAlt: gear.name,
    extra: [
      ['product:price:amount', String(gear.price)],
      ['product:price:currency', gear.currency],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
      ['product:condition', 'used'],
    ],
  });
  meta.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: gear.name,
    brand: { '@type': 'Brand', name: gear.brand },
    model: gear.model,
    category: type,
    description,
    ...(images.length ? { image: images } : {}),
    url,
    offers: {
      '@type': 'Offer',
      price: gear.price,
      priceCurrency: gear.currency,
      itemCondition: 'https://schema.org/UsedCondition',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
      seller: { '@type': 'Person', name: seller },
      ...(gear.country ? { areaServed: gear.country } : {}),
    },
  };
  return meta;
}
