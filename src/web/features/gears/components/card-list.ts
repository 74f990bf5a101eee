// What every card of a list needs from the page, read once for the whole list: a server render
// of `/gears` paid for a translation hook, the gear types' lookups and two router hooks per card
// (bench/README.md, session 17). The card itself is then one component that calls no hooks.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';

export type CardList = {
  t: TFunction;
  language: string;
  /** The gear type's name in the page's language, by its id ('' when unknown). */
  typeLabel: (id: string) => string;
  /** The gear type (its key facts and their units), by its id. */
  typeOf: (id: string) => GearType | undefined;
  propertyName: (name: string) => string;
  optionLabel: (value: string) => string;
};

export function useCardList(): CardList {
  const { t, i18n } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName, propertyName, optionLabel } = useGearTypeLabels();
  const byId = new Map(types.map((type) => [type.id, type]));
  return {
    t,
    language: i18n.language,
    typeLabel: (id) => {
      const type = byId.get(id);
      return type ? typeName(type) : '';
    },
    typeOf: (id) => byId.get(id),
    propertyName,
    optionLabel,
  };
}
