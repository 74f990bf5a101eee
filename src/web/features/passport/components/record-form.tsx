// Adding a record to a passport: what it is, when, by whom, the check's measurements, proof
// photos. A certifier account's records name its certifier and may be signed. The server decides
// what is valid; its messages appear under the fields they name. Opened for a safety notice, the
// record is the fix of that notice: it links the notice and needs a proof photo.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_KINDS, VERDICTS, type RecordWrite } from '#shared/contracts/items.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCertifiers } from '#web/lib/certifiers.ts';
import { useAddRecord } from '../api/passport.ts';

type Props = {
  itemId: string;
  /** The certifier the user speaks for: the record is theirs and may be signed. */
  certifier: { id: string; name: string } | null;
  onDone: () => void;
  /** The safety notice this record fixes (its id and title). */
  notice?: { id: string; title: string } | undefined;
};

const today = () => new Date().toISOString().slice(0, 10);
const number = (v: string) => (v.trim() === '' ? null : Number(v));
const bool = (v: string) => (v === '' ? null : v === 'yes');

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
  const error = (...names: string[]) => names.flatMap((n) => errors[n] ?? [])[0];
  const label = (name: string) => t(`passport.fields.${name}`);
  const isCheck = v.kind === 'check';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A fix is proven by a photo (of the replaced part, the workshop's paper): asked before sending.
    if (notice && files.length === 0) {
      setErrors({ photos: [t('notices.fix.photoRequired')] });
      return;
    }
    const by: RecordWrite['by'] =
      v.by === 'certifier'
        ? { type: 'certifier', certifier: v.certifier ?? '' }
        : v.by === 'shop'
          ? { type: 'shop', shop_name: v.shop_name ?? '' }
          : { type: 'owner' };
    const body = {
      kind: v.kind as RecordWrite['kind'],
      date: v.date ?? '',
      valid_until: v.valid_until || null,
      flight_hours: number(v.flight_hours ?? ''),
      by,
      porosity:
        isCheck && v.porosity
          ? [{ point: v.point ?? '', value: Number(v.porosity), limit: number(v.limit ?? '') }]
          : [],
      trim: [],
      line_strength_ok: isCheck ? bool(v.line_strength_ok ?? '') : null,
      canopy_ok: isCheck ? bool(v.canopy_ok ?? '') : null,
      risers_ok: isCheck ? bool(v.risers_ok ?? '') : null,
      verdict: isCheck && v.verdict ? (v.verdict as RecordWrite['verdict']) : null,
      text: v.text ?? '',
      sign: Boolean(certifier) && sign,
      ...(notice && { notice: notice.id }),
    } satisfies RecordWrite;
    try {
      await add.mutateAsync({ body, files });
      onDone();
    } catch (e) {
      setErrors(
        e instanceof ApiError ? { form: [e.message], ...e.fieldErrors } : { form: [String(e)] },
      );
    }
  };

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
        <>
          <Field label={label('by')} error={error('by', 'by.type')}>
            {(control) => (
              <select {...control} className={inputClass} value={v.by} onChange={set('by')}>
                <option value="owner">{t('passport.record.byOwner')}</option>
                <option value="shop">{t('passport.form.byShop')}</option>
                <option value="certifier">{t('passport.form.byCertifier')}</option>
              </select>
            )}
          </Field>
          {v.by === 'shop' && input('shop_name', { type: 'text', maxLength: 120 })}
          {v.by === 'certifier' && (
            <Field label={label('certifier')} error={error('by.certifier')}>
              {(control) => (
                <select
                  {...control}
                  className={inputClass}
                  value={v.certifier ?? ''}
                  onChange={set('certifier')}
                >
                  <option value="">{t('passport.form.choose')}</option>
                  {(certifiers.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </>
      )}
      {isCheck && (
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-2 font-semibold">{t('passport.form.measurements')}</legend>
          {input('point', { type: 'text', maxLength: 40 })}
          <Field label={label('porosity')} error={error('porosity', 'porosity.0.value')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                step="any"
                className={inputClass}
                value={v.porosity ?? ''}
                onChange={set('porosity')}
              />
            )}
          </Field>
          <Field label={label('limit')} error={error('porosity.0.limit')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                step="any"
                className={inputClass}
                value={v.limit ?? ''}
                onChange={set('limit')}
              />
            )}
          </Field>
          {yesNoSelect('line_strength_ok')}
          {yesNoSelect('canopy_ok')}
          {yesNoSelect('risers_ok')}
          <Field label={label('verdict')} error={error('verdict')}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={v.verdict ?? ''}
                onChange={set('verdict')}
              >
                <option value="">{t('passport.form.unknown')}</option>
                {VERDICTS.map((k) => (
                  <option key={k} value={k}>
                    {t(`passport.verdict.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
      )}
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
      <Field
        label={t('passport.form.photos')}
        className="sm:col-span-2"
        required={Boolean(notice)}
        error={error('photos', 'notice')}
        note={notice ? t('notices.fix.photoNote') : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="w-full text-sm"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        )}
      </Field>
      {certifier && (
        <label className="flex items-center gap-2 sm:col-span-2">
          <input
            type="checkbox"
            checked={sign}
            onChange={(e) => setSign(e.target.checked)}
            className="size-5"
          />
          {t('passport.form.sign')}
        </label>
      )}
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
