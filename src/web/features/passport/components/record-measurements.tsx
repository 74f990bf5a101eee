// A check's measurements: the porosity at one point against its limit, the line, canopy and
// riser checks, and the verdict. Shown only when the record is a check.
import { useTranslation } from 'react-i18next';
import { VERDICTS } from '#shared/contracts/item-records.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { recordControls, type RecordFormKit } from './record-form-kit.tsx';

export function RecordMeasurements({ kit }: { kit: RecordFormKit }) {
  const { t } = useTranslation();
  const { v, set, error, label } = kit;
  const { input, yesNoSelect } = recordControls(kit, t);
  // A porosity reading or its limit: a number of zero or more, decimals allowed.
  const measure = (name: 'porosity' | 'limit', shown: ReturnType<typeof error>) => (
    <Field label={label(name)} error={shown}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          step="any"
          className={inputClass}
          value={v[name] ?? ''}
          onChange={set(name)}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-2 font-semibold">{t('passport.form.measurements')}</legend>
      {input('point', { type: 'text', maxLength: 40 })}
      {measure('porosity', error('porosity', 'porosity.0.value'))}
      {measure('limit', error('porosity.0.limit'))}
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
  );
}
