// The models of a notice's brand as checkboxes (none ticked: every model of the brand), read
// from the catalogue once a brand is chosen.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandModels } from '#web/features/admin/api/notices.ts';

type Props = {
  brand: string;
  chosen: string[];
  onChange: (models: string[]) => void;
  error: string | undefined;
};

export function NoticeScopeModels({ brand, chosen, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const models = useBrandModels(brand);
  const toggleModel = (model: string, on: boolean) =>
    onChange(on ? [...chosen, model] : chosen.filter((m) => m !== model));
  return (
    <fieldset aria-describedby={`${id}-models-note`}>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {t('notices.scope.models')}
      </legend>
      <p id={`${id}-models-note`} className="mb-2 text-sm text-stone-600">
        {t('admin.notices.modelsNote')}
      </p>
      {models.data?.length === 0 && (
        <p className="text-sm text-stone-600">{t('admin.notices.noModels')}</p>
      )}
      <ul className="grid gap-1 sm:grid-cols-2">
        {models.data?.map((model) => (
          <li key={model.id}>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(model.id)}
                onChange={(event) => toggleModel(model.id, event.target.checked)}
              />
              {model.name}
              {model.year ? ` (${model.year})` : ''}
            </label>
          </li>
        ))}
      </ul>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
