// A listing's price as cards and the detail page show it: the price, the one it replaced struck
// through (docs/api.md keeps it 60 days), and how the seller takes offers. The page adds the date
// of the drop (`dropDate`, price-drop-date.tsx): dates are not in the home route's code. In a
// list, a price in another currency than the list's also shows converted ("≈ €380").
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { formatPrice } from '#web/lib/format.ts';
import type { ReactNode } from 'react';

type Props = {
  gear: Pick<Gear, 'price' | 'currency' | 'price_type' | 'previous_price' | 'price_changed_at'> &
    Partial<Pick<Gear, 'price_converted'>>;
  size: 'card' | 'page';
  /** The page's "lowered on {date}". */
  dropDate?: ReactNode;
};

export function PriceTag(props: Props) {
  const { t, i18n } = useTranslation();
  return priceTag(props, t, i18n.language);
}

/** The tag as the card writes it, with the list's `t` (no hook per card). */
export function priceTag({ gear, size, dropDate }: Props, t: TFunction, lng: string) {
  const big = size === 'page' ? 'text-3xl' : 'text-xl';
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`${big} font-bold text-accent-800`}>
        {formatPrice(gear.price, gear.currency, lng)}
      </span>
      {gear.previous_price !== null && gear.price_changed_at && (
        <span className="text-sm text-stone-600">
          <span className="sr-only">{t('prices.wasLabel')} </span>
          <s>{formatPrice(gear.previous_price, gear.currency, lng)}</s>
          {dropDate}
        </span>
      )}
      {gear.price_converted && (
        // In a list, the price in the list's currency through the reference rates.
        <span className="text-sm text-stone-600">
          <span className="sr-only">{t('prices.convertedLabel')} </span>
          {`≈ ${formatPrice(Math.round(gear.price_converted.amount), gear.price_converted.currency, lng)}`}
        </span>
      )}
      {gear.price_type !== 'fixed' && (
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">
          {t(`prices.type.${gear.price_type}`)}
        </span>
      )}
    </div>
  );
}

/** "Asking price 12 % under the median of 14 similar (same model, ±1 year)", or nothing. */
export function PriceGuideNote({ gear }: { gear: GuidedGear }) {
  const { t, i18n } = useTranslation();
  return priceGuideNote(gear, t, i18n.language);
}

type GuidedGear = Pick<Gear, 'price_guide' | 'currency'>;

export function priceGuideNote(gear: GuidedGear, t: TFunction, language: string) {
  const guide = gear.price_guide;
  if (!guide) return null;
  const pct = Math.abs(guide.delta_pct);
  const key = guide.delta_pct < 0 ? 'under' : guide.delta_pct > 0 ? 'over' : 'at';
  return (
    <p className="text-sm text-stone-600">
      {t(`prices.guide.${key}`, {
        pct,
        count: guide.count,
        median: formatPrice(guide.median, gear.currency, language),
      })}
    </p>
  );
}
