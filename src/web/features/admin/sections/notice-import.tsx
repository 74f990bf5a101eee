// Notices from a CSV file, in the one format docs/api.md describes: all rows or none, each
// refused row listed with its problem (the server's messages, by row and column).
import { useTranslation } from 'react-i18next';
import { useImportNotices } from '#web/features/admin/api/notices.ts';
import { CsvUploadForm } from './csv-upload-form.tsx';

export function NoticeImport() {
  const { t } = useTranslation();
  return (
    <CsvUploadForm
      labels={{
        title: t('admin.notices.importTitle'),
        file: t('admin.notices.importFile'),
        hint: t('admin.notices.importHint'),
        submit: t('admin.notices.import'),
        refused: t('admin.notices.importRefused'),
        problems: t('admin.notices.problems'),
      }}
      upload={useImportNotices()}
      done={(data) => t('admin.notices.imported', { count: data.notices })}
    />
  );
}
