// The model catalogue in the back office: brands, a model's sizes, import a CSV (all rows or none,
// problems listed by row and column) and the listed brand/model pairs the catalogue lacks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportResult } from '#shared/contracts/catalogue.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { api, ApiError } from '#web/lib/api-client.ts';
import { CatalogueBrands } from './catalogue-brands.tsx';
import { CatalogueEditor } from './catalogue-editor.tsx';
import { CatalogueUnknown } from './catalogue-unknown.tsx';

const CSV_MAX_BYTES = 1_000_000;

export function CatalogueSection() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const upload = useMutation({
    mutationFn: async (csv: string) =>
      api<CatalogueImportResult>('catalogue/import/', { method: 'POST', body: { csv } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
  const problems = upload.error instanceof ApiError ? (upload.error.body?.errors?.csv ?? []) : [];

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('admin.catalogue.title')}
      </h2>
      <CatalogueUnknown />
      <CatalogueBrands />
      <CatalogueEditor />
      <form
        aria-labelledby={`${id}-import`}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          // The server refuses more (bodies of 1 MiB at most); say so before sending it.
          if (file.size > CSV_MAX_BYTES) setTooBig(true);
          else void file.text().then((csv) => upload.mutate(csv));
        }}
      >
        <h3 id={`${id}-import`} className="text-lg font-semibold">
          {t('admin.catalogue.importTitle')}
        </h3>
        <label htmlFor={`${id}-file`} className="font-medium">
          {t('admin.catalogue.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setTooBig(false);
            upload.reset();
          }}
        />
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('admin.catalogue.hint')}
        </p>
        <button
          type="submit"
          disabled={!file || upload.isPending}
          className={buttonClass({ className: 'self-start' })}
        >
          {t('admin.catalogue.import')}
        </button>
        {upload.data && (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
            {t('admin.catalogue.imported', {
              sizes: upload.data.sizes,
              models: upload.data.models,
              brands: upload.data.brands,
            })}
          </p>
        )}
        {tooBig && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {t('admin.catalogue.tooBig')}
          </p>
        )}
        {upload.error && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <p className="font-medium">
              {problems.length > 0
                ? t('admin.catalogue.importRefused')
                : upload.error instanceof ApiError && upload.error.body?.detail
                  ? upload.error.body.detail
                  : t('admin.actionFailed')}
            </p>
            {problems.length > 0 && upload.error instanceof ApiError && (
              <p className="text-sm">{upload.error.body?.detail}</p>
            )}
            {problems.length > 0 && (
              <ul
                aria-label={t('admin.catalogue.problems')}
                className="mt-2 list-disc pl-5 text-sm"
              >
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
