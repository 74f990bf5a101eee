// Adding a record to a passport: what it is, when, by whom, the check's measurements, proof
// photos. A certifier account's records name its certifier and may be signed. The server decides
// what is valid; its messages appear under the fields they name. Opened for a safety notice, the
// record is the fix of that notice: it links the notice and needs a proof photo.
// The body it sends is built in record-body.ts; who made it, a check's measurements and its
// proof are fields of their own (record-by-fields.tsx, record-measurements.tsx,
// record-proof-fields.tsx).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_KINDS } from '#shared/contracts/item-records.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { translateMessage } from '#web/components/ui/form/error-text.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCertifiers } from '#web/lib/certifiers.ts';
import { useAddRecord } from '../api/passport.ts';
import { recordBody, today } from './record-body.ts';
import { RecordByFields } from './record-by-fields.tsx';
import { recordControls } from './record-form-kit.tsx';
import { RecordMeasurements } from './record-measurements.tsx';
import { RecordProofFields } from './record-proof-fields.tsx';
type Props = {
  itemId: string;
  /** The certifier the user speaks for: the record is theirs and may be signed. */
  certifier: { id: string; name: string } | null;
  onDone: () => void;
  /** The safety notice this record fixes (its id and title). */
  notice?: { id: string; title: string } | undefined;
};

export function RecordForm({ itemId, certifier, onDone, notice }: Props) {
  const { t } = useTranslation();
  const certifiers = useCertifiers();
  const add = useAddRecord(itemId);
  const [v, setV] = useState<Record<string, string>>({
    kind: notice ? 'repair' : 'check',
    date: today(),
    by: certifier ? 'certifier' : 'owner',
    certifier: certifier?.id ?? '',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [sign, setSign] = useState(Boolean(certifier));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (name: string) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [name]: e.target.value }));
  // The server's messages are English: shown in the page's language (the form's own are already).
  const error = (...names: string[]) => {
    const message = names.flatMap((n) => errors[n] ?? [])[0];
    return message && translateMessage(message, t);
  };
  const label = (name: string) => t(`passport.fields.${name}`);
  const isCheck = v.kind === 'check';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A fix is proven by a photo (of the replaced part, the workshop's paper): asked before sending.
    if (notice && files.length === 0) {
      setErrors({ photos: [t('notices.fix.photoRequired')] });
      return;
    }
    const body = recordBody(v, { sign: Boolean(certifier) && sign, notice });
    try {
      await add.mutateAsync({ body, files });
      onDone();
    } catch (e) {
      setErrors(
        e instanceof ApiError ? { form: [e.message], ...e.fieldErrors } : { form: [String(e)] },
      );
    }
  };

  const kit = { v, set, error, label };
  const { input } = recordControls(kit, t);

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="no-print grid grid-cols-1 gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-2"
      noValidate
    >
      {notice && (
        <p className="font-medium sm:col-span-2">
          {t('notices.fix.forNotice', { title: notice.title })}
        </p>
      )}
      <Field label={label('kind')} error={error('kind')}>
        {(control) => (
          <select {...control} className={inputClass} value={v.kind} onChange={set('kind')}>
            {RECORD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`passport.kind.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input('date', { type: 'date', required: true, max: today() })}
      {input('flight_hours', { type: 'number', min: 0, step: 'any', inputMode: 'decimal' })}
      {input('valid_until', { type: 'date' }, t('passport.form.validUntilNote'))}
      {certifier ? (
        <p className="self-end text-sm text-stone-700 sm:col-span-2">
          {t('passport.form.asCertifier', { name: certifier.name })}
        </p>
      ) : (
        <RecordByFields kit={kit} certifiers={certifiers.data ?? []} />
      )}
      {isCheck && <RecordMeasurements kit={kit} />}
      <Field label={label('text')} error={error('text')} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            className={inputClass}
            value={v.text ?? ''}
            onChange={set('text')}
          />
        )}
      </Field>
      <RecordProofFields
        error={error}
        forNotice={Boolean(notice)}
        onFiles={setFiles}
        canSign={Boolean(certifier)}
        sign={sign}
        onSign={setSign}
      />
      {error('form') && (
        <p role="alert" className="font-medium text-red-700 sm:col-span-2">
          {error('form')}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {t('passport.form.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('passport.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
