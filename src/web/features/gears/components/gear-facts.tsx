// What pilots scan a list for, on each card and atop the detail page: the key facts of the gear
// type (wing: size, class, year, hours; reserve: max load, last repack; harness: size, type;
// instrument: type), where the gear is (flag and country name) and when it was posted.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { countryName } from '#web/lib/country-names.ts';
import { formatDateTime, formatAge } from '#web/lib/format-times.ts';
import { useGearTypeLabels } from '#web/lib/gear-types.ts';
import { propertyText } from './property-list.tsx';

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
  const { t, i18n } = useTranslation();
  const { propertyName, optionLabel } = useGearTypeLabels();
  return gearFacts(gear, type, { t, language: i18n.language, propertyName, optionLabel });
}

type FactWriters = Parameters<typeof propertyText>[2] & { propertyName: (name: string) => string };

/** The facts as the card writes them, with the list's texts (card-list.ts: no hook per card). */
export function gearFacts(gear: Gear, type: GearType | undefined, writers: FactWriters) {
  const facts = (KEY_FACTS[type?.slug ?? ''] ?? []).flatMap((name) => {
    const value = gear.properties[name];
    return value === undefined || value === null || value === '' ? [] : [[name, value] as const];
  });
  if (!facts.length) return null;
  const { propertyName } = writers;
  return (
    <ul className="gear-facts">
      {facts.map(([name, value]) => (
        <li key={name}>
          <span className="sr-only">{propertyName(name)}: </span>
          {name === 'max_load' || name === 'last_repack' ? (
            <span className="text-stone-600">{propertyName(name)} </span>
          ) : null}
          {propertyText(type, [name, value], writers)}
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
  return gearPlace(country, town, i18n.language);
}

export function gearPlace(country: string, town: string | null | undefined, language: string) {
  if (!/^[A-Za-z]{2}$/.test(country)) return null;
  const name = countryName(country.toUpperCase(), language);
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
  return postedAgo(date, t, i18n.language);
}

export function postedAgo(date: string, t: TFunction, language: string) {
  return (
    <time dateTime={date} title={formatDateTime(date, language)} suppressHydrationWarning>
      {t('gears.posted', { age: formatAge(date, language) })}
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
