// A modal on the native <dialog>: focus is trapped, Escape closes, the page behind is inert.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './form/button.tsx';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
};

export function Dialog({ open, onClose, title, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[min(92vw,32rem)] rounded-xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/60 ${className}`}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      )}
    </dialog>
  );
}

type ConfirmProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action (deleting a gear or a certificate). */
export function ConfirmDialog(props: ConfirmProps) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} title={props.title}>
      <p className="text-stone-700">{props.message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={props.onCancel}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
        >
          {props.cancelLabel}
        </button>
        <button
          type="button"
          onClick={props.onConfirm}
          disabled={props.busy}
          className="rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
        >
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

type FormEndProps = {
  /** Why the last send failed, in the page's language; nothing when it did not. */
  failure?: string | undefined;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
};

/** The end of a dialog's form that sends a report: its failure, then Cancel and the send. */
export function DialogFormEnd({ failure, cancelLabel, submitLabel, busy, onCancel }: FormEndProps) {
  return (
    <>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
