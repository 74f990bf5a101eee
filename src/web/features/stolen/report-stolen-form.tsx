// "Report stolen gear": brand, model, serial, date, place, police reference and photos; pending
// until staff review it. Field errors come from the server's validation (one message per field).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STOLEN_PICTURES_MAX, type StolenWrite } from '#shared/contracts/stolen.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { useTranslateMessage } from '#web/components/ui/use-translate-message.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useReportStolen } from './api.ts';

const FIELDS = ['brand', 'model', 'serial', 'stolen_on', 'place', 'police_ref'] as const;
const empty = {
  gear_type: '',
  brand: '',
  model: '',
  serial: '',
  stolen_on: '',
  place: '',
  police_ref: '',
  text: '',
};

/** `initial`: the facts of an item reported from "my gear" (type, brand, model, serial). */
export function ReportStolenForm({ initial = {} }: { initial?: Partial<StolenWrite> }) {
  const { t } = useTranslation();
  const report = useReportStolen();
  const translate = useTranslateMessage();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const [values, setValues] = useState<StolenWrite>({ ...empty, ...initial });
  const [files, setFiles] = useState<File[]>([]);
  const prefilled = Boolean(initial.serial);
  const form = useRef<HTMLFormElement>(null);
  // Reported from "my gear": the form, below the register, is what the pilot came for.
  useEffect(() => {
    if (prefilled) form.current?.scrollIntoView?.({ block: 'start' });
  }, [prefilled]);
  const error = report.error instanceof ApiError ? report.error : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({
      body: { ...values, gear_type: values.gear_type || types[0]?.id || '' },
      files,
    });
  };
  if (report.isSuccess)
    return (
      <p role="status" className="rounded-lg bg-stone-100 p-3 font-medium">
        {t('stolen.sent')}
      </p>
    );
  return (
    <form
      id="report-stolen"
      ref={form}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4"
    >
      <h2 className="text-xl font-semibold">{t('stolen.reportTitle')}</h2>
      <label htmlFor="stolen-gear_type">{t('stolen.fields.gear_type')}</label>
      <select
        id="stolen-gear_type"
        className="w-full rounded-lg border border-stone-300 p-2"
        value={values.gear_type}
        onChange={(e) => setValues({ ...values, gear_type: e.target.value })}
      >
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {typeName(type)}
          </option>
        ))}
      </select>
      {FIELDS.map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <label htmlFor={`stolen-${field}`}>{t(`stolen.fields.${field}`)}</label>
          <input
            id={`stolen-${field}`}
            type={field === 'stolen_on' ? 'date' : 'text'}
            className="w-full rounded-lg border border-stone-300 p-2"
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
          {error?.fieldErrors[field] && (
            <p className="text-sm text-red-700">
              {error.fieldErrors[field].map(translate).join(' ')}
            </p>
          )}
        </div>
      ))}
      <label htmlFor="stolen-photos">{t('stolen.fields.photos')}</label>
      <input
        id="stolen-photos"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, STOLEN_PICTURES_MAX))}
      />
      {error && error.status === 409 && (
        <p role="alert" className="text-red-700">
          {t('stolen.duplicate')}
        </p>
      )}
      <Button type="submit" className="self-end" disabled={report.isPending}>
        {t('stolen.send')}
      </Button>
    </form>
  );
}
