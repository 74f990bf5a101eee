// The back office's safety notices (docs/api.md "Safety notices"): the list with what each
// matched, writes, withdrawal, the CSV import, and the catalogue reads of the scope builder.
// A write changes which listings carry a badge, so gear queries go stale too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueModel, CatalogueModelDetail } from '#shared/contracts/catalogue.ts';
import type { Notice, NoticeWrite } from '#shared/contracts/safety-notices.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';
import { useGearsChanged } from '#web/lib/gear-cache.ts';
import { ADMIN_PAGE_SIZE } from './admin.ts';

const KEY = ['notices'] as const;

/** Every notice, withdrawn ones too, newest first; staff see their change at once. */
export function useAdminNotices(page: number) {
  return useQuery({
    queryKey: [...KEY, 'admin', page],
    queryFn: ({ signal }) =>
      apiPage<Notice>(`notices/${toQueryString({ page, page_size: ADMIN_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useNoticesChanged() {
  const client = useQueryClient();
  const gearsChanged = useGearsChanged();
  return () => Promise.all([client.invalidateQueries({ queryKey: KEY }), gearsChanged()]);
}

export function useSaveNotice(id: string | undefined) {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (body: NoticeWrite) =>
      id
        ? api<Notice>(`notices/${id}/`, { method: 'PUT', body })
        : api<Notice>('notices/', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** Withdrawing lifts the notice's badges everywhere; it stays listed, marked withdrawn. */
export function useWithdrawNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (id: string) => api<null>(`notices/${id}/`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useImportNotices() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (csv: string) =>
      api<{ notices: number }>('notices/import/', { method: 'POST', body: { csv } }),
    onSuccess: changed,
  });
}

/** A brand's models of every gear type (a notice may cover a harness as well as a wing). */
export function useBrandModels(brand: string) {
  return useQuery({
    queryKey: ['catalogue', 'notice-scope', 'models', brand],
    queryFn: ({ signal }) =>
      api<CatalogueModel[]>(`catalogue/models/${toQueryString({ brand })}`, { signal }),
    enabled: brand !== '',
  });
}

export function useModelSizes(model: string) {
  return useQuery({
    queryKey: ['catalogue', 'notice-scope', 'model', model],
    queryFn: ({ signal }) => api<CatalogueModelDetail>(`catalogue/models/${model}/`, { signal }),
    enabled: model !== '',
  });
}
