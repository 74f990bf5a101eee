// What pilots scan a list for, on each card and atop the detail page: the key facts of the gear
// type (wing: size, class, year, hours; reserve: max load, last repack; harness: size, type;
// instrument: type), where the gear is (flag and country name) and when it was posted.
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { countryName } from '#web/lib/country-names.ts';
import { formatDateTime, formatAge } from '#web/lib/format-times.ts';
import { useGearTypeLabels } from '#web/lib/gear-types.ts';
import { usePropertyText } from './property-list.tsx';

/** The properties a card shows, by gear type slug, in this order. */
export const KEY_FACTS: Record<string, string[]> = {
  wing: ['size', 'certification', 'year', 'flight_hours'],
  reserve: ['max_load', 'last_repack'],
  harness: ['size', 'harness_type'],
  instrument: ['instrument_type'],
  paramotor: ['engine', 'year'],
};

/** The facts as a line of short items, each named for screen readers ("Size: M"). */
export function GearFacts({ gear, type }: { gear: Gear; type: GearType | undefined }) {
  const { propertyName } = useGearTypeLabels();
  const text = usePropertyText(type);
  const facts = (KEY_FACTS[type?.slug ?? ''] ?? []).flatMap((name) => {
    const value = gear.properties[name];
    return value === undefined || value === null || value === '' ? [] : [[name, value] as const];
  });
  if (!facts.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-2 gap-y-0.5 text-sm text-stone-800">
      {facts.map(([name, value]) => (
        <li
          key={name}
          className="after:text-stone-400 after:content-['·'] after:ml-2 last:after:content-none"
        >
          <span className="sr-only">{propertyName(name)}: </span>
          {name === 'max_load' || name === 'last_repack' ? (
            <span className="text-stone-600">{propertyName(name)} </span>
          ) : null}
          {text(name, value)}
        </li>
      ))}
    </ul>
  );
}

/** A regional-indicator flag: the two letters of the code, shifted into the flag block. */
const flag = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** "🇦🇹 Innsbruck, Austria": the flag is decoration, the names say it (the town when named). */
export function GearPlace({ country, town }: { country: string; town?: string | null }) {
  const { i18n } = useTranslation();
  if (!/^[A-Za-z]{2}$/.test(country)) return null;
  const name = countryName(country.toUpperCase(), i18n.language);
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden className="font-emoji">
        {flag(country)}
      </span>
      {town ? `${town}, ${name}` : name}
    </span>
  );
}

/** "3 days ago", with the full date and time for a pointer's tooltip. */
export function PostedAgo({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  return (
    <time dateTime={date} title={formatDateTime(date, i18n.language)} suppressHydrationWarning>
      {t('gears.posted', { age: formatAge(date, i18n.language) })}
    </time>
  );
}

/** The condition and how the gear changes hands, as rows of the detail page's facts. */
export function HandoverFacts({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const ways = (['pickup', 'shipping', 'test_flight'] as const).filter((name) => gear[name]);
  return (
    <>
      {gear.condition && (
        <>
          <dt className="text-stone-600">{t('listing.fields.condition')}</dt>
          <dd className="font-medium">{t(`listing.conditions.${gear.condition}`)}</dd>
        </>
      )}
      {ways.length > 0 && (
        <>
          <dt className="text-stone-600">{t('listing.handover')}</dt>
          <dd className="font-medium">
            {ways.map((name) => t(`listing.fields.${name}`)).join(' · ')}
          </dd>
        </>
      )}
    </>
  );
}
