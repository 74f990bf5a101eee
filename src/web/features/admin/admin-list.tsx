// The frame every paged staff list shares: its heading and filter, the list's loading, error and
// empty states, and page links that keep the filter in the URL (?page=…).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListState } from '#web/components/ui/list-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { ADMIN_PAGE_SIZE } from './api/admin.ts';

type PageQuery<T> = {
  data: { items: T[]; total: number } | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props<T> = {
  id: string;
  title: string;
  emptyTitle: string;
  query: PageQuery<T>;
  /** The URL parameters a page link keeps: the section's filter. */
  keep?: Record<string, string>;
  filter?: ReactNode;
  renderItems: (items: T[]) => ReactNode;
  /** What follows the list, such as a confirmation dialog. */
  children?: ReactNode;
};

/** The page a paged list shows, from `?page=` (1 when absent or not a number). */
export function usePageParam() {
  const [params] = useSearchParams();
  return Math.max(1, Number(params.get('page')) || 1);
}

export function AdminList<T>({ id, title, emptyTitle, query, keep, filter, ...rest }: Props<T>) {
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {filter}
      <ListState
        isPending={query.isPending}
        error={query.error}
        items={query.data?.items}
        emptyTitle={emptyTitle}
        onRetry={() => void query.refetch()}
      >
        {rest.renderItems}
      </ListState>
      {query.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={query.data.total}
          onPage={(next) => setParams({ ...keep, page: String(next) })}
        />
      )}
      {rest.children}
    </section>
  );
}

type FilterProps<V extends string> = {
  id: string;
  label: string;
  value: V;
  values: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
};

/** A list's one filter: a labelled select whose choice lives in the URL. */
export function FilterSelect<V extends string>({ id, label, values, ...rest }: FilterProps<V>) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={rest.value}
        onChange={(event) => rest.onChange(event.target.value as V)}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2"
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {rest.optionLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
