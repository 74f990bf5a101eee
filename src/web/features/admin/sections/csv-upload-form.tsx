// The back office's CSV upload (the catalogue, the safety notices): pick a file, send its text,
// all rows or none. A refusal lists the server's problems (under `csv`, or by row: `rows.3.brand`)
// below its message; a file over the server's body limit is refused here, before sending it.
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslateMessage } from '#web/components/ui/use-translate-message.ts';

/** The server accepts bodies of 1 MiB at most. */
const CSV_MAX_BYTES = 1_000_000;

/** The server's messages about the file: under `csv`, or by row (`rows.3.brand`, …). */
const problemsOf = (error: unknown) =>
  error instanceof ApiError
    ? Object.entries(error.fieldErrors).flatMap(([key, messages]) =>
        key === 'csv' ? messages : messages.map((m) => `${key}: ${m}`),
      )
    : [];

export type CsvUploadLabels = {
  title: string;
  file: string;
  hint: string;
  submit: string;
  /** The refusal's headline when the server lists problems. */
  refused: string;
  /** The accessible name of the problems' list. */
  problems: string;
};

export function CsvUploadForm<T>({
  labels,
  upload,
  done,
}: {
  labels: CsvUploadLabels;
  upload: UseMutationResult<T, Error, string>;
  /** What the success says, from the server's answer. */
  done: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const translate = useTranslateMessage();
  // "Row N, column: message" (the server's form): the message in the page's language.
  const problems = problemsOf(upload.error).map((problem) => {
    const row = /^Row (\d+), ([^:]+): (.*)$/.exec(problem);
    return row
      ? t('admin.catalogue.rowProblem', {
          row: row[1],
          column: row[2],
          message: translate(row[3]!),
        })
      : translate(problem);
  });
  const sent = upload.error instanceof ApiError ? upload.error.body?.detail : undefined;
  const detail = sent && translate(sent);
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
        {labels.title}
      </h3>
      <label htmlFor={`${id}-file`} className="font-medium">
        {labels.file}
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
        {labels.hint}
      </p>
      <Button type="submit" className="self-start" disabled={!file || upload.isPending}>
        {labels.submit}
      </Button>
      {upload.data !== undefined && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {done(upload.data)}
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
            {problems.length ? labels.refused : (detail ?? t('admin.actionFailed'))}
          </p>
          {problems.length > 0 && detail && <p className="text-sm">{detail}</p>}
          {problems.length > 0 && (
            <ul aria-label={labels.problems} className="mt-2 list-disc pl-5 text-sm">
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
