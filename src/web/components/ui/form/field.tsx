// One labelled form control: the label, an optional note and the error text, all linked to the
// control through htmlFor / aria-describedby so screen readers announce them together.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  label: string;
  error?: string;
  note?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** The one look of a text input, select or textarea; red when aria-invalid. */
export const inputClass =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500';

export function Field({ label, error, note, required, className = '', children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden className="text-red-700">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {note && (
        <p id={noteId} className="mt-1 text-sm text-stone-600">
          {note}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error line under a control (or a group of radios), linked by its id. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string;
  note?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, note, className, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} note={note} required={input.required} className={className}>
      {(control) => <input ref={ref} {...input} {...control} className={inputClass} />}
    </Field>
  );
}
