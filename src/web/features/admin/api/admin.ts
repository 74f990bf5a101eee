// TanStack Query hooks of the staff back office (/api/admin/…, gear-types writes).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMessage,
  AdminReport,
  AdminReportAction,
  AdminUser,
  AdminUserPatch,
} from '#shared/contracts/admin.ts';
import type { GearTypeCreateInput } from '#shared/contracts/catalogue-writes.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { api } from '#web/lib/api-client.ts';
import { gearKeys } from '#web/lib/gear-cache.ts';
import { adminKeys, adminQueries } from './queries.ts';

export { ADMIN_PAGE_SIZE, adminKeys } from './queries.ts';

// A list keeps showing its page while the next one loads.
const keep = { placeholderData: keepPreviousData };
export const useAdminUsers = (query: { q?: string; page: number }) =>
  useQuery({ ...adminQueries.users(query), ...keep });
export const useAdminReports = (query: { status: string; page: number }) =>
  useQuery({ ...adminQueries.reports(query), ...keep });
export const useAdminMessages = (query: { is_read?: string; page: number }) =>
  useQuery({ ...adminQueries.messages(query), ...keep });
export const useAuditLog = (query: { page: number }) =>
  useQuery({ ...adminQueries.audit(query), ...keep });

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
