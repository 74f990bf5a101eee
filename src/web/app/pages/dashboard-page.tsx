import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RequireLogin } from '#web/components/require-login.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { useDeleteGear } from '#web/features/gears/api/gear-writes.ts';
import { useGearList } from '#web/features/gears/api/gears.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { DashboardRow } from '#web/features/gears/components/dashboard-row.tsx';
import { MyWantedSection } from '#web/features/wanted/my-wanted-section.tsx';
import { MyGearSection } from '#web/features/passport/my-gear-section.tsx';
import { MyGearNoticesSection } from '#web/features/notices/my-gear-notices-section.tsx';
import { useNoticesChanged } from '#web/features/notices/api/notices.ts';
import { RecordFix } from '#web/features/passport/components/record-fix.tsx';
import { localText } from '#web/components/ui/notice-scope.tsx';
import { SavedGearsSection } from '#web/features/gears/components/saved-gears-section.tsx';
import { SavedSearchesSection } from '#web/features/search/saved-searches/saved-searches-section.tsx';
import { ownGearsQuery } from './dashboard-loader.ts';

/** /dashboard: needs a login; otherwise the user goes to /auth. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  return (
    <RequireLogin message={t('dashboard.loginRequired')}>
      <OwnGears />
      <OwnGearNotices />
      <MyGearSection />
      <SavedGearsSection />
      <SavedSearchesSection />
      <MyWantedSection />
    </RequireLogin>
  );
}

/** The safety notices on one's gear; a fix is recorded with the passport's record form. */
function OwnGearNotices() {
  const { i18n } = useTranslation();
  const noticesChanged = useNoticesChanged();
  return (
    <MyGearNoticesSection
      renderFix={({ notice, item }) => (
        <RecordFix
          itemId={item}
          notice={{ id: notice.id, title: localText(notice.title, i18n.language) }}
          onDone={noticesChanged}
        />
      )}
    />
  );
}

function OwnGears() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // With user= their own id, owners get their listings of every status (docs/api.md).
  const query = ownGearsQuery(user!.id, params);
  const { page } = query;
  const { data, isPending, error, refetch } = useGearList(query);
  const [toDelete, setToDelete] = useState<Gear | null>(null);
  const remove = useDeleteGear();

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">
          {t('dashboard.greeting', { username: user!.first_name.trim() || user!.username })}
        </h1>
        <Link to="/addgear" className={buttonClass()}>
          {t('dashboard.add')}
        </Link>
      </div>
      <h2 className="mb-3 text-xl font-semibold">{t('dashboard.yourGears')}</h2>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : !data.items.length ? (
        <EmptyState title={t('dashboard.empty')}>
          <Link to="/addgear" className="font-medium text-accent-800 underline">
            {t('dashboard.emptyLink')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {data.items.map((gear) => (
              <DashboardRow key={gear.id} gear={gear} onDelete={setToDelete} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE_MAX}
            total={data.total}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('dashboard.confirmTitle')}
        message={t('dashboard.confirmText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('dashboard.delete')}
        cancelLabel={t('dashboard.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete, {
            // A failed delete is only logged: the listing simply stays in the list.
            onError: (failure) => console.error('Deleting the gear failed', failure),
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
