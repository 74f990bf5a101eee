import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="my-8 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg font-medium text-stone-700">{title}</p>
      {children && <div className="mt-3 text-stone-600">{children}</div>}
    </div>
  );
}
