// The model catalogue in the back office: brands, a model's sizes, import a CSV (all rows or none,
// problems listed by row and column) and the listed brand/model pairs the catalogue lacks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportResult } from '#shared/contracts/catalogue.ts';
import { api } from '#web/lib/api-client.ts';
import { CatalogueBrands } from './catalogue-brands.tsx';
import { CatalogueEditor } from './catalogue-editor.tsx';
import { CatalogueUnknown } from './catalogue-unknown.tsx';
import { CsvUploadForm } from './csv-upload-form.tsx';

export function CatalogueSection() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: async (csv: string) =>
      api<CatalogueImportResult>('catalogue/import/', { method: 'POST', body: { csv } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['catalogue'] }),
  });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('admin.catalogue.title')}
      </h2>
      <CatalogueUnknown />
      <CatalogueBrands />
      <CatalogueEditor />
      <CsvUploadForm
        labels={{
          title: t('admin.catalogue.importTitle'),
          file: t('admin.catalogue.file'),
          hint: t('admin.catalogue.hint'),
          submit: t('admin.catalogue.import'),
          refused: t('admin.catalogue.importRefused'),
          problems: t('admin.catalogue.problems'),
        }}
        upload={upload}
        done={(data) =>
          t('admin.catalogue.imported', {
            sizes: data.sizes,
            models: data.models,
            brands: data.brands,
          })
        }
      />
    </section>
  );
}
