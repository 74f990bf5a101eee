// Edit and delete of a certifier, shown to staff on its detail page. Deleting asks first; a
// certifier still named on certificates cannot go, and the server's 409 says so in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteCertifier } from './api/certifiers.ts';
import { CertifierForm } from './certifier-form.tsx';

export function CertifierStaffControls({ certifier }: { certifier: Certifier }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCertifier();

  const confirmDelete = () =>
    remove.mutate(certifier.id, {
      onSuccess: () => {
        toast.success(t('admin.certifiers.deleted', { name: certifier.name }));
        navigate('/certifiers');
      },
      onSettled: () => setConfirming(false),
    });
  const removeText = useFailureText(remove.error);
  const failure =
    remove.error instanceof ApiError ? removeText : remove.error ? t('admin.actionFailed') : '';

  if (editing)
    return (
      <section
        aria-labelledby="edit-certifier"
        className="mt-6 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="edit-certifier" className="mb-4 text-xl font-semibold">
          {t('admin.certifiers.editTitle')}
        </h2>
        <CertifierForm
          certifier={certifier}
          onSaved={() => {
            toast.success(t('admin.certifiers.saved'));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </section>
    );

  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('admin.certifiers.edit')}
        </button>
        <button
          type="button"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
          className="rounded-lg border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50"
        >
          {t('admin.certifiers.delete')}
        </button>
      </div>
      <div role="alert">
        {failure && <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{failure}</p>}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('admin.certifiers.deleteTitle')}
        message={t('admin.certifiers.deleteText', { name: certifier.name })}
        confirmLabel={t('admin.certifiers.delete')}
        cancelLabel={t('admin.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
