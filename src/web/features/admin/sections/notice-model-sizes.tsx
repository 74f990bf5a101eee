// The sizes of the chosen models, as checkboxes grouped by model: none ticked means every size.
import { useTranslation } from 'react-i18next';
import { useModelSizes } from '#web/features/admin/api/notices.ts';

type Props = {
  models: string[];
  sizes: string[];
  onChange: (sizes: string[]) => void;
  error: string | undefined;
};

export function ModelSizes({ models, sizes, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {t('notices.scope.sizes')}
      </legend>
      <p className="mb-2 text-sm text-stone-600">{t('admin.notices.sizesNote')}</p>
      <div className="flex flex-col gap-2">
        {models.map((model) => (
          <SizesOf
            key={model}
            model={model}
            sizes={sizes}
            onToggle={(size, on) =>
              onChange(on ? [...sizes, size] : sizes.filter((chosen) => chosen !== size))
            }
          />
        ))}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

function SizesOf(props: {
  model: string;
  sizes: string[];
  onToggle: (size: string, on: boolean) => void;
}) {
  const { data } = useModelSizes(props.model);
  if (!data) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{data.name}</legend>
      <ul className="flex flex-wrap gap-x-4">
        {data.sizes.map((size) => (
          <li key={size.id}>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={props.sizes.includes(size.id)}
                onChange={(event) => props.onToggle(size.id, event.target.checked)}
              />
              {size.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
