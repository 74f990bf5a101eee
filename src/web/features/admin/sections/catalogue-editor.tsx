// Find a catalogue model (gear type, then brand, then model) and edit its sizes; a chosen brand's
// models of the type can be added, renamed and deleted here. Brands are filtered by the first
// letters typed (the catalogue answers at most 50 at a time), of any type: a new brand has none.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useAdminModels } from '#web/features/admin/api/catalogue.ts';
import { useAllBrands } from '#web/features/admin/api/catalogue-names.ts';
import { CatalogueModels } from './catalogue-models.tsx';
import { CatalogueSizes } from './catalogue-sizes.tsx';

const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

export function CatalogueEditor() {
  const { t } = useTranslation();
  const id = useId();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const [gearType, setGearType] = useState('');
  const [q, setQ] = useState('');
  const [chosenBrand, setBrand] = useState('');
  const [chosenModel, setModel] = useState('');
  const brands = useAllBrands(q.trim());
  // A choice that left its list (deleted, or filtered out) is no choice.
  const brand = brands.data?.some((b) => b.id === chosenBrand) ? chosenBrand : '';
  const brandName = brands.data?.find((b) => b.id === brand)?.name ?? '';
  const models = useAdminModels(gearType, brand);
  const model = models.data?.some((m) => m.id === chosenModel) ? chosenModel : '';

  const select = ({
    key,
    label,
    value,
    onChange,
    options,
  }: {
    key: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    options: { id: string; name: string }[];
  }) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{t('admin.catalogue.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.catalogue.editTitle')}
      </h3>
      <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
        {select({
          key: 'type',
          label: t('admin.catalogue.gearType'),
          value: gearType,
          onChange: (value) => {
            setGearType(value);
            setBrand('');
            setModel('');
          },
          options: types.map((type) => ({ id: type.id, name: typeName(type) })),
        })}
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('admin.catalogue.brandFilter')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className={inputClass}
          />
        </div>
        {select({
          key: 'brand',
          label: t('admin.catalogue.brand'),
          value: brand,
          onChange: (value) => {
            setBrand(value);
            setModel('');
          },
          options: brands.data ?? [],
        })}
        {select({
          key: 'model',
          label: t('admin.catalogue.model'),
          value: model,
          onChange: setModel,
          options: models.data ?? [],
        })}
      </div>
      {gearType && brand && (
        <section aria-labelledby={`${id}-models`} className="flex flex-col gap-2">
          <h4 id={`${id}-models`} className="font-semibold">
            {t('admin.catalogue.modelsOf', { brand: brandName })}
          </h4>
          <CatalogueModels gearType={gearType} brand={brand} brandName={brandName} />
        </section>
      )}
      {model && <CatalogueSizes key={model} modelId={model} />}
    </section>
  );
}
