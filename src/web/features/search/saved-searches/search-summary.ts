// What a saved search finds, in words ("Paraglider Wing · fits 88 kg · EN B · from 2020"): one
// phrase per filter of GET gears/, typed over every key of the shared filter schema
// (src/shared/contracts/gear-filters.ts), so a new filter does not compile until it says how it
// reads here too, as it must in the list, the feed and the matchers.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  GEAR_FILTER_KEYS,
  RADIUS_KM_DEFAULT,
  type GearFilterKey,
  type GearFilters,
} from '#shared/contracts/gear-filters.ts';
import { parseGearFilters } from '#shared/contracts/gear-list-query.ts';
import { countryName } from '#web/lib/country-names.ts';
import { formatPrice } from '#web/lib/format.ts';
import { formatNumber } from '#web/lib/format-dates.ts';
import { useGearTypeLabel } from '#web/lib/gear-types.ts';

type Context = {
  t: TFunction;
  language: string;
  typeLabel: (id: string) => string;
  filters: GearFilters;
};
type Phrase<K extends GearFilterKey> = (value: NonNullable<GearFilters[K]>, c: Context) => string;

// Prices are in the price currency, else the currency filter's, else euros (docs/api.md).
const money = (value: number, c: Context) =>
  formatPrice(value, c.filters.price_currency ?? c.filters.currency ?? 'EUR', c.language);
const yesNo = (key: string) => (value: boolean, c: Context) =>
  c.t(`savedSearches.summary.${key}${value ? 'Yes' : 'No'}`);

const PHRASES: { [K in GearFilterKey]-?: Phrase<K> } = {
  name: (value, c) => c.t('savedSearches.summary.name', { value }),
  brand: (value, c) => c.t('savedSearches.summary.brand', { value }),
  model: (value, c) => c.t('savedSearches.summary.model', { value }),
  // Kept by its id: the summary names no model.
  catalogue_model: (_value, c) => c.t('savedSearches.summary.catalogueModel'),
  q: (value, c) => c.t('savedSearches.summary.q', { value }),
  gear_type: (value, c) => c.typeLabel(value),
  country: (value, c) => value.map((code) => countryName(code, c.language)).join(', '),
  user: (_value, c) => c.t('savedSearches.summary.user'),
  max_price: (value, c) => c.t('savedSearches.summary.maxPrice', { price: money(value, c) }),
  min_price: (value, c) => c.t('savedSearches.summary.minPrice', { price: money(value, c) }),
  // Said with the prices when there are some.
  currency: (value, c) =>
    c.filters.max_price !== undefined || c.filters.min_price !== undefined ? '' : value,
  price_currency: () => '',
  has_certificate: yesNo('certificate'),
  certified_seller: yesNo('certifiedSeller'),
  status: (value, c) => c.t(`savedSearches.summary.status_${value}`),
  takeoff_weight: (value, c) =>
    c.t('savedSearches.summary.weight', { weight: formatNumber(value, c.language) }),
  en_class: (value, c) => c.t('savedSearches.summary.enClass', { classes: value.join(', ') }),
  size: (value, c) => c.t('savedSearches.summary.size', { sizes: value.join(', ') }),
  year_min: (value, c) => c.t('savedSearches.summary.yearMin', { year: value }),
  year_max: (value, c) => c.t('savedSearches.summary.yearMax', { year: value }),
  reserved: yesNo('reserved'),
  price_type: (value, c) => value.map((type) => c.t(`prices.type.${type}`)).join(', '),
  notice: (value, c) => c.t(`savedSearches.summary.notice_${value}`),
  airworthy: yesNo('airworthy'),
  condition: (value, c) => value.map((k) => c.t(`listing.conditions.${k}`)).join(', '),
  // A town chosen among namesakes is kept by its id: the summary then names no town.
  near: (value, c) =>
    /^\d+$/.test(value)
      ? c.t('savedSearches.summary.nearChosen', { km: c.filters.radius_km ?? RADIUS_KM_DEFAULT })
      : c.t('savedSearches.summary.near', {
          town: value,
          km: c.filters.radius_km ?? RADIUS_KM_DEFAULT,
        }),
  // Said with the town.
  radius_km: () => '',
};

/** What the search is about first, then the filters in the schema's order. */
const ORDER = ['gear_type' as const, ...GEAR_FILTER_KEYS.filter((key) => key !== 'gear_type')];

/** The summary of a saved search's stored query, or its "everything" phrase. */
export function summaryOf(query: string, c: Omit<Context, 'filters'>): string {
  const parsed = parseGearFilters(query);
  if (!parsed.ok) return '';
  const filters = parsed.filters;
  const phrases = ORDER.flatMap((key) => {
    const value = filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    return [(PHRASES[key] as Phrase<GearFilterKey>)(value as never, { ...c, filters })];
  }).filter(Boolean);
  return phrases.length ? phrases.join(' · ') : c.t('savedSearches.summary.all');
}

export function useSearchSummary(query: string): string {
  const { t, i18n } = useTranslation();
  const typeLabel = useGearTypeLabel();
  return summaryOf(query, { t, language: i18n.language, typeLabel });
}
