// One wanted item: what is wanted, the most the person would pay, where and since when.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WantedItem } from '#shared/contracts/wanted.ts';
import { countryName } from '#web/lib/country-names.ts';
import { formatDate } from '#web/lib/format-dates.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';

export function WantedCard({ item, children }: { item: WantedItem; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const type = types.find((x) => x.id === item.gear_type);
  const brandModel = [item.brand, item.model].filter(Boolean).join(' ');
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {type ? typeName(type) : ''}
        {item.status === 'closed' && (
          <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-stone-800">
            {t('wanted.closed')}
          </span>
        )}
      </p>
      <h3 className="text-lg leading-snug font-semibold break-words">
        {brandModel || t('wanted.anyBrand')}
      </h3>
      <p className="line-clamp-4 whitespace-pre-line text-stone-700">{item.description}</p>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 pt-2 text-sm">
        <dt className="text-stone-600">{t('wanted.upTo')}</dt>
        <dd className="font-bold text-accent-800">
          {formatPrice(item.max_price, item.currency, i18n.language)}
        </dd>
        <dt className="text-stone-600">{t('wanted.where')}</dt>
        <dd>{item.country ? countryName(item.country, i18n.language) : t('wanted.anyCountry')}</dd>
        <dt className="text-stone-600">{t('wanted.since')}</dt>
        <dd>
          <time dateTime={item.created_at}>{formatDate(item.created_at, i18n.language)}</time>
        </dd>
      </dl>
      {children}
    </article>
  );
}
