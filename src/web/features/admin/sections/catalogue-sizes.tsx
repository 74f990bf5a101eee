// One catalogue model's sizes in the back office: each with edit and delete (after a
// confirmation), and a form to add one. Listings linked to a deleted size keep their own text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueSize } from '#shared/contracts/catalogue.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useAdminModel, useDeleteSize } from '#web/features/admin/api/catalogue.ts';
import { CatalogueSizeForm } from './catalogue-size-form.tsx';

const range = (s: CatalogueSize) =>
  s.weight_min !== null && s.weight_max !== null
    ? `${s.weight_min}–${s.weight_max} kg`
    : s.max_load !== null
      ? `≤ ${s.max_load} kg`
      : '';

export function CatalogueSizes({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const model = useAdminModel(modelId);
  const remove = useDeleteSize();
  // null: no form; 'new': the add form; a size: its edit form.
  const [editing, setEditing] = useState<CatalogueSize | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<CatalogueSize | null>(null);
  // A form closes itself only: its save settles after the list has refreshed, by which time
  // staff may have opened another size's form (closing "whatever is open" closed that one).
  const closeForm = (form: CatalogueSize | 'new') => () =>
    setEditing((current) => (current === form ? null : current));

  return (
    <div className="flex flex-col gap-3">
      <ListState
        isPending={model.isPending}
        error={model.error}
        items={model.data?.sizes}
        emptyTitle={t('admin.catalogue.noSizes')}
        onRetry={() => void model.refetch()}
      >
        {(sizes) => (
          <ul
            aria-label={t('admin.catalogue.sizes')}
            className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
          >
            {sizes.map((size) => (
              <li key={size.id} className="flex flex-wrap items-center gap-2 p-3">
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{size.name}</span>{' '}
                  <span className="text-sm text-stone-600">
                    {[size.en_class && `EN ${size.en_class}`, range(size), size.source]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('admin.catalogue.editSize', { name: size.name })}
                  onClick={() => setEditing(size)}
                >
                  {t('admin.catalogue.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="danger-outline"
                  aria-label={t('admin.catalogue.deleteSize', { name: size.name })}
                  onClick={() => setToDelete(size)}
                >
                  {t('admin.catalogue.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing === null ? (
        <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
          {t('admin.catalogue.addSize')}
        </Button>
      ) : (
        <CatalogueSizeForm
          key={editing === 'new' ? 'new' : editing.id}
          modelId={modelId}
          size={editing === 'new' ? undefined : editing}
          onDone={closeForm(editing)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('admin.catalogue.deleteTitle')}
        message={t('admin.catalogue.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('admin.catalogue.delete')}
        cancelLabel={t('admin.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => toast.success(t('admin.catalogue.deleted')),
            onError: () => toast.error(t('admin.actionFailed')),
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
