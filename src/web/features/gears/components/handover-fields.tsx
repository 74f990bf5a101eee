// The listing's condition and how it changes hands (pickup, shipping, a test flight): what a
// buyer asks first. All optional: an unsaid condition is left out of the listing.
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GEAR_CONDITIONS } from '#shared/constants.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';

export function HandoverFields({ register }: { register: UseFormRegister<GearFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={`${t('listing.fields.condition')} (${t('listing.optional')})`}>
        {(props) => (
          <select {...props} {...register('condition')} className={inputClass}>
            <option value="">{t('listing.notSaid')}</option>
            {GEAR_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {t(`listing.conditions.${condition}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-col sm:gap-2">
        <legend className="mb-1 font-medium">{t('listing.handover')}</legend>
        {(['pickup', 'shipping', 'test_flight'] as const).map((name) => (
          // Rows a finger can hit on a phone (44 px), as the search filters' checkboxes.
          <label key={name} className="flex min-h-11 items-center gap-2 sm:min-h-0">
            <input type="checkbox" {...register(name)} className="size-5 shrink-0" />
            {t(`listing.fields.${name}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
