// Catalogue brands or models as a list: each can be renamed in place and deleted after a
// confirmation that says what goes with it. A refused delete is shown with the server's reason.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { CatalogueNameForm, type NameValues } from './catalogue-name-form.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';

type Entry = { id: string; name: string; year?: number | null };

type Props = {
  kind: 'brand' | 'model';
  /** The list's accessible name. */
  label: string;
  items: Entry[];
  rename: (entry: Entry, values: NameValues) => Promise<unknown>;
  remove: (entry: Entry) => Promise<unknown>;
};

export function CatalogueNameList({ kind, label, items, rename, remove }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = kind === 'brand' ? 'brand' : 'model';
  const listId = useId();
  const renameButton = (entryId: string) => `${listId}-rename-${entryId}`;
  /** Closes the rename form and gives the focus back to the row's Rename button. */
  const stopRenaming = (entryId: string) => {
    setRenaming(null);
    requestAnimationFrame(() => document.getElementById(renameButton(entryId))?.focus());
  };

  const confirm = async (entry: Entry) => {
    setBusy(true);
    try {
      await remove(entry);
      toast.success(t(`admin.catalogue.${keys}Deleted`, { name: entry.name }));
    } catch (error) {
      const reason = error instanceof ApiError && error.body?.detail;
      toast.error(
        reason
          ? `${t('admin.actionFailed')} ${await failureText(error, t)}`
          : t('admin.actionFailed'),
      );
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return (
    <>
      <ul
        aria-label={label}
        className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
      >
        {items.map((entry) =>
          renaming === entry.id ? (
            <li key={entry.id} className="p-2">
              <CatalogueNameForm
                label={t(`admin.catalogue.${keys}Rename`, { name: entry.name })}
                submitLabel={t('admin.catalogue.saveName')}
                initial={{ name: entry.name, year: entry.year ?? null }}
                withYear={kind === 'model'}
                onSave={async (values) => {
                  await rename(entry, values);
                  stopRenaming(entry.id);
                }}
                onCancel={() => stopRenaming(entry.id)}
              />
            </li>
          ) : (
            <li key={entry.id} className="flex flex-wrap items-center gap-2 p-3">
              <span className="min-w-0 flex-1 font-medium break-words">
                {entry.name}
                {entry.year ? (
                  <span className="font-normal text-stone-600"> ({entry.year})</span>
                ) : null}
              </span>
              <Button
                id={renameButton(entry.id)}
                size="sm"
                variant="secondary"
                aria-label={t(`admin.catalogue.${keys}Rename`, { name: entry.name })}
                onClick={() => setRenaming(entry.id)}
              >
                {t('admin.catalogue.rename')}
              </Button>
              <Button
                size="sm"
                variant="danger-outline"
                aria-label={t(`admin.catalogue.${keys}Delete`, { name: entry.name })}
                onClick={() => setToDelete(entry)}
              >
                {t('admin.catalogue.delete')}
              </Button>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={t(`admin.catalogue.${keys}DeleteTitle`)}
        message={t(`admin.catalogue.${keys}DeleteText`, { name: toDelete?.name ?? '' })}
        confirmLabel={t('admin.catalogue.delete')}
        cancelLabel={t('admin.cancel')}
        busy={busy}
        onConfirm={() => toDelete && void confirm(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
