// The model catalogue in the back office: edit a model's sizes, import a CSV (all rows or none,
// problems listed by row and column) and the listed brand/model pairs the catalogue lacks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportResult } from '#shared/contracts/catalogue.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { api, ApiError } from '#web/lib/api-client.ts';
import { CatalogueEditor } from './catalogue-editor.tsx';

type Unknown = { gear_type: string; brand: string; model: string; listings: number };

export function CatalogueSection() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const unknown = useQuery({
    queryKey: ['catalogue', 'unknown'],
    queryFn: ({ signal }) => api<Unknown[]>('catalogue/unknown-models/', { signal }),
  });
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
      <CatalogueEditor />
      <form
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void file.text().then((csv) => upload.mutate(csv));
        }}
      >
        <label htmlFor={`${id}-file`} className="font-medium">
          {t('admin.catalogue.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
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
            })}
          </p>
        )}
        {upload.error && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <p className="font-medium">
              {upload.error instanceof ApiError && upload.error.body?.detail
                ? upload.error.body.detail
                : t('admin.actionFailed')}
            </p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
      </form>
      <div>
        <h3 className="mb-2 text-lg font-semibold">{t('admin.catalogue.unknown')}</h3>
        <ListState
          isPending={unknown.isPending}
          error={unknown.error}
          items={unknown.data}
          emptyTitle={t('admin.catalogue.noUnknown')}
          onRetry={() => void unknown.refetch()}
        >
          {(items) => (
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {items.map((u) => (
                <li
                  key={`${u.gear_type}${u.brand}${u.model}`}
                  className="flex justify-between gap-2 p-3"
                >
                  <span>
                    {u.brand} {u.model}
                  </span>
                  <span className="text-sm text-stone-600">
                    {t('admin.catalogue.listings', { count: u.listings })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}
