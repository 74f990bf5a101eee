// TanStack Query hooks of the staff back office (/api/admin/…, gear-types writes).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMessage,
  AdminReport,
  AdminReportAction,
  AdminUser,
  AdminUserPatch,
  AuditEntry,
} from '#shared/contracts/admin.ts';
import type { GearTypeCreateInput } from '#shared/contracts/catalogue-writes.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';
import { gearKeys } from '#web/lib/gear-cache.ts';

type Query = Record<string, string | number | boolean | undefined>;
export const ADMIN_PAGE_SIZE = 25;

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: Query) => ['admin', 'users', query] as const,
  reports: (query: Query) => ['admin', 'reports', query] as const,
  messages: (query: Query) => ['admin', 'messages', query] as const,
  audit: (query: Query) => ['admin', 'audit', query] as const,
};

/** A paged admin list; staff expect to see their own change at once, so nothing is stale. */
function useAdminList<T>(key: readonly unknown[], path: string, query: Query) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiPage<T>(`${path}${toQueryString({ ...query, page_size: ADMIN_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useAdminUsers = (query: { q?: string; page: number }) =>
  useAdminList<AdminUser>(adminKeys.users(query), 'admin/users/', query);
export const useAdminReports = (query: { status: string; page: number }) =>
  useAdminList<AdminReport>(adminKeys.reports(query), 'admin/reports/', query);
export const useAdminMessages = (query: { is_read?: string; page: number }) =>
  useAdminList<AdminMessage>(adminKeys.messages(query), 'admin/messages/', query);
export const useAuditLog = (query: { page: number }) =>
  useAdminList<AuditEntry>(adminKeys.audit(query), 'admin/audit/', query);

/** After any staff write: the admin lists (and the audit log) and what the public sees. */
function useRefresh(...keys: (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKeys.all, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function usePatchUser() {
  const refresh = useRefresh(['users']);
  return useMutation({
    mutationFn: ({ id, ...body }: AdminUserPatch & { id: string }) =>
      api<AdminUser>(`admin/users/${id}/`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useActOnReport() {
  const refresh = useRefresh(gearKeys.all);
  return useMutation({
    mutationFn: ({ id, ...body }: AdminReportAction & { id: string }) =>
      api<AdminReport>(`admin/reports/${id}/`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function usePatchMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, is_read }: { id: string; is_read: boolean }) =>
      api<AdminMessage>(`admin/messages/${id}/`, { method: 'PATCH', body: { is_read } }),
    onSuccess: refresh,
  });
}

/** POST gear-types/ without an id, PUT gear-types/{id}/ with one (the slug is then ignored). */
export function useSaveGearType(id?: string) {
  const refresh = useRefresh(['gear-types']);
  return useMutation({
    mutationFn: (body: GearTypeCreateInput) =>
      id
        ? api<GearType>(`gear-types/${id}/`, { method: 'PUT', body })
        : api<GearType>('gear-types/', { method: 'POST', body }),
    onSuccess: refresh,
  });
}
