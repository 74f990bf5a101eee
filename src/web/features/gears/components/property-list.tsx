import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { formatDate, formatNumber } from '#web/lib/format-dates.ts';
import { useGearTypeLabels } from '#web/lib/gear-types.ts';

/** Writes a property's value as its gear type declares it (option labels, dates, units). */
export function usePropertyText(type: GearType | undefined) {
  const { t, i18n } = useTranslation();
  const { optionLabel } = useGearTypeLabels();
  return (name: string, value: string | number | boolean) =>
    propertyText(type, [name, value], { t, language: i18n.language, optionLabel });
}

type Writers = { t: TFunction; language: string; optionLabel: (value: string) => string };

/** The same, with a list's texts read once for all its cards (card-list.ts). */
export function propertyText(
  type: GearType | undefined,
  [name, value]: readonly [name: string, value: string | number | boolean],
  { t, language, optionLabel }: Writers,
) {
  const spec = type?.extra_properties.find((p) => p.name === name);
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (spec?.type === 'select') return optionLabel(String(value));
  if (spec?.type === 'date') return formatDate(String(value), language);
  // Measures (with a unit) get digit grouping; bare numbers such as a year must not ("2,023").
  if (typeof value === 'number') {
    return spec?.unit
      ? `${formatNumber(value, language)} ${spec.unit}`
      : formatNumber(value, language, { useGrouping: false });
  }
  return String(value);
}

/** The gear's extra properties, labelled and formatted by its gear type's declarations. */
export function PropertyList({ gear, type }: { gear: Gear; type: GearType | undefined }) {
  const { propertyName } = useGearTypeLabels();
  const show = usePropertyText(type);
  // The gear type's declared order (size before year…), then anything it no longer declares;
  // the stored JSON object has no meaningful order of its own.
  const order = type?.extra_properties.map((p) => p.name) ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const entries = Object.entries(gear.properties)
    .filter(([, v]) => v !== '' && v !== null)
    .sort(([a], [b]) => rank(a) - rank(b));
  if (!entries.length) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-stone-600">{propertyName(name)}</dt>
          <dd className="font-medium">{show(name, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
