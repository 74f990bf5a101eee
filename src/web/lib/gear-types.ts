import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { api } from './api-client.ts';

export function useGearTypes() {
  return useQuery({ queryKey: ['gear-types'], queryFn: () => api<GearType[]>('gear-types/') });
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
