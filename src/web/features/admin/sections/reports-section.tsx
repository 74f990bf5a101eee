import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminReport, ReportAction } from '#shared/contracts/admin.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { AdminList, FilterSelect } from '#web/features/admin/admin-list.tsx';
import { useActOnReport, useAdminReports } from '#web/features/admin/api/admin.ts';
import { adminFilters, REPORT_STATUSES as STATUSES } from '#web/features/admin/api/queries.ts';
import { useActionError } from '#web/features/admin/components.tsx';
import { ReportCard } from './report-card.tsx';

/** The moderation queue: reported listings, with hide / restore / delete / dismiss and a note. */
export function ReportsSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = adminFilters.reports(params);
  const { status } = filters;
  const query = useAdminReports(filters);
  const act = useActOnReport();
  const toast = useToast();
  const actionError = useActionError();
  const [toDelete, setToDelete] = useState<{ report: AdminReport; note: string } | null>(null);

  const run = (report: AdminReport, action: ReportAction, note: string) =>
    act.mutate(
      { id: report.id, action, note },
      {
        onSuccess: () =>
          toast.success(t(`admin.reports.done.${action}`, { name: report.gear.name })),
        onError: (failure) => toast.error(actionError(failure)),
        onSettled: () => setToDelete(null),
      },
    );

  return (
    <AdminList
      id="admin-reports"
      title={t('admin.reports.title')}
      emptyTitle={t('admin.reports.empty')}
      query={query}
      keep={{ status }}
      filter={
        <FilterSelect
          id="admin-report-status"
          label={t('admin.reports.show')}
          value={status}
          values={STATUSES}
          optionLabel={(s) => t(`admin.reports.statuses.${s}`)}
          onChange={(s) => setParams({ status: s })}
        />
      }
      renderItems={(items) => (
        <ul className="flex flex-col gap-4">
          {items.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              busy={act.isPending}
              onAction={(action, note) =>
                action === 'delete' ? setToDelete({ report, note }) : run(report, action, note)
              }
            />
          ))}
        </ul>
      )}
    >
      <ConfirmDialog
        open={toDelete !== null}
        title={t('admin.reports.deleteTitle')}
        message={t('admin.reports.deleteText', { name: toDelete?.report.gear.name ?? '' })}
        confirmLabel={t('admin.reports.actions.delete')}
        cancelLabel={t('admin.cancel')}
        busy={act.isPending}
        onConfirm={() => toDelete && run(toDelete.report, 'delete', toDelete.note)}
        onCancel={() => setToDelete(null)}
      />
    </AdminList>
  );
}
