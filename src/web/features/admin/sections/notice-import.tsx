// Notices from a CSV file, in the one format docs/api.md describes: all rows or none, each
// refused row listed with its problem (the server's messages, by row and column).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useImportNotices } from '#web/features/admin/api/notices.ts';

const CSV_MAX_BYTES = 1_000_000;

/** The server's messages about the file: under `csv`, or by row (`rows.3.brand`, …). */
const problemsOf = (error: unknown) =>
  error instanceof ApiError
    ? Object.entries(error.fieldErrors).flatMap(([key, messages]) =>
        key === 'csv' ? messages : messages.map((m) => `${key}: ${m}`),
      )
    : [];

export function NoticeImport() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useImportNotices();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const problems = problemsOf(upload.error);
  const detail = upload.error instanceof ApiError ? upload.error.body?.detail : undefined;
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        if (file.size > CSV_MAX_BYTES) setTooBig(true);
        else void file.text().then((csv) => upload.mutate(csv));
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.notices.importTitle')}
      </h3>
      <label htmlFor={`${id}-file`} className="font-medium">
        {t('admin.notices.importFile')}
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
        {t('admin.notices.importHint')}
      </p>
      <Button type="submit" className="self-start" disabled={!file || upload.isPending}>
        {t('admin.notices.import')}
      </Button>
      {upload.data && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {t('admin.notices.imported', { count: upload.data.notices })}
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
            {problems.length
              ? t('admin.notices.importRefused')
              : (detail ?? t('admin.actionFailed'))}
          </p>
          {problems.length > 0 && (
            <ul aria-label={t('admin.notices.problems')} className="mt-2 list-disc pl-5 text-sm">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
