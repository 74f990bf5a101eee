import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { ADMIN_PAGE_SIZE, useAuditLog } from '#web/features/admin/api/admin.ts';
import { formatDateTime } from '#web/features/admin/components.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';

/** Which fields an action changed, as "field: before → after" (all fields for creates/deletes). */
function changes(entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
}

/** What the entry is about, in words: the name the snapshots carry, else the id. */
function targetName(entry: AuditEntry): string {
  for (const snapshot of [entry.after, entry.before]) {
    for (const key of ['name', 'username', 'full_name']) {
      const value = snapshot?.[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return entry.target_id;
}

/** Every staff action: who, what, when, and the values before and after. */
export function AuditSection() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error, refetch } = useAuditLog({ page });

  return (
    <section aria-labelledby="admin-audit">
      <h2 id="admin-audit" className="mb-3 text-xl font-semibold">
        {t('admin.audit.title')}
      </h2>
      <ListState
        isPending={isPending}
        error={error}
        items={data?.items}
        emptyTitle={t('admin.audit.empty')}
        onRetry={() => void refetch()}
      >
        {(items) => (
          <ol className="flex flex-col gap-3">
            {items.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <p className="font-medium break-words">
                  {t(`admin.audit.actions.${entry.action.replace('.', '_')}`, {
                    defaultValue: entry.action,
                  })}
                  <span className="font-normal">{` · ${targetName(entry)}`}</span>
                </p>
                <p className="text-sm text-stone-600">
                  {`${t('admin.audit.by', { name: entry.actor?.username ?? t('admin.audit.noActor') })} · `}
                  <time dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at, i18n.language)}
                  </time>
                </p>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-medium text-accent-800">
                    {t('admin.audit.details')}
                  </summary>
                  <ul className="mt-2 flex flex-col gap-1 font-mono text-xs break-all">
                    <li>
                      {`${t(`admin.audit.targets.${entry.target_type}`, { defaultValue: entry.target_type })}: ${entry.target_id}`}
                    </li>
                    {changes(entry).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ol>
        )}
      </ListState>
      {data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={data.total}
          onPage={(next) => setParams({ page: String(next) })}
        />
      )}
    </section>
  );
}
