import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { api } from './api-client.ts';

/** Every page's header lists them (the layout route's loader reads them). */
export const gearTypesQuery = () =>
  queryOptions({ queryKey: ['gear-types'], queryFn: () => api<GearType[]>('gear-types/') });

export function useGearTypes() {
  return useQuery(gearTypesQuery());
}

/**
 * What users see but did not write is translated, keyed by slug / property name / option,
 * with the database text as the fallback (docs/architecture.md).
 */
export function useGearTypeLabels() {
  const { t } = useTranslation();
  return {
    typeName: (type: Pick<GearType, 'slug' | 'name'>) =>
      t(`gearTypes.${type.slug}`, { defaultValue: type.name }),
    propertyName: (name: string) =>
      t(`properties.${name}`, { defaultValue: name.replaceAll('_', ' ') }),
    optionLabel: (value: string) =>
      t(`options.${value}`, { defaultValue: value.replaceAll('_', ' ') }),
  };
}

/**
 * A type's label by its id, for a list of cards: one query observer and one translation hook for
 * the whole list instead of one per card, which the hydration's effects would pay for each card.
 */
export function useGearTypeLabel(): (id: string) => string {
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  return (id) => {
    const type = types.find((x) => x.id === id);
    return type ? typeName(type) : '';
  };
}
