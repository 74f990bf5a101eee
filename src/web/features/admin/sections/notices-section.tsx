// /admin/notices: the safety notices, each with how many listings and passport items it matched
// and how many recorded the fix; publish a new one, edit, withdraw (asked first: it lifts the
// notice's badges everywhere), and import notices from a CSV file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { NoticeSummary } from '#web/components/ui/notice-summary.tsx';
import { localText } from '#web/components/ui/notice-scope.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import { useAdminNotices, useWithdrawNotice } from '#web/features/admin/api/notices.ts';
import { AdminList, usePageParam } from '#web/features/admin/admin-list.tsx';
import { useActionError } from '#web/features/admin/components.tsx';
import { NoticeCountsLine } from './notice-counts.tsx';
import { NoticeForm } from './notice-form.tsx';
import { NoticeImport } from './notice-import.tsx';

export function NoticesSection() {
  const { t, i18n } = useTranslation();
  const notices = useAdminNotices(usePageParam());
  const withdraw = useWithdrawNotice();
  const actionError = useActionError();
  const toast = useToast();
  // 'new', the notice being edited, or null: the list alone.
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [toWithdraw, setToWithdraw] = useState<Notice | null>(null);
  if (editing)
    return (
      <NoticeForm
        notice={editing === 'new' ? undefined : editing}
        onCancel={() => setEditing(null)}
        onDone={() => {
          setEditing(null);
          toast.success(t('admin.notices.saved'));
        }}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <Button className="self-start" onClick={() => setEditing('new')}>
        {t('admin.notices.new')}
      </Button>
      <AdminList
        id="admin-notices"
        title={t('admin.notices.title')}
        emptyTitle={t('admin.notices.empty')}
        query={notices}
        renderItems={(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((notice) => (
              <li key={notice.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <NoticeSummary notice={notice} showScope>
                  <NoticeCountsLine notice={notice} />
                  {!notice.withdrawn_at && (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(notice)}>
                        {t('admin.notices.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger-outline"
                        onClick={() => setToWithdraw(notice)}
                      >
                        {t('admin.notices.withdraw')}
                      </Button>
                    </div>
                  )}
                </NoticeSummary>
              </li>
            ))}
          </ul>
        )}
      >
        <ConfirmDialog
          open={toWithdraw !== null}
          title={t('admin.notices.withdrawTitle')}
          message={t('admin.notices.withdrawText', {
            title: toWithdraw ? localText(toWithdraw.title, i18n.language) : '',
          })}
          confirmLabel={t('admin.notices.withdraw')}
          cancelLabel={t('admin.notices.cancel')}
          busy={withdraw.isPending}
          onCancel={() => setToWithdraw(null)}
          onConfirm={() =>
            toWithdraw &&
            withdraw.mutate(toWithdraw.id, {
              onSuccess: () => toast.success(t('admin.notices.withdrawnDone')),
              onError: (failure) => toast.error(actionError(failure)),
              onSettled: () => setToWithdraw(null),
            })
          }
        />
      </AdminList>
      <NoticeImport />
    </div>
  );
}
