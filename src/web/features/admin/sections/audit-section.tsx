import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import { AdminList } from '#web/features/admin/admin-list.tsx';
import { useAuditLog } from '#web/features/admin/api/admin.ts';
import { adminFilters } from '#web/features/admin/api/queries.ts';
import { formatDateTime } from '#web/features/admin/components.tsx';

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
  const [params] = useSearchParams();
  const query = useAuditLog(adminFilters.audit(params));

  return (
    <AdminList
      id="admin-audit"
      title={t('admin.audit.title')}
      emptyTitle={t('admin.audit.empty')}
      query={query}
      renderItems={(items) => (
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
    />
  );
}
