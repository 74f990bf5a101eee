import { useTranslation } from 'react-i18next';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';

/** A category select's options: "All categories" (the empty value), then every gear type. */
export function GearTypeOptions() {
  const { t } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  return (
    <>
      <option value="">{t('search.allCategories')}</option>
      {types.map((type) => (
        <option key={type.id} value={type.id}>
          {typeName(type)}
        </option>
      ))}
    </>
  );
}
