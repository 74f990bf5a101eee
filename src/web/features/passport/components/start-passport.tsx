import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { translateMessage } from '#web/components/ui/form/error-text.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateItem } from '../api/passport.ts';

/** The seller registers the listed gear by its serial number: its passport starts here. */
export function StartPassport({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const create = useCreateItem();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ serial: '', production_date: '', flight_hours: '' });
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  if (!open)
    return (
      <Button variant="outline" className="no-print self-start" onClick={() => setOpen(true)}>
        {t('passport.start')}
      </Button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({
        gear: gear.id,
        gear_type: gear.gear_type,
        brand: gear.brand,
        model: gear.model,
        catalogue_size: gear.catalogue_size,
        serial: v.serial,
        production_date: v.production_date || null,
        flight_hours: v.flight_hours ? Number(v.flight_hours) : null,
      });
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const field = Object.keys(fields)[0];
      const text = (field && fields[field]?.[0]) || String((e as Error).message);
      setError({ field, text: translateMessage(text, t) });
    }
  };
  const err = (name: string) => (error?.field === name ? error.text : undefined);
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [name]: e.target.value }));
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="no-print grid gap-4 sm:grid-cols-3"
      noValidate
    >
      <Field label={t('passport.fields.serial')} error={err('serial')} required>
        {(c) => <input {...c} className={inputClass} value={v.serial} onChange={set('serial')} />}
      </Field>
      <Field label={t('passport.fields.production_date')} error={err('production_date')}>
        {(c) => (
          <input
            {...c}
            type="date"
            className={inputClass}
            value={v.production_date}
            onChange={set('production_date')}
          />
        )}
      </Field>
      <Field label={t('passport.fields.flight_hours')} error={err('flight_hours')}>
        {(c) => (
          <input
            {...c}
            type="number"
            min={0}
            className={inputClass}
            value={v.flight_hours}
            onChange={set('flight_hours')}
          />
        )}
      </Field>
      {error && !error.field && (
        <p role="alert" className="font-medium text-red-700 sm:col-span-3">
          {error.text}
        </p>
      )}
      {error?.field === 'serial' && (
        <p className="text-sm sm:col-span-3">{t('passport.serialTakenHint')}</p>
      )}
      <div className="flex gap-3 sm:col-span-3">
        <Button type="submit" disabled={create.isPending}>
          {t('passport.startSave')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('passport.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
