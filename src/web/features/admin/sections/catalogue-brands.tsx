// The catalogue's brands in the back office: find one by its first letters, add, rename, delete
// (a brand's models and sizes go with it; listings keep their text). Each write is audited.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import {
  useAllBrands,
  useDeleteBrand,
  useSaveBrand,
} from '#web/features/admin/api/catalogue-names.ts';
import { CatalogueNameForm } from './catalogue-name-form.tsx';
import { CatalogueNameList } from './catalogue-name-list.tsx';

export function CatalogueBrands() {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const brands = useAllBrands(q.trim());
  const save = useSaveBrand();
  const remove = useDeleteBrand();

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.catalogue.brandsTitle')}
      </h3>
      <CatalogueNameForm
        label={t('admin.catalogue.addBrand')}
        submitLabel={t('admin.catalogue.addBrand')}
        onSave={({ name }) => save.mutateAsync({ body: { name } })}
      />
      <div>
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-stone-800">
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
      <ListState
        isPending={brands.isPending}
        error={brands.error}
        items={brands.data}
        emptyTitle={t('admin.catalogue.noBrands')}
        onRetry={() => void brands.refetch()}
      >
        {(items) => (
          <CatalogueNameList
            kind="brand"
            label={t('admin.catalogue.brandsTitle')}
            items={items}
            rename={(brand, { name }) => save.mutateAsync({ id: brand.id, body: { name } })}
            remove={(brand) => remove.mutateAsync(brand.id)}
          />
        )}
      </ListState>
    </section>
  );
}
