// The safety notices' reads (docs/api.md "Safety notices"), apart from any hook: the route
// loaders' bundle takes only these.
import { queryOptions } from '@tanstack/react-query';
import type { GearNotice, MyNotice } from '#shared/contracts/notice-matches.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';

export const NOTICES_PAGE_SIZE = 50;

export const noticeKeys = {
  all: ['notices'] as const,
  list: (page: number) => ['notices', 'list', page] as const,
  one: (id: string) => ['notices', 'one', id] as const,
  ofGear: (gearId: string) => ['notices', 'gear', gearId] as const,
  mine: ['notices', 'mine'] as const,
};

/** The public list: notices in force first, withdrawn ones are left out. */
export const noticesQuery = (page: number) =>
  queryOptions({
    queryKey: noticeKeys.list(page),
    queryFn: ({ signal }) =>
      apiPage<Notice>(
        `notices/${toQueryString({ active: true, page, page_size: NOTICES_PAGE_SIZE })}`,
        { signal },
      ),
  });

export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: noticeKeys.one(id),
    queryFn: ({ signal }) => api<Notice>(`notices/${id}/`, { signal }),
  });

/** The notices a listing falls under, how sure the match is, and the fix its seller recorded. */
export const gearNoticesQuery = (gearId: string) =>
  queryOptions({
    queryKey: noticeKeys.ofGear(gearId),
    queryFn: ({ signal }) => api<GearNotice[]>(`gears/${gearId}/notices/`, { signal }),
  });

/** The notices on the caller's listings and passport items (the seller's dashboard). */
export const myNoticesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.mine,
    queryFn: ({ signal }) => api<MyNotice[]>('notices/mine/', { signal }),
  });
