// What the record form's parts share: its values as text, their setter, the server's errors by
// field name, the fields' labels, and the two controls the form repeats (a text-like input and
// an ok / not ok / unknown select), so the measurements live in their own file.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';

export type RecordFormKit = {
  v: Record<string, string>;
  set: (name: string) => (e: { target: { value: string } }) => void;
  error: (...names: string[]) => string | undefined;
  label: (name: string) => string;
};

export function recordControls({ v, set, error, label }: RecordFormKit, t: TFunction) {
  const yesNoSelect = (name: string) => (
    <Field label={label(name)} error={error(name)}>
      {(control) => (
        <select {...control} className={inputClass} value={v[name] ?? ''} onChange={set(name)}>
          <option value="">{t('passport.form.unknown')}</option>
          <option value="yes">{t('passport.record.ok')}</option>
          <option value="no">{t('passport.record.notOk')}</option>
        </select>
      )}
    </Field>
  );
  const input = (name: string, props: Record<string, unknown>, note?: ReactNode) => (
    <Field label={label(name)} error={error(name)} note={note as string | undefined}>
      {(control) => (
        <input
          {...control}
          {...props}
          className={inputClass}
          value={v[name] ?? ''}
          onChange={set(name)}
        />
      )}
    </Field>
  );
  return { input, yesNoSelect };
}
