// What each back-office section reads, from its URL: the sections' hooks (admin.ts,
// deal-safety.ts) and the route's loader (admin-loader.ts) take their queries from here, so the
// loader fills exactly the cache entries the section then reads.
import { queryOptions, type FetchQueryOptions } from '@tanstack/react-query';
import type { AdminMessage, AdminReport, AdminUser, AuditEntry } from '#shared/contracts/admin.ts';
import type { WarningCounts } from '#shared/contracts/deal-safety.ts';
import type { Rating } from '#shared/contracts/ratings.ts';
import type { StolenHold } from '#shared/contracts/stolen-holds.ts';
import type { StolenReport } from '#shared/contracts/stolen.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';
import { certifiersQuery } from '#web/lib/certifiers.ts';

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
const adminList = <T>(key: readonly unknown[], path: string, query: Query) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiPage<T>(`${path}${toQueryString({ ...query, page_size: ADMIN_PAGE_SIZE })}`, { signal }),
    staleTime: 0,
  });

export const adminQueries = {
  users: (query: { q?: string; page: number }) =>
    adminList<AdminUser>(adminKeys.users(query), 'admin/users/', query),
  reports: (query: { status: string; page: number }) =>
    adminList<AdminReport>(adminKeys.reports(query), 'admin/reports/', query),
  messages: (query: { is_read?: string; page: number }) =>
    adminList<AdminMessage>(adminKeys.messages(query), 'admin/messages/', query),
  audit: (query: { page: number }) =>
    adminList<AuditEntry>(adminKeys.audit(query), 'admin/audit/', query),
  warningCounts: () =>
    queryOptions({
      queryKey: ['admin', 'message-warnings'],
      queryFn: ({ signal }) => api<WarningCounts>('admin/message-warnings/', { signal }),
      staleTime: 0,
    }),
  pendingStolen: () =>
    queryOptions({
      queryKey: ['admin', 'stolen', 'pending'],
      queryFn: ({ signal }) =>
        apiPage<StolenReport>('stolen/?status=pending&page_size=50', { signal }),
      staleTime: 0,
    }),
  stolenHolds: () =>
    queryOptions({
      queryKey: ['admin', 'stolen', 'holds'],
      queryFn: ({ signal }) => api<StolenHold[]>('admin/stolen-holds/', { signal }),
      staleTime: 0,
    }),
  ratingReports: () =>
    queryOptions({
      queryKey: ['admin', 'rating-reports'],
      queryFn: ({ signal }) =>
        api<{ id: string; text: string; rating: Rating }[]>('admin/rating-reports/', { signal }),
      staleTime: 0,
    }),
};

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);
export const REPORT_STATUSES = ['open', 'resolved', 'all'] as const;
export const MESSAGE_FILTERS = { all: undefined, unread: 'false', read: 'true' } as const;
export type MessageFilter = keyof typeof MESSAGE_FILTERS;

/** Each list section's query, as its URL's parameters say (?q=, ?status=, ?show=, ?page=). */
export const adminFilters = {
  users: (params: URLSearchParams) => ({ q: params.get('q') ?? '', page: pageOf(params) }),
  reports: (params: URLSearchParams) => ({
    status: REPORT_STATUSES.find((s) => s === params.get('status')) ?? 'open',
    page: pageOf(params),
  }),
  messageFilter: (params: URLSearchParams): MessageFilter =>
    (['unread', 'read'] as const).find((f) => f === params.get('show')) ?? 'all',
  messages: (params: URLSearchParams) => ({
    is_read: MESSAGE_FILTERS[adminFilters.messageFilter(params)],
    page: pageOf(params),
  }),
  audit: (params: URLSearchParams) => ({ page: pageOf(params) }),
};

type Read = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/**
 * What the section at /admin/{section} reads as it opens (users when none is named). The gear
 * types are the layout's read; the catalogue section reads only once a file is chosen.
 */
export function sectionReads(section: string, params: URLSearchParams): Read[] {
  const reads = {
    users: () => [adminQueries.users(adminFilters.users(params))],
    reports: () => [adminQueries.reports(adminFilters.reports(params))],
    messages: () => [adminQueries.messages(adminFilters.messages(params))],
    audit: () => [adminQueries.audit(adminFilters.audit(params))],
    certifiers: () => [certifiersQuery()],
    'deal-safety': () => [
      adminQueries.warningCounts(),
      adminQueries.pendingStolen(),
      adminQueries.ratingReports(),
      adminQueries.stolenHolds(),
    ],
  }[section || 'users'];
  return (reads?.() ?? []) as Read[];
}
