import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';

/** The spec's category dropdown: choosing a category navigates to /{category}. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  return (
    <label className="flex items-center px-3 py-1 lg:py-0">
      <span className="sr-only">{t('layout.categories')}</span>
      <select
        value=""
        onChange={(event) => event.target.value && navigate(`/${event.target.value}`)}
        className="rounded-md border border-stone-300 bg-white px-2 py-2 text-sm"
      >
        <option value="">{t('layout.categories')}</option>
        {types.map((type) => (
          <option key={type.id} value={type.slug}>
            {typeName(type)}
          </option>
        ))}
      </select>
    </label>
  );
}
