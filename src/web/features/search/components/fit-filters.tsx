// The fit part of the search form: "my take-off weight" (kg, all-up) and the EN class.
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EN_CLASSES } from '#shared/constants.ts';
import { inputClass } from '#web/components/ui/form/field.tsx';

const labelClass = 'mb-1 block text-sm font-medium text-stone-700';

type Props = {
  weight: string;
  enClass: string;
  weightInvalid: boolean;
  weightRef: Ref<HTMLInputElement>;
  onWeight: (value: string) => void;
  onClass: (value: string) => void;
};

export function FitFilters({
  weight,
  enClass,
  weightInvalid,
  weightRef,
  onWeight,
  onClass,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-weight`} className={labelClass}>
          {t('fit.weightLabel')}
        </label>
        <input
          ref={weightRef}
          id={`${id}-weight`}
          name="takeoff_weight"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          onChange={(event) => onWeight(event.target.value)}
          aria-invalid={weightInvalid}
          aria-describedby={`${id}-weight-hint${weightInvalid ? ` ${id}-weight-error` : ''}`}
          className={inputClass}
        />
        <p id={`${id}-weight-hint`} className="mt-1 text-xs text-stone-600">
          {t('fit.weightHint')}
        </p>
        {weightInvalid && (
          <p id={`${id}-weight-error`} className="mt-1 text-sm text-red-700">
            {t('fit.weightInvalid')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-class`} className={labelClass}>
          {t('fit.classLabel')}
        </label>
        <select
          id={`${id}-class`}
          name="en_class"
          value={enClass}
          onChange={(event) => onClass(event.target.value)}
          className={inputClass}
        >
          <option value="">{t('fit.anyClass')}</option>
          {EN_CLASSES.map((c) => (
            <option key={c} value={c}>
              {c === 'CCC' ? c : `EN ${c}`}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
