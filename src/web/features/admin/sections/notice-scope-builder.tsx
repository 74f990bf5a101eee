// The scope of a notice, built from the catalogue: a brand (filtered by its first letters), some
// of its models (none: all of them), some of those models' sizes (none: all), serial rules added
// and removed as rows, a production date range and an hours threshold.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { useAllBrands } from '#web/features/admin/api/catalogue-names.ts';
import { useBrandModels } from '#web/features/admin/api/notices.ts';
import type { ScopeValues } from './notice-form-values.ts';
import { ModelSizes } from './notice-model-sizes.tsx';
import { SerialRuleRows } from './notice-serial-rules.tsx';

type Props = {
  value: ScopeValues;
  onChange: (next: ScopeValues) => void;
  /** The message for an API key (`scope.brand`), if any. */
  error: (key: string) => string | undefined;
};

export function NoticeScopeBuilder({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const brands = useAllBrands(q.trim());
  const models = useBrandModels(value.brand);
  const set = (patch: Partial<ScopeValues>) => onChange({ ...value, ...patch });
  // The chosen brand stays a choice while the filter hides it from the list.
  const brandOptions = [
    ...(value.brand && !brands.data?.some((b) => b.id === value.brand)
      ? [{ id: value.brand, name: value.brand_name }]
      : []),
    ...(brands.data ?? []),
  ];
  const toggleModel = (model: string, on: boolean) =>
    set({ models: on ? [...value.models, model] : value.models.filter((m) => m !== model) });

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-lg font-semibold">{t('admin.notices.scope')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('admin.notices.brandFilter')}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('notices.scope.brand')} required error={error('scope.brand')}>
          {(control) => (
            <select
              {...control}
              value={value.brand}
              onChange={(event) => {
                const brand = brandOptions.find((b) => b.id === event.target.value);
                set({
                  brand: brand?.id ?? '',
                  brand_name: brand?.name ?? '',
                  models: [],
                  sizes: [],
                });
              }}
              className={inputClass}
            >
              <option value="">{t('admin.catalogue.choose')}</option>
              {brandOptions.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {value.brand && (
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
                    checked={value.models.includes(model.id)}
                    onChange={(event) => toggleModel(model.id, event.target.checked)}
                  />
                  {model.name}
                  {model.year ? ` (${model.year})` : ''}
                </label>
              </li>
            ))}
          </ul>
          {error('scope.models') && (
            <p className="mt-1 text-sm font-medium text-red-700">{error('scope.models')}</p>
          )}
        </fieldset>
      )}
      {value.models.length > 0 && (
        <ModelSizes
          models={value.models}
          sizes={value.sizes}
          onChange={(sizes) => set({ sizes })}
          error={error('scope.sizes')}
        />
      )}
      <SerialRuleRows
        rows={value.serial_rules}
        onChange={(serial_rules) => set({ serial_rules })}
        error={error}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('admin.notices.producedFrom')} error={error('scope.produced_from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={value.produced_from}
              onChange={(event) => set({ produced_from: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('admin.notices.producedTo')} error={error('scope.produced_to')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={value.produced_to}
              onChange={(event) => set({ produced_to: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('admin.notices.hoursOver')} error={error('scope.hours_over')}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={value.hours_over}
              onChange={(event) => set({ hours_over: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {error('scope') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error('scope')}
        </p>
      )}
    </fieldset>
  );
}
