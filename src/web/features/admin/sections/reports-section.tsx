import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminReport, ReportAction } from '#shared/contracts/admin.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { ADMIN_PAGE_SIZE, useActOnReport, useAdminReports } from '#web/features/admin/api/admin.ts';
import { useActionError } from '#web/features/admin/components.tsx';
import { ReportCard } from './report-card.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';

const STATUSES = ['open', 'resolved', 'all'] as const;

/** The moderation queue: reported listings, with hide / restore / delete / dismiss and a note. */
export function ReportsSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error, refetch } = useAdminReports({ status, page });
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
    <section aria-labelledby="admin-reports">
      <h2 id="admin-reports" className="mb-3 text-xl font-semibold">
        {t('admin.reports.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor="admin-report-status" className="font-medium">
          {t('admin.reports.show')}
        </label>
        <select
          id="admin-report-status"
          value={status}
          onChange={(event) => setParams({ status: event.target.value })}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2"
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.reports.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <ListState
        isPending={isPending}
        error={error}
        items={data?.items}
        emptyTitle={t('admin.reports.empty')}
        onRetry={() => void refetch()}
      >
        {(items) => (
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
      </ListState>
      {data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={data.total}
          onPage={(next) => setParams({ status, page: String(next) })}
        />
      )}
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
    </section>
  );
}
