// The listing form's catalogue help: brand and model suggestions (datalists the brand and model
// inputs point at), then the model's sizes. Picking a size fills the type's properties, which
// stay editable; gear the catalogue lacks is still listed by free text.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nameKey } from '#shared/constants.ts';
import type { CatalogueModel, CatalogueSize } from '#shared/contracts/catalogue.ts';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { matchBrand, useCatalogueBrands, useCatalogueModel, useCatalogueModels } from './api.ts';

export const BRAND_LIST_ID = 'catalogue-brands';
export const MODEL_LIST_ID = 'catalogue-models';

type Props = {
  gearType: string;
  brand: string;
  model: string;
  sizeId: string;
  onPick: (size: CatalogueSize | null, model: CatalogueModel | null) => void;
};

/**
 * The catalogue's brands and models for what is typed, and the sizes of the model it names (the
 * form's size field suggests them too; the reads are shared through the query cache).
 */
export function useCatalogueChoice(gearType: string, brand: string, model: string) {
  const brands = useCatalogueBrands(gearType, brand);
  const knownBrand = matchBrand(brands.data, brand);
  const models = useCatalogueModels(gearType, knownBrand?.id);
  const knownModel = models.data?.find((m) => nameKey(m.name) === nameKey(model));
  const detail = useCatalogueModel(knownModel?.id);
  return { brands, models, knownModel, sizes: detail.data?.sizes ?? [] };
}

export function CataloguePicker({ gearType, brand, model, sizeId, onPick }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { brands, models, knownModel, sizes } = useCatalogueChoice(gearType, brand, model);
  return (
    <>
      <datalist id={BRAND_LIST_ID}>
        {brands.data?.map((b) => (
          <option key={b.id} value={b.name} />
        ))}
      </datalist>
      <datalist id={MODEL_LIST_ID}>
        {models.data?.map((m) => (
          <option key={m.id} value={m.name} />
        ))}
      </datalist>
      {sizes.length > 0 && (
        <div>
          <label htmlFor={`${id}-size`} className="mb-1 block text-sm font-medium text-stone-700">
            {t('catalogue.pickSize')}
          </label>
          <select
            id={`${id}-size`}
            value={sizes.some((s) => s.id === sizeId) ? sizeId : ''}
            onChange={(event) =>
              onPick(sizes.find((s) => s.id === event.target.value) ?? null, knownModel ?? null)
            }
            aria-describedby={`${id}-size-hint`}
            className={inputClass}
          >
            <option value="">{t('catalogue.noSize')}</option>
            {sizes.map((s) => (
              <option key={s.id} value={s.id}>
                {sizeLabel(s)}
              </option>
            ))}
          </select>
          <p id={`${id}-size-hint`} className="mt-1 text-xs text-stone-600">
            {t('catalogue.pickSizeHint')}
            {sizes.some((s) => s.source === 'demo') && ` ${t('catalogue.demoValues')}`}
          </p>
        </div>
      )}
    </>
  );
}

function sizeLabel(s: CatalogueSize) {
  const range =
    s.weight_min !== null && s.weight_max !== null
      ? ` · ${s.weight_min}–${s.weight_max} kg`
      : s.max_load !== null
        ? ` · ≤ ${s.max_load} kg`
        : '';
  return `${s.name}${s.en_class ? ` · ${s.en_class === 'CCC' ? 'CCC' : `EN ${s.en_class}`}` : ''}${range}`;
}

/** The gear type's property values a catalogue size gives (only properties the type has). */
export function sizeProperties(
  size: CatalogueSize,
  model: CatalogueModel | null,
  names: string[],
): Record<string, string> {
  const values: Record<string, string | number | null | undefined> = {
    size: size.name,
    certification:
      size.en_class === null ? null : size.en_class === 'CCC' ? 'CCC' : `EN-${size.en_class}`,
    weight_min: size.weight_min,
    weight_max: size.weight_max,
    max_load: size.max_load,
    year: model?.year,
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name, v]) => names.includes(name) && v !== null && v !== undefined)
      .map(([name, v]) => [name, String(v)]),
  );
}
