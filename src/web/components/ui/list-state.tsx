import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorMessage } from './error-message.tsx';
import { Spinner } from './spinner.tsx';

type Props<T> = {
  isPending: boolean;
  error: unknown;
  items: T[] | undefined;
  emptyTitle: string;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
};

/** The loading, error and empty states every list shows before its items. */
export function ListState<T>({ isPending, error, items, emptyTitle, onRetry, children }: Props<T>) {
  if (isPending) return <Spinner />;
  if (error || !items) return <ErrorMessage error={error} onRetry={onRetry} />;
  if (!items.length) return <EmptyState title={emptyTitle} />;
  return <>{children(items)}</>;
}
