// The scope of a notice, built from the catalogue: a brand (filtered by its first letters), some
// of its models (none: all of them), some of those models' sizes (none: all), serial rules added
// and removed as rows, a production date range and an hours threshold.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { useAllBrands } from '#web/features/admin/api/catalogue-names.ts';
import type { ScopeValues } from './notice-form-values.ts';
import { ModelSizes } from './notice-model-sizes.tsx';
import { NoticeScopeLimits } from './notice-scope-limits.tsx';
import { NoticeScopeModels } from './notice-scope-models.tsx';
import { SerialRuleRows } from './notice-serial-rules.tsx';

type Props = {
  value: ScopeValues;
  onChange: (next: ScopeValues) => void;
  /** The message for an API key (`scope.brand`), if any. */
  error: (key: string) => string | undefined;
};

export function NoticeScopeBuilder({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const brands = useAllBrands(q.trim());
  const set = (patch: Partial<ScopeValues>) => onChange({ ...value, ...patch });
  // The chosen brand stays a choice while the filter hides it from the list.
  const brandOptions = [
    ...(value.brand && !brands.data?.some((b) => b.id === value.brand)
      ? [{ id: value.brand, name: value.brand_name }]
      : []),
    ...(brands.data ?? []),
  ];

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
        <NoticeScopeModels
          brand={value.brand}
          chosen={value.models}
          onChange={(models) => set({ models })}
          error={error('scope.models')}
        />
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
      <NoticeScopeLimits value={value} set={set} error={error} />
      {error('scope') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error('scope')}
        </p>
      )}
    </fieldset>
  );
}
